import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct DecimalParserTests {
  private static let posix = Locale(identifier: "en_US_POSIX")

  /// Every accepted form, under the grouping it needs, gives the exact value.
  @Test(arguments: [
    ("0", DigitGrouping.none, "0"),
    ("-0.00", .none, "0"),
    ("+12", .none, "12"),
    ("0012.50", .none, "12.5"),
    ("0.1", .none, "0.1"),
    ("-1234.5678", .none, "-1234.5678"),
    ("1,23,456.50", .indian, "123456.5"),
    ("12,34,56,789", .indian, "123456789"),
    ("1,000", .indian, "1000"),
    ("123,456.50", .international, "123456.5"),
    ("1,234,567", .international, "1234567"),
    ("1,23,456.50", .any, "123456.5"),
    ("123,456", .any, "123456"),
    ("123456", .indian, "123456"),
    ("99999999999999999999999999999999999999", .none, "99999999999999999999999999999999999999"),
    ("0.00000000000000000000000000000000000001", .none, "0.00000000000000000000000000000000000001"),
  ])
  func acceptsNumbers(text: String, grouping: DigitGrouping, expected: String) throws {
    let value = try DecimalParser.parse(text, grouping: grouping)
    #expect(value == Decimal(string: expected, locale: Self.posix))
    #expect(value.plainString == expected)
  }

  /// Everything else is refused with the offset of the first wrong character and the reason.
  @Test(arguments: [
    ("", DigitGrouping.none, 0, DecimalParseError.Reason.empty),
    ("-", .none, 1, .missingDigits),
    (".5", .none, 0, .missingDigits),
    ("5.", .none, 2, .missingDigits),
    ("12abc", .none, 2, .unexpectedCharacter("a")),
    (" 12", .none, 0, .unexpectedCharacter(" ")),
    ("12 ", .none, 2, .unexpectedCharacter(" ")),
    ("1.2.3", .none, 3, .unexpectedCharacter(".")),
    ("1e5", .none, 1, .unexpectedCharacter("e")),
    ("१२", .none, 0, .unexpectedCharacter("१")),
    ("1,000", .none, 1, .misplacedGroupSeparator),
    ("123,456", .indian, 3, .misplacedGroupSeparator),
    ("1,23,456", .international, 1, .misplacedGroupSeparator),
    ("12,3456", .any, 2, .misplacedGroupSeparator),
    (",123", .any, 0, .misplacedGroupSeparator),
    ("1,,000", .any, 2, .misplacedGroupSeparator),
    ("1,000,", .any, 5, .misplacedGroupSeparator),
    ("1,000.5,0", .any, 7, .unexpectedCharacter(",")),
    ("123456789012345678901234567890123456789", .none, 0, .tooManyDigits),
  ])
  func refusesEverythingElse(text: String, grouping: DigitGrouping, offset: Int, reason: DecimalParseError.Reason) {
    #expect(throws: DecimalParseError(text: text, offset: offset, reason: reason)) {
      try DecimalParser.parse(text, grouping: grouping)
    }
  }

  /// Seeded round trip: any value's plain string parses back to the same value.
  @Test func plainStringsParseBackToTheSameValue() throws {
    var generator = SeededGenerator(seed: 2026)
    for _ in 0..<2_000 {
      let units = Int64(bitPattern: generator.next()) / Int64(1 + generator.next() % 1_000)
      let scale = Int(generator.next() % 9)
      let value = Decimal(sign: units < 0 ? .minus : .plus, exponent: -scale, significand: Decimal(units.magnitude))
      let normalised = units == 0 ? Decimal.zero : value
      #expect(try DecimalParser.parse(normalised.plainString) == normalised, "\(normalised)")
    }
  }

  /// Seeded: the plain string has the digits Foundation prints, without exponent or trailing
  /// fraction zeros, for significands short and long (past 18 digits, where the fast path ends).
  @Test func plainStringsSpellTheDigitsFoundationPrints() {
    var generator = SeededGenerator(seed: 77)
    for _ in 0..<5_000 {
      let significand = Decimal(generator.next() >> (generator.next() % 64))
      let long = generator.next() % 4 == 0 ? significand * Decimal(generator.next()) : significand
      let exponent = Int(generator.next() % 41) - 20
      let value = Decimal(sign: generator.next() % 2 == 0 ? .minus : .plus, exponent: exponent, significand: long)
      var expected = value.description
      if expected.contains(".") {
        while expected.hasSuffix("0") { expected.removeLast() }
        if expected.hasSuffix(".") { expected.removeLast() }
      }
      if value.isZero { expected = "0" }
      #expect(value.plainString == expected, "\(value)")
    }
  }
}
