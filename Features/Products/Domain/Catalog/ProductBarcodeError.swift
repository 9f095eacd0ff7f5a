import SharedCore

/// A barcode that could not be read.
public enum ProductBarcodeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The text is empty.
  case empty
  /// Digits of a GTIN length whose check digit (or other digit) is wrong.
  case invalidGTIN(GTINError)

  /// What is wrong.
  public var description: String {
    switch self {
    case .empty: "The barcode is empty."
    case .invalidGTIN(let error): error.description
    }
  }
}
