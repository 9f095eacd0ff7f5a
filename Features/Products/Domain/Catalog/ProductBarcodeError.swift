import SharedCore

/// A barcode that could not be read.
public enum ProductBarcodeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is empty.
  case empty
  /// Digits of a GTIN length whose check digit (or other digit) is wrong.
  case invalidGTIN(GTINError)
  /// A number in scientific notation (`8.90103E+12`): how a spreadsheet shows a long number in a
  /// column not formatted as text, its last digits already lost.
  case scientificNotation(String)

  /// What is wrong.
  public var description: String {
    switch self {
    case .empty: "The barcode is empty."
    case .invalidGTIN(let error): error.description
    case .scientificNotation(let text):
      "\"\(text)\" is a number in scientific notation, as a spreadsheet shows a long number: its last digits are "
        + "lost. In the spreadsheet, format the column as text, enter the barcodes again and save the file again."
    }
  }
}
