/// Why text is not an HSN code or SAC.
public enum HSNCodeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Empty, or a character other than a digit (spaces and dots between groups aside).
  case notDigits(String)
  /// An HSN code that is not 2, 4, 6 or 8 digits.
  case hsnLength(String)
  /// A SAC (starting with 99) that is not 4 or 6 digits.
  case sacLength(String)
  /// An HSN code whose chapter (first two digits) is `00`: chapters run from 01 to 98.
  case chapter(String)
  /// A code with fewer digits than invoices must show (see ``HSNDigitRule``).
  case tooFewDigits(String, required: Int)

  /// A sentence for the form.
  public var description: String {
    switch self {
    case .notDigits: "Use digits only."
    case .hsnLength: "An HSN code has 2, 4, 6 or 8 digits."
    case .sacLength: "A SAC has 6 digits (or 4 for a heading) starting with 99."
    case .chapter(let code): "\(code.prefix(2)) is not an HSN chapter; chapters run from 01 to 98."
    case .tooFewDigits(_, let required): "Invoices must show at least \(required) digits of the HSN code or SAC."
    }
  }
}
