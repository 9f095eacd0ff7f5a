/// An HSN or SAC code that could not be read.
public enum ProductTaxCodeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Empty, or a character other than a digit.
  case notDigits(String)
  /// An HSN code that is not 4, 6 or 8 digits.
  case hsnLength(String)
  /// A SAC code (starting with 99) that is not 6 digits.
  case sacLength(String)

  /// A sentence for the form.
  public var description: String {
    switch self {
    case .notDigits: "Use digits only."
    case .hsnLength: "An HSN code has 4, 6 or 8 digits."
    case .sacLength: "A SAC code has 6 digits starting with 99."
    }
  }
}
