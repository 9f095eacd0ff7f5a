import Foundation

/// An exact amount of money in one currency, kept as whole minor units (paise, cents).
///
/// Money is never a `Double`: build it from text, from minor units, or by rounding a `Decimal`
/// half up to the currency's scale. Arithmetic that could mix currencies or overflow throws.
///
/// ```swift
/// let price = try Money("1499.50", currency: .inr)
/// let total = try price.adding(Money(minorUnits: 50, currency: .inr))   // 1500.00 INR
/// let tax = try Money(rounding: price.multiplied(by: Decimal(string: "0.18")!), currency: .inr)
/// ```
///
/// It encodes as `{"amount":"1499.50","currency":"INR"}`, the amount as a string so that no JSON
/// reader turns it into a binary floating-point number.
public struct Money: Sendable, Hashable, CustomStringConvertible {
  /// The amount in the currency's minor unit: 149950 for ₹1,499.50.
  public let minorUnits: Int64
  /// The currency.
  public let currency: Currency

  /// An amount of `minorUnits` of the currency's minor unit.
  public init(minorUnits: Int64, currency: Currency) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// Reads an amount such as `"1499.50"` or `"-12"`.
  /// - Throws: ``MoneyError/invalidAmount(_:)`` for text that is not a number,
  ///   ``MoneyError/tooPrecise(amount:currency:allowedFractionDigits:)`` for more fraction digits
  ///   than the currency has, ``MoneyError/outOfRange(amount:currency:)`` beyond 64-bit minor units.
  public init(_ text: String, currency: Currency) throws(MoneyError) {
    // An amount within the currency's scale is read straight into minor units; any other takes
    // the exact `Decimal` path, which says whether it is too precise or too large.
    let units: Int64?
    do { units = try DecimalParser.parse(text, scale: currency.minorUnitDigits) } catch { throw .invalidAmount(error) }
    if let units {
      self.init(minorUnits: units, currency: currency)
      return
    }
    let amount: Decimal
    do { amount = try DecimalParser.parse(text) } catch { throw .invalidAmount(error) }
    guard amount.fractionDigitCount <= currency.minorUnitDigits else {
      throw .tooPrecise(amount: text, currency: currency.code, allowedFractionDigits: currency.minorUnitDigits)
    }
    self.init(minorUnits: try Money.minorUnits(of: amount, currency: currency), currency: currency)
  }

  /// `amount` rounded half up (away from zero) to the currency's scale.
  /// - Throws: ``MoneyError/outOfRange(amount:currency:)`` beyond 64-bit minor units.
  public init(rounding amount: Decimal, currency: Currency) throws(MoneyError) {
    let rounded = amount.rounded(scale: currency.minorUnitDigits, .halfUp)
    self.init(minorUnits: try Money.minorUnits(of: rounded, currency: currency), currency: currency)
  }

  /// Zero in `currency`.
  public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }

  /// The amount in major units, exact: `1499.5` for 149950 paise.
  public var amount: Decimal {
    guard minorUnits != 0 else { return .zero }
    let magnitude = Decimal(minorUnits.magnitude)
    let value = Decimal(sign: .plus, exponent: -currency.minorUnitDigits, significand: magnitude)
    return minorUnits < 0 ? -value : value
  }

  /// Whether the amount is zero.
  public var isZero: Bool { minorUnits == 0 }
  /// Whether the amount is below zero.
  public var isNegative: Bool { minorUnits < 0 }

  /// The sum of this amount and `other`.
  /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` or ``MoneyError/outOfRange(amount:currency:)``.
  public func adding(_ other: Money) throws(MoneyError) -> Money {
    try combined(with: other) { $0.addingReportingOverflow($1) }
  }

  /// This amount minus `other`.
  /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` or ``MoneyError/outOfRange(amount:currency:)``.
  public func subtracting(_ other: Money) throws(MoneyError) -> Money {
    try combined(with: other) { $0.subtractingReportingOverflow($1) }
  }

  /// The amount with its sign flipped.
  /// - Throws: ``MoneyError/outOfRange(amount:currency:)`` for the one amount whose negation does not
  ///   fit (`Int64.min` minor units).
  public func negated() throws(MoneyError) -> Money {
    let (result, overflow) = Int64(0).subtractingReportingOverflow(minorUnits)
    guard !overflow else { throw .outOfRange(amount: "-(\(amount.plainString))", currency: currency.code) }
    return Money(minorUnits: result, currency: currency)
  }

  /// The exact, unrounded product of the amount and `factor` (a quantity, a rate): round it with
  /// ``init(rounding:currency:)`` where the rules say to.
  public func multiplied(by factor: Decimal) -> Decimal { amount * factor }

  /// `"1499.50 INR"`, always with the currency's fraction digits.
  public var description: String { "\(formattedAmount) \(currency.code)" }

  /// The amount with exactly the currency's fraction digits and `.` as the separator: `"1499.50"`.
  public var formattedAmount: String {
    let digits = String(minorUnits.magnitude)
    let scale = currency.minorUnitDigits
    let sign = minorUnits < 0 ? "-" : ""
    guard scale > 0 else { return sign + digits }
    let padded = String(repeating: "0", count: max(0, scale + 1 - digits.count)) + digits
    let split = padded.index(padded.endIndex, offsetBy: -scale)
    return sign + padded[..<split] + "." + padded[split...]
  }

  private func combined(
    with other: Money, _ operation: (Int64, Int64) -> (partialValue: Int64, overflow: Bool)
  ) throws(MoneyError) -> Money {
    guard currency == other.currency else { throw .currencyMismatch(currency.code, other.currency.code) }
    let (result, overflow) = operation(minorUnits, other.minorUnits)
    guard !overflow else {
      throw .outOfRange(amount: "\(amount.plainString) ± \(other.amount.plainString)", currency: currency.code)
    }
    return Money(minorUnits: result, currency: currency)
  }

  /// Converts an amount already at the currency's scale into minor units.
  private static func minorUnits(of amount: Decimal, currency: Currency) throws(MoneyError) -> Int64 {
    let scaled = amount * Decimal(sign: .plus, exponent: currency.minorUnitDigits, significand: 1)
    let text = scaled.plainString
    guard let units = Int64(text) else { throw .outOfRange(amount: amount.plainString, currency: currency.code) }
    return units
  }
}

extension Money: Codable {
  private enum CodingKeys: String, CodingKey {
    case amount, currency
  }

  /// Decodes `{"amount":"1499.50","currency":"INR"}`; more fraction digits than the currency has
  /// is an error, never rounded away.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let currency = try container.decode(Currency.self, forKey: .currency)
    let text = try container.decode(String.self, forKey: .amount)
    do {
      self = try Money(text, currency: currency)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the amount as a string with the currency's fraction digits.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(formattedAmount, forKey: .amount)
    try container.encode(currency, forKey: .currency)
  }
}
