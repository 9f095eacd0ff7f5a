/// Why a ``Money`` value could not be made or computed.
public enum MoneyError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The amount's text is not a number.
  case invalidAmount(DecimalParseError)
  /// The amount has more fraction digits than the currency allows (`"10.005"` rupees).
  case tooPrecise(amount: String, currency: String, allowedFractionDigits: Int)
  /// The result would not fit in 64-bit minor units.
  case outOfRange(amount: String, currency: String)
  /// Two amounts in different currencies were combined.
  case currencyMismatch(String, String)
  /// A currency code that is not three letters, or a minor-unit count outside 0…9.
  case invalidCurrency(code: String, minorUnitDigits: Int)
  /// A code the built-in ISO 4217 table does not know.
  case unknownCurrency(String)

  /// What is wrong.
  public var description: String {
    switch self {
    case .invalidAmount(let error): error.description
    case .tooPrecise(let amount, let currency, let digits):
      "\(amount) \(currency) has more than \(digits) fraction digit\(digits == 1 ? "" : "s")"
    case .outOfRange(let amount, let currency): "\(amount) \(currency) is too large to represent"
    case .currencyMismatch(let first, let second): "cannot combine \(first) with \(second)"
    case .invalidCurrency(let code, let digits):
      "\"\(code)\" with \(digits) minor-unit digits is not a currency (three letters A–Z, 0…9 digits)"
    case .unknownCurrency(let code): "\"\(code)\" is not a known ISO 4217 currency code"
    }
  }
}
