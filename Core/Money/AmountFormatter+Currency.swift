extension AmountFormatter {
  /// Amounts in `currency` with its symbol (`₹`, `€`, `£`, `¥`, `$` for the US dollar; the code and a
  /// space, `AED 1,500.00`, for any other), as many fraction digits as its minor unit has, grouped by
  /// `grouping`.
  public init(currency: Currency, grouping: DigitGrouping) {
    self.init(grouping: grouping, fractionDigits: currency.minorUnitDigits, symbol: Self.symbol(for: currency))
  }

  /// The symbol printed before amounts in `currency`.
  public static func symbol(for currency: Currency) -> String {
    switch currency.code {
    case "INR": "₹"
    case "EUR": "€"
    case "GBP": "£"
    case "JPY": "¥"
    case "USD": "$"
    default: currency.code + " "
    }
  }
}
