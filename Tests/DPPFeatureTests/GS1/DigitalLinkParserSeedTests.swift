import DPPFeature
import Testing

/// The seed's `DigitalLinkParser().parse` API on the new GS1-conformant parser (research note §1.11).
@Suite struct DigitalLinkParserSeedTests {
  let parser = DigitalLinkParser()

  @Test func seedSampleWithBadCheckDigitIsRejected() {
    #expect(throws: DigitalLinkError.lint(ai: "01", violation: .badCheckDigit, position: 13)) {
      try parser.parse("https://id.gs1.org/01/04012345678905/21/SN123456")
    }
  }

  @Test func seedSampleWithOutOfOrderQualifiersAndPathExpiryIsRejected() {
    #expect(throws: DigitalLinkError.invalidKeyQualifierSequence(path: ["01", "21", "10", "17"])) {
      try parser.parse("https://id.gs1.org/01/04012345678905/21/SN123456/10/BATCH001/17/251231")
    }
  }

  @Test func seedInvalidSampleStillFails() {
    #expect(throws: DigitalLinkError.noPrimaryKey) { try parser.parse("https://example.com/invalid") }
  }

  @Test func conformantRewriteOfTheSeedSampleParses() throws {
    let ids = try parser.parse("https://id.gs1.org/01/04012345678901/10/BATCH001/21/SN123456?17=251231")
    #expect(
      ids == DPPProductIdentifiers(gtin: "04012345678901", serial: "SN123456", batch: "BATCH001", expiry: "251231"))
  }

  @Test func serialOnlyLinkParses() throws {
    let ids = try parser.parse("https://id.gs1.org/01/04012345678901/21/SN123456")
    #expect(ids == DPPProductIdentifiers(gtin: "04012345678901", serial: "SN123456"))
  }

  @Test func zeroSuppressedSeedGTINNeedsTheOption() throws {
    let uri = "https://id.gs1.org/01/4012345678901/21/SN123456"
    #expect(throws: DigitalLinkError.valueTooShort(ai: "01")) { try parser.parse(uri) }
    let lenient = DigitalLinkParser(options: .init(permitZeroSuppressedGTIN: true))
    #expect(try lenient.parse(uri).gtin == "04012345678901")
  }

  @Test func linksWithoutAGTINAreRefused() {
    #expect(throws: DigitalLinkError.missingGTIN) { try parser.parse("https://id.gs1.org/00/340123451111111111") }
  }
}
