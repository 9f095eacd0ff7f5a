import SharedCore

extension BillAmountInWords {
  /// Amounts in `currency` spelt in the system its digits are grouped by: lakh and crore for
  /// `.indian`, million and billion otherwise.
  public init(currency: Currency, grouping: DigitGrouping) {
    self.init(system: grouping == .indian ? .indian : .international, unit: .named(for: currency))
  }
}

extension BillAmountInWords.Unit {
  /// The names of `currency`'s units: rupees and paise, dollars and cents, euros and cents, pounds and
  /// pence, dirhams and fils; any other currency is named by its code ("JPY"), its minor unit as
  /// hundredths (thousandths for a three-digit one, as the Kuwaiti dinar's).
  public static func named(for currency: Currency) -> Self {
    let digits = currency.minorUnitDigits
    switch currency.code {
    case "INR": return .rupee
    case "USD", "AUD", "CAD", "SGD", "HKD", "NZD":
      return Self(singular: "Dollar", plural: "Dollars", minorSingular: "Cent", minorPlural: "Cents")
    case "EUR": return Self(singular: "Euro", plural: "Euros", minorSingular: "Cent", minorPlural: "Cents")
    case "GBP": return Self(singular: "Pound", plural: "Pounds", minorSingular: "Penny", minorPlural: "Pence")
    case "AED": return Self(singular: "Dirham", plural: "Dirhams", minorSingular: "Fils", minorPlural: "Fils")
    default:
      let minor = digits == 3 ? "Thousandth" : "Hundredth"
      return Self(
        singular: currency.code, plural: currency.code, minorSingular: minor, minorPlural: minor + "s",
        minorUnitDigits: digits)
    }
  }
}
