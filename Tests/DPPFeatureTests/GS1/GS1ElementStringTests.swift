import DPPFeature
import Testing

@Suite struct GS1ElementStringTests {
  static let gs = "\u{1D}"
  static let expected = "(01)09520123456788(10)ABC1(21)12345(17)180426"

  @Test func parsesBracketedElementStrings() throws {
    let parsed = try GS1ElementString(bracketed: Self.expected)
    #expect(parsed.elements.map(\.ai) == ["01", "10", "21", "17"])
    #expect(parsed.bracketed == Self.expected)
    #expect(parsed.value(for: "21") == "12345")
  }

  @Test(arguments: ["]d2", "]Q3", "]C1", "]e0", "]J1"])
  func parsesRawScanDataWithEachSymbologyIdentifier(_ identifier: String) throws {
    let raw = identifier + "0109520123456788" + "10ABC1" + Self.gs + "2112345" + Self.gs + "17180426"
    let parsed = try GS1ElementString(scanData: raw)
    #expect(parsed.bracketed == Self.expected)
    #expect(parsed.symbologyIdentifier == identifier)
    let link = try DigitalLink(elementString: raw)
    #expect(link.elementString == Self.expected)
    #expect(link.canonicalURI == "https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426")
  }

  @Test func parsesRawDataWithoutIdentifierAndWithLeadingFNC1OrCaret() throws {
    #expect(
      try GS1ElementString(scanData: Self.gs + "0109520123456788" + "2112345").bracketed
        == "(01)09520123456788(21)12345")
    #expect(try GS1ElementString("0109520123456788^2112345").bracketed == "(01)09520123456788(21)12345")
  }

  @Test func fixedLengthAIsNeedNoSeparator() throws {
    let parsed = try GS1ElementString(scanData: "]d201095201234567881718042610ABC1")
    #expect(parsed.bracketed == "(01)09520123456788(17)180426(10)ABC1")
    #expect(parsed.scanData() == "]d201095201234567881718042610ABC1")
  }

  @Test func scanDataPutsGSAfterVariableLengthValues() throws {
    let parsed = try GS1ElementString(bracketed: "(01)09520123456788(10)ABC1(21)12345")
    #expect(parsed.scanData(symbologyIdentifier: "]Q3") == "]Q3010952012345678810ABC1" + Self.gs + "2112345")
  }

  @Test(arguments: [("]E0", "9520123456788"), ("]E4", "02345673")])
  func eanSymbologiesBecomeGTIN14(_ identifier: String, _ digits: String) throws {
    let parsed = try GS1ElementString(scanData: identifier + digits)
    #expect(parsed.value(for: "01")?.count == 14)
    #expect(parsed.value(for: "01")?.hasSuffix(digits) == true)
  }

  @Test func escapedBracketsRoundTrip() throws {
    let parsed = try GS1ElementString(bracketed: "(01)09520123456788(10)A\\(B")
    #expect(parsed.value(for: "10") == "A(B")
    #expect(parsed.bracketed == "(01)09520123456788(10)A\\(B")
  }

  @Test(arguments: [
    ("(01)09520123456789", DigitalLinkError.lint(ai: "01", violation: .badCheckDigit, position: 13)),
    ("(01)0952012345678", .valueTooShort(ai: "01")),
    ("(10)ABC", .requirementNotMet(ai: "10", requirement: "01,02,03,8006,8026")),
    ("(89)ABC", .unknownAI(ai: "89")),
    ("01)X", .malformedElementString(position: 0)),
    ("(01)", .malformedElementString(position: 4)),
    ("]Q1hello", .unsupportedSymbology(identifier: "]Q1")),
    ("]d2ABC", .noAIPrefix(position: 3)),
    ("]d2", .emptyElementString),
    ("(01)09520123456788(17)201232", .lint(ai: "17", violation: .illegalDay, position: 4)),
    ("(01)09520123456788(10)A(10)B", .duplicateAI(ai: "10")),
    ("(01)09520123456788(02)09520123456788(37)1", .invalidPairing(ai: "01", other: "37")),
  ])
  func rejectsInvalidElementStrings(_ text: String, _ error: DigitalLinkError) {
    #expect(throws: error) {
      text.hasPrefix("]") ? try GS1ElementString(scanData: text) : try GS1ElementString(bracketed: text)
    }
  }

  @Test func sameValueDuplicatesAreMergedIntoOneLink() throws {
    let link = try DigitalLink(elementString: "(01)09520123456788(21)1(01)09520123456788")
    #expect(link.elementString == "(01)09520123456788(21)1")
  }

  @Test func digitalLinkExposesItsElementString() throws {
    let link = try DigitalLink("https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426")
    #expect(link.gs1ElementString.bracketed == Self.expected)
    #expect(try DigitalLink(elementString: link.gs1ElementString.scanData()) == link)
  }
}
