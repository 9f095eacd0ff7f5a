import Foundation
import SharedCore
import SharedTesting
import Testing

/// `DecimalParser.parse(_:grouping:scale:)`, which reads amounts straight into minor units, against
/// the exact `Decimal` it must agree with.
@Suite struct DecimalParserScaledTests {
  private static let posix = Locale(identifier: "en_US_POSIX")

  /// Amounts within the scale become whole units; others are left to the `Decimal` path.
  @Test(arguments: [
    ("1499.50", DigitGrouping.none, 2, Int64?.some(149_950)),
    ("1,23,456.50", .any, 2, 12_345_650),
    ("-12", .none, 2, -1_200),
    ("-0.00", .none, 2, 0),
    ("+7.5", .none, 2, 750),
    ("0012.500", .none, 2, 1_250),
    ("12", .none, 0, 12),
    ("1.250", .none, 3, 1_250),
    ("0.125", .none, 2, nil),
    ("12.5", .none, 0, nil),
    ("92233720368547758.07", .none, 2, 9_223_372_036_854_775_807),
    ("92233720368547758.08", .none, 2, nil),
    ("-92233720368547758.08", .none, 2, nil),
    ("99999999999999999999999999999999999999", .none, 2, nil),
  ])
  func readsMinorUnits(text: String, grouping: DigitGrouping, scale: Int, expected: Int64?) throws {
    #expect(try DecimalParser.parse(text, grouping: grouping, scale: scale) == expected)
  }

  /// Text the `Decimal` path refuses is refused with the same error.
  @Test(arguments: ["", "-", "1,2", "12.", ".5", "1e5", "12abc", " 1", "1,00,000"])
  func refusesWhatTheDecimalPathRefuses(text: String) {
    let expected = Self.error { try DecimalParser.parse(text, grouping: .international) }
    #expect(expected != nil)
    #expect(Self.error { try DecimalParser.parse(text, grouping: .international, scale: 2) } == expected)
  }

  /// Property, over seeded random texts (signs, leading and trailing zeros, separators right and
  /// wrong, long digit runs, stray characters) and scales: whenever the units path gives a value it
  /// is the `Decimal` value at that scale, it gives `nil` only for too many fraction digits or too
  /// large a value, and it throws exactly what the `Decimal` path throws.
  @Test(arguments: [UInt64(5), 17, 2_026])
  func agreesWithTheDecimalPath(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let groupings: [DigitGrouping] = [.none, .indian, .international, .any]
    for _ in 0..<5_000 {
      let text = Self.randomAmount(using: &random)
      let grouping = groupings.randomElement(using: &random) ?? .none
      let scale = Int.random(in: 0...4, using: &random)
      let exact = Result { () throws(DecimalParseError) in try DecimalParser.parse(text, grouping: grouping) }
      let units = Result { () throws(DecimalParseError) in
        try DecimalParser.parse(text, grouping: grouping, scale: scale)
      }
      switch (exact, units) {
      case (.failure(let expected), .failure(let found)):
        #expect(found == expected, "\(text)")
      case (.success(let value), .success(let found?)):
        let scaled = Decimal(sign: found < 0 ? .minus : .plus, exponent: -scale, significand: Decimal(found.magnitude))
        #expect(scaled == value, "\(text) at scale \(scale)")
      case (.success(let value), .success(nil)):
        let tooPrecise = value.fractionDigitCount > scale
        let scaled = value * Decimal(sign: .plus, exponent: scale, significand: 1)
        let tooLarge = scaled > Decimal(Int64.max) || scaled <= Decimal(Int64.min)
        #expect(tooPrecise || tooLarge, "\(text) at scale \(scale)")
      default:
        Issue.record("\(text): the paths disagree on whether it is a number: \(exact) vs \(units)")
      }
    }
  }

  /// Money read from text equals Money rounded from the same exact amount.
  @Test(arguments: [UInt64(3), 41])
  func moneyFromTextIsTheExactAmount(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<3_000 {
      let text = Self.randomAmount(using: &random)
      guard let amount = try? DecimalParser.parse(text), amount.fractionDigitCount <= 2 else { continue }
      let expected = try? Money(rounding: amount, currency: .inr)
      #expect((try? Money(text, currency: .inr)) == expected, "\(text)")
    }
  }

  private static func error(_ body: () throws -> Any?) -> DecimalParseError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error as? DecimalParseError
    }
  }

  /// Mostly well-formed amounts, some with a flaw.
  private static func randomAmount(using random: inout SeededGenerator) -> String {
    func digits(_ range: ClosedRange<Int>) -> String {
      String((0..<Int.random(in: range, using: &random)).map { _ in "0123456789".randomElement(using: &random) ?? "0" })
    }
    var text = ["", "", "-", "+"].randomElement(using: &random) ?? ""
    switch Int.random(in: 0..<5, using: &random) {
    case 0: text += digits(1...3) + "," + digits(2...2) + "," + digits(3...3)
    case 1: text += digits(1...3) + "," + digits(3...3)
    case 2: text += digits(15...24)
    default: text += digits(1...8)
    }
    if Bool.random(using: &random) { text += "." + digits(0...5) }
    if Int.random(in: 0..<20, using: &random) == 0 {
      text += ["x", " ", ",", "."].randomElement(using: &random) ?? "x"
    }
    return text
  }
}
