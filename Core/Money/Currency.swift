/// A currency: its ISO 4217 code and how many fraction digits its minor unit has.
///
/// The rupee has two (paise), the yen none, the Bahraini dinar three. ``Money`` keeps every amount at
/// its currency's scale.
public struct Currency: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The three-letter code, `"INR"`.
  public let code: String
  /// Fraction digits of the minor unit: 2 for INR and EUR, 0 for JPY, 3 for KWD.
  public let minorUnitDigits: Int

  /// A currency the built-in table does not list.
  /// - Throws: ``MoneyError/invalidCurrency(code:minorUnitDigits:)`` unless `code` is three ASCII
  ///   capital letters and `minorUnitDigits` is in 0…9.
  public init(code: String, minorUnitDigits: Int) throws(MoneyError) {
    guard code.utf8.count == 3, code.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
      (0...9).contains(minorUnitDigits)
    else { throw .invalidCurrency(code: code, minorUnitDigits: minorUnitDigits) }
    self.code = code
    self.minorUnitDigits = minorUnitDigits
  }

  private init(known code: String, _ digits: Int) {
    self.code = code
    self.minorUnitDigits = digits
  }

  /// Indian rupee (2 digits).
  public static let inr = Currency(known: "INR", 2)
  /// Euro (2 digits).
  public static let eur = Currency(known: "EUR", 2)
  /// US dollar (2 digits).
  public static let usd = Currency(known: "USD", 2)

  /// The currency with this ISO 4217 code from the built-in table, or `nil`.
  ///
  /// The table holds the widely traded currencies; create any other with
  /// ``init(code:minorUnitDigits:)``.
  public static func iso(_ code: String) -> Currency? {
    guard let digits = isoMinorUnitDigits[code] else { return nil }
    return Currency(known: code, digits)
  }

  /// Minor-unit digits by ISO 4217 code.
  private static let isoMinorUnitDigits: [String: Int] = {
    var table: [String: Int] = [:]
    let twoDigits = """
      AED ARS AUD BDT BGN BRL CAD CHF CNY COP CZK DKK EGP EUR GBP GHS HKD HUF IDR ILS INR KES LKR \
      MAD MXN MYR NGN NOK NPR NZD PEN PHP PKR PLN QAR RON RSD RUB SAR SEK SGD THB TRY TWD UAH USD \
      ZAR
      """
    for code in twoDigits.split(separator: " ") { table[String(code)] = 2 }
    for code in ["CLP", "ISK", "JPY", "KRW", "UGX", "VND", "XAF", "XOF"] { table[code] = 0 }
    for code in ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"] { table[code] = 3 }
    return table
  }()

  /// The code, `"INR"`.
  public var description: String { code }

  /// Encodes as the code alone, `"INR"`.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(code)
  }

  /// Decodes a code from the built-in table.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { code throws(MoneyError) in
      guard let currency = Currency.iso(code) else { throw .unknownCurrency(code) }
      return currency
    }
  }
}
