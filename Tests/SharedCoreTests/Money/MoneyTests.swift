import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct MoneyTests {
  private static func decimal(_ text: String) -> Decimal {
    Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
  }

  /// Rounding is half away from zero on both sides; `.down` and `.up` go toward and away from zero.
  @Test(arguments: [
    ("365.125", 2, DecimalRoundingRule.halfUp, "365.13"),
    ("1460.50", 0, .halfUp, "1461"),
    ("-2.345", 2, .halfUp, "-2.35"),
    ("-0.465", 2, .halfUp, "-0.47"),
    ("2.344999", 2, .halfUp, "2.34"),
    ("0.5", 0, .halfUp, "1"),
    ("-0.5", 0, .halfUp, "-1"),
    ("-0.004", 2, .halfUp, "0"),
    ("7.609", 2, .down, "7.6"),
    ("-7.609", 2, .down, "-7.6"),
    ("2.101", 2, .up, "2.11"),
    ("-2.101", 2, .up, "-2.11"),
    ("1250", -2, .halfUp, "1300"),
  ])
  func roundsAsTaxRulesRequire(value: String, scale: Int, rule: DecimalRoundingRule, expected: String) {
    #expect(Self.decimal(value).rounded(scale: scale, rule) == Self.decimal(expected))
  }

  @Test func countsSignificantFractionDigitsAndPrintsPlainly() {
    #expect(Self.decimal("1.50").fractionDigitCount == 1)
    #expect(Self.decimal("2").fractionDigitCount == 0)
    #expect(Self.decimal("0.125").fractionDigitCount == 3)
    #expect(Decimal(sign: .plus, exponent: 30, significand: 1).plainString == "1" + String(repeating: "0", count: 30))
    #expect(Decimal(sign: .minus, exponent: -3, significand: 5).plainString == "-0.005")
  }

  @Test func readsAmountsAtTheCurrencyScale() throws {
    let price = try Money("1499.5", currency: .inr)
    #expect(price.minorUnits == 149_950)
    #expect(price.amount == Self.decimal("1499.5"))
    #expect(price.description == "1499.50 INR")
    #expect(try Money("-12", currency: .inr).formattedAmount == "-12.00")
    #expect(Money(minorUnits: 5, currency: .inr).formattedAmount == "0.05")
    #expect(try Money("1500", currency: Currency.iso("JPY") ?? .usd).formattedAmount == "1500")
    #expect(try Money("1.005", currency: Currency.iso("KWD") ?? .usd).minorUnits == 1005)
  }

  @Test func refusesWhatItCannotHoldExactly() {
    #expect(throws: MoneyError.tooPrecise(amount: "10.005", currency: "INR", allowedFractionDigits: 2)) {
      try Money("10.005", currency: .inr)
    }
    #expect(throws: MoneyError.outOfRange(amount: "92233720368547758.08", currency: "INR")) {
      try Money("92233720368547758.08", currency: .inr)
    }
    #expect(
      throws: MoneyError.invalidAmount(DecimalParseError(text: "12,50", offset: 2, reason: .misplacedGroupSeparator))
    ) {
      try Money("12,50", currency: .inr)
    }
    #expect(throws: MoneyError.currencyMismatch("INR", "EUR")) {
      try Money(minorUnits: 1, currency: .inr).adding(Money(minorUnits: 1, currency: .eur))
    }
    #expect(throws: MoneyError.self) {
      try Money(minorUnits: .max, currency: .inr).adding(Money(minorUnits: 1, currency: .inr))
    }
    #expect(throws: MoneyError.self) { try Money(minorUnits: .min, currency: .inr).negated() }
    #expect(throws: MoneyError.invalidCurrency(code: "rs", minorUnitDigits: 2)) {
      try Currency(code: "rs", minorUnitDigits: 2)
    }
  }

  @Test func roundsProductsHalfUpToTheCurrency() throws {
    let taxable = try Money("1460.50", currency: .eur)
    let vat = try Money(rounding: taxable.multiplied(by: Self.decimal("0.25")), currency: .eur)
    #expect(vat.formattedAmount == "365.13")
    #expect(try Money(rounding: Self.decimal("-0.465"), currency: .inr).minorUnits == -47)
  }

  @Test func encodesTheAmountAsAString() throws {
    let money = try Money("1499.50", currency: .inr)
    let json = String(decoding: try JSONEncoder.sorted.encode(money), as: UTF8.self)
    #expect(json == #"{"amount":"1499.50","currency":"INR"}"#)
    #expect(try JSONDecoder().decode(Money.self, from: Data(json.utf8)) == money)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Money.self, from: Data(#"{"amount":"1.001","currency":"INR"}"#.utf8))
    }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Money.self, from: Data(#"{"amount":"1","currency":"XYZ"}"#.utf8))
    }
  }

  /// Seeded property: sums and differences in minor units agree with exact decimal arithmetic.
  @Test func arithmeticAgreesWithDecimal() throws {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<2_000 {
      let first = Money(minorUnits: Int64.random(in: -1_000_000_000...1_000_000_000, using: &random), currency: .inr)
      let second = Money(minorUnits: Int64.random(in: -1_000_000_000...1_000_000_000, using: &random), currency: .inr)
      #expect(try first.adding(second).amount == first.amount + second.amount)
      #expect(try first.subtracting(second).amount == first.amount - second.amount)
      #expect(try first.negated().adding(first).isZero)
    }
  }
}

extension JSONEncoder {
  fileprivate static var sorted: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}
