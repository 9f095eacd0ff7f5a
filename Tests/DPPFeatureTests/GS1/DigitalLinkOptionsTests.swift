import DPPFeature
import Testing

@Suite struct DigitalLinkOptionsTests {
  static let zeroSuppressed = DigitalLink.Options(permitZeroSuppressedGTIN: true)
  static let alphas = DigitalLink.Options(permitConvenienceAlphas: true)

  @Test(arguments: [
    ("02345673", "00000002345673"), ("416000336108", "00416000336108"), ("2112345678900", "02112345678900"),
  ])
  func zeroSuppressedGTINsArePaddedOnlyWhenPermitted(_ short: String, _ padded: String) throws {
    #expect(throws: DigitalLinkError.valueTooShort(ai: "01")) { try DigitalLink("https://a/01/\(short)") }
    let link = try DigitalLink("https://a/01/\(short)", options: Self.zeroSuppressed)
    #expect(link.gtin == padded)
    #expect(link.canonicalURI == "https://id.gs1.org/01/\(padded)")
    let inQuery = try DigitalLink("https://a/8004/9520614141234567?01=\(short)", options: Self.zeroSuppressed)
    #expect(inQuery.gtin == padded)
  }

  @Test func zeroSuppressionDoesNotApplyToOtherLengthsOrAIs() {
    #expect(throws: DigitalLinkError.valueTooShort(ai: "01")) {
      try DigitalLink("https://a/01/1234567890", options: Self.zeroSuppressed)
    }
    #expect(throws: DigitalLinkError.valueTooShort(ai: "00")) {
      try DigitalLink("https://a/00/12345670", options: Self.zeroSuppressed)
    }
  }

  @Test func paddedGTINsStillNeedAValidCheckDigit() {
    #expect(throws: DigitalLinkError.lint(ai: "01", violation: .badCheckDigit, position: 13)) {
      try DigitalLink("https://example.com/01/012345678906", options: Self.zeroSuppressed)
    }
  }

  @Test(arguments: DigitalLinkConvenienceAlphas.aiByAlpha.sorted { $0.key < $1.key })
  func convenienceAlphasMapToTheirAI(_ alpha: String, _ ai: String) throws {
    let keyPaths: [String: String] = [
      "01": "/gtin/09520123456788", "00": "/sscc/006141411234567890", "8004": "/giai/0180451111ABC987",
    ]
    guard let entry = GS1Dictionary.entry(for: ai) else {
      Issue.record("no dictionary entry for \(ai)")
      return
    }
    #expect(entry.ai == ai)
    if let path = keyPaths[ai] {
      let link = try DigitalLink("https://a" + path, options: Self.alphas)
      #expect(link.primaryKey.ai == ai)
      #expect(path.hasPrefix("/\(alpha)/"))
    }
  }

  @Test func convenienceAlphasAreOffByDefaultAndResolveQualifiers() throws {
    #expect(throws: DigitalLinkError.noPrimaryKey) { try DigitalLink("https://a/gtin/12312312312333") }
    let link = try DigitalLink("https://a/gtin/12312312312333/lot/L1/ser/ABC123", options: Self.alphas)
    #expect(link.elementString == "(01)12312312312333(10)L1(21)ABC123")
    #expect(link.canonicalURI == "https://id.gs1.org/01/12312312312333/10/L1/21/ABC123")
  }

  @Test func unknownAIsNeedBothOptionsToBeAttributes() throws {
    let uri = "https://example.com/01/09520123456788?99=XYZ&89=ABC123"
    #expect(throws: DigitalLinkError.unknownQueryAI(ai: "89")) { try DigitalLink(uri) }
    #expect(throws: DigitalLinkError.notDataAttribute(ai: "89")) {
      try DigitalLink(uri, options: .init(permitUnknownAIs: true))
    }
    let link = try DigitalLink(uri, options: .init(permitUnknownAIs: true, unknownAIsAsDataAttributes: true))
    #expect(link.value(for: "89") == "ABC123")
  }

  @Test func unknownAIsMayNotClashWithKnownAILengths() {
    let options = DigitalLink.Options(permitUnknownAIs: true, unknownAIsAsDataAttributes: true)
    #expect(throws: DigitalLinkError.unknownQueryAI(ai: "999")) {
      try DigitalLink("https://a/01/09520123456788?999=X", options: options)
    }
    #expect(throws: DigitalLinkError.unknownQueryAI(ai: "800")) {
      try DigitalLink("https://a/01/09520123456788?800=X", options: options)
    }
  }

  @Test func associationRulesCanBeSwitchedOff() throws {
    let uri = "https://id.gs1.org/8006/095201234567880102/22/2A"
    #expect(throws: DigitalLinkError.requirementNotMet(ai: "22", requirement: "01")) { try DigitalLink(uri) }
    #expect(try DigitalLink(uri, options: .init(validateAssociations: false)).qualifiers.count == 1)
  }
}
