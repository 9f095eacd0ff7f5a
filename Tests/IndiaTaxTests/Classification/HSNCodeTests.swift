import Foundation
import IndiaTax
import SharedCore
import Testing

/// HSN codes are 2, 4, 6 or 8 digits (chapter to tariff item); SACs, chapter 99, 4 or 6.
@Suite struct HSNCodeTests {
  @Test(arguments: [
    ("10", HSNCode.Kind.hsn, HSNCode.Level.chapter), ("1006", .hsn, .heading), ("100630", .hsn, .subheading),
    ("10063010", .hsn, .tariffItem), ("1006 30 10", .hsn, .tariffItem), ("1006.30.10", .hsn, .tariffItem),
    ("9983", .sac, .heading), ("998314", .sac, .serviceCode), ("98010000", .hsn, .tariffItem),
  ])
  func validCodes(text: String, kind: HSNCode.Kind, level: HSNCode.Level) throws {
    let code = try HSNCode(text)
    #expect(code.kind == kind)
    #expect(code.level == level)
    #expect(code.digits == code.code.count)
  }

  @Test(arguments: [
    ("10063", HSNCodeError.hsnLength("10063")), ("1", .hsnLength("1")), ("100630101", .hsnLength("100630101")),
    ("99831", .sacLength("99831")), ("99831400", .sacLength("99831400")), ("99", .sacLength("99")),
    ("10A6", .notDigits("10A6")), ("", .notDigits("")), ("१००६", .notDigits("१००६")), ("0006", .chapter("0006")),
  ])
  func invalidCodesSayWhy(text: String, error: HSNCodeError) {
    #expect(throws: error) { try HSNCode(text) }
    #expect(!error.description.isEmpty)
  }

  /// A code overlaps a notification's entry when one begins with the other.
  @Test func overlapsAnEntryEitherWay() throws {
    #expect(try HSNCode("6904").overlaps("69041000"))
    #expect(try HSNCode("69041000").overlaps("6904"))
    #expect(try HSNCode("68151000").overlaps("6815"))
    #expect(!(try HSNCode("69049000").overlaps("69041000")))
    #expect(!(try HSNCode("1905").overlaps("6815")))
  }

  @Test func codesRoundTripThroughJSON() throws {
    let codes = try ["1006", "998314"].map { try HSNCode($0) }
    #expect(try JSONDecoder().decode([HSNCode].self, from: JSONEncoder().encode(codes)) == codes)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(HSNCode.self, from: Data(#""10063""#.utf8)) }
  }
}
