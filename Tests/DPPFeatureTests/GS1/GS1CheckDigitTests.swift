import DPPFeature
import Testing

@Suite struct GS1CheckDigitTests {
  /// Identifiers with correct mod-10 check digits (GTIN-8/12/13/14, SSCC, GLN, GSIN, GSRN).
  @Test(arguments: [
    "02345673", "416000336108", "2112345678900", "09520123456788", "04012345678901", "340123451111111111",
    "4226350800008", "40123452223334442", "440018922222222226", "00000001234565",
    // lint_csum.c unit tests (research note §2.8)
    "1234567890128", "12345678901231", "123456789012345675",
  ])
  func acceptsCorrectMod10(_ value: String) {
    #expect(GS1CheckDigit.isValidMod10(value))
  }

  @Test(arguments: [
    "04012345678905", "09520123456789", "340123451111111112", "0", "", "12a4", "12345673", "416000336109",
    "1234567890129", "12345678901232", "123456789012345670", " 23456789012345675", "12345678 012345675",
    "12345678901234567 ",
  ])
  func rejectsWrongMod10(_ value: String) {
    #expect(!GS1CheckDigit.isValidMod10(value))
  }

  @Test(arguments: [("0401234567890", 1), ("0952012345678", 8), ("34012345111111111", 1), ("1234567", 0)])
  func computesMod10(_ body: String, _ digit: Int) {
    #expect(GS1CheckDigit.mod10(Array(body.utf8)) == digit)
  }

  @Test(arguments: [
    ("1987654Ad4X4bL5ttr2310c", "2K"), ("12345678901234567890123", "NT"), ("7907665Bm8v2", "AB"),
  ])
  func computesGMNCheckPairs(_ body: String, _ pair: String) throws {
    let computed = try #require(GS1CheckDigit.alphanumericPair(Array(body.utf8)))
    #expect(String(decoding: [computed.0, computed.1], as: UTF8.self) == pair)
  }

  @Test func gmnPairRejectsCharactersOutsideCSET82() {
    #expect(GS1CheckDigit.alphanumericPair(Array("AB CD".utf8)) == nil)
  }

  @Test(arguments: [
    ("https://id.gs1.org/8013/1987654Ad4X4bL5ttr2310cXK", 23),
    ("https://id.gs1.org/8013/12345678901234567890123NU", 23),
  ])
  func linkWithBadGMNPairIsRejected(_ uri: String, _ position: Int) {
    #expect(throws: DigitalLinkError.lint(ai: "8013", violation: .badCheckPair, position: position)) {
      try DigitalLink(uri)
    }
  }

  @Test func griaiCheckDigitIsTheFourteenthCharacter() throws {
    #expect(try DigitalLink("https://id.gs1.org/8003/04007537168421100034022").primaryKey.ai == "8003")
    #expect(throws: DigitalLinkError.lint(ai: "8003", violation: .badCheckDigit, position: 13)) {
      try DigitalLink("https://example.com/8003/050606547800230002")
    }
  }
}
