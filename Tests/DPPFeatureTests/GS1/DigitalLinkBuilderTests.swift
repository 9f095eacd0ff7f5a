import DPPFeature
import Testing

@Suite struct DigitalLinkBuilderTests {
  static let acceptedVectors = GS1Fixtures.vectors.filter(\.valid)

  @Test(arguments: acceptedVectors)
  func roundTripsOnTheCanonicalStem(_ vector: GS1Fixtures.Vector) throws {
    let link = try DigitalLink(vector.uri, options: vector.options)
    let rebuilt = try DigitalLink(link.uri(), options: vector.options)
    #expect(rebuilt == link)
    #expect(rebuilt.stem == DigitalLink.canonicalStem)
  }

  @Test(arguments: acceptedVectors)
  func roundTripsOnACustomStem(_ vector: GS1Fixtures.Vector) throws {
    let link = try DigitalLink(vector.uri, options: vector.options)
    let uri = link.uri(stem: "https://brand.example.com/some/stem/")
    #expect(uri.hasPrefix("https://brand.example.com/some/stem/\(link.primaryKey.ai)/"))
    let rebuilt = try DigitalLink(uri, options: vector.options)
    #expect(rebuilt == link)
    #expect(rebuilt.stem == "https://brand.example.com/some/stem")
  }

  @Test(arguments: acceptedVectors)
  func canonicalURIIsStableAndParsesToTheSameElements(_ vector: GS1Fixtures.Vector) throws {
    let link = try DigitalLink(vector.uri, options: vector.options)
    let canonical = try DigitalLink(link.canonicalURI, options: vector.options)
    #expect(canonical.canonicalURI == link.canonicalURI)
    #expect(Set(canonical.elements) == Set(link.elements))
    #expect(canonical.nonAIParameters.isEmpty)
  }

  /// `getDLuri()` results recorded from GS1's engine (research note table X).
  @Test(arguments: [
    ("https://id.gs1.org/01/09520123456788/21/ABC%2F1", "https://id.gs1.org/01/09520123456788/21/ABC%2F1"),
    ("https://id.gs1.org/01/09520123456788?linkType=gs1:dpp", "https://id.gs1.org/01/09520123456788"),
    (
      "https://id.gs1.org/01/09520123456788/21/12345?linkType=gs1:dpp&17=261231",
      "https://id.gs1.org/01/09520123456788/21/12345?17=261231"
    ),
    ("HTTPS://ID.GS1.ORG/01/09520123456788/10/ABC123", "https://id.gs1.org/01/09520123456788/10/ABC123"),
    (
      "https://gs1.evrythng.com/01/09780345418913?4324=2512311200&00=340123451111111111",
      "https://id.gs1.org/01/09780345418913?00=340123451111111111&4324=2512311200"
    ),
    (
      "http://example.org/01/00054123450013/10/ABC%26%2B123?3103=000189&3923=2172",
      "https://id.gs1.org/01/00054123450013/10/ABC%26%2B123?3103=000189&3923=2172"
    ),
    ("https://id.gs1.org/21/2018/01/70614141123451", "https://id.gs1.org/01/70614141123451"),
    (
      "https://example.com/some/other/path/info/01/01234567890128/21/12345",
      "https://id.gs1.org/01/01234567890128/21/12345"
    ),
  ])
  func canonicalURIMatchesGS1(_ input: String, _ expected: String) throws {
    #expect(try DigitalLink(input).canonicalURI == expected)
  }

  @Test func escapesEverythingButUnreservedCharacters() throws {
    let link = try DigitalLink(elements: [
      GS1Element(ai: "01", value: "09520123456788"), GS1Element(ai: "10", value: "A/B&C"),
      GS1Element(ai: "99", value: "X+Y=Z_"),
    ])
    #expect(link.canonicalURI == "https://id.gs1.org/01/09520123456788/10/A%2FB%26C?99=X%2BY%3DZ_")
    #expect(try DigitalLink(link.canonicalURI) == link)
  }

  @Test func keepsNonAIParametersUnlessCanonical() throws {
    let link = try DigitalLink("https://example.com/01/09520123456788?linkType=gs1%3Adpp&flag")
    #expect(link.linkType == "gs1:dpp")
    #expect(link.nonAIParameters == [.init(name: "linkType", value: "gs1:dpp"), .init(name: "flag", value: nil)])
    #expect(link.uri() == "https://id.gs1.org/01/09520123456788?linkType=gs1%3Adpp&flag")
    #expect(link.canonicalURI == "https://id.gs1.org/01/09520123456788")
  }

  @Test func hoistsTheLongestQualifierSequenceFromElements() throws {
    let link = try DigitalLink(elements: [
      GS1Element(ai: "17", value: "261231"), GS1Element(ai: "21", value: "S1"),
      GS1Element(ai: "01", value: "09520123456788"), GS1Element(ai: "22", value: "V1"),
    ])
    #expect(link.primaryKey == GS1Element(ai: "01", value: "09520123456788"))
    #expect(link.qualifiers.map(\.ai) == ["22", "21"])
    #expect(link.attributes == [GS1Element(ai: "17", value: "261231")])
    #expect(link.canonicalURI == "https://id.gs1.org/01/09520123456788/22/V1/21/S1?17=261231")
  }

  @Test func firstPrimaryKeyWinsAndOtherKeysBecomeAttributes() throws {
    let link = try DigitalLink(elements: [
      GS1Element(ai: "8004", value: "9520614141234567"), GS1Element(ai: "01", value: "09520123456788"),
    ])
    #expect(link.primaryKey.ai == "8004")
    #expect(link.canonicalURI == "https://id.gs1.org/8004/9520614141234567?01=09520123456788")
  }

  @Test func refusesElementsWithoutAPrimaryKey() {
    #expect(throws: DigitalLinkError.noPrimaryKeyForURI) {
      try DigitalLink(elements: [GS1Element(ai: "99", value: "ABC")])
    }
  }

  @Test func refusesNonAttributesThatCannotGoInThePath() {
    // 22,10,21 and 235 tie with one qualifier each; the first sequence wins (as in GS1's engine).
    #expect(throws: DigitalLinkError.notDataAttribute(ai: "235")) {
      try DigitalLink(
        elements: [
          GS1Element(ai: "01", value: "09520123456788"), GS1Element(ai: "235", value: "TPX"),
          GS1Element(ai: "21", value: "S1"),
        ], options: .init(validateAssociations: false))
    }
  }

  @Test(arguments: [
    ("https://example.com/01/09520123456788/22/V/10/L1/21/S1?17=261231", "https://id.gs1.org/01/09520123456788/21/S1"),
    ("https://example.com/01/09520123456788/10/L%2F1?17=261231", "https://id.gs1.org/01/09520123456788/10/L%2F1"),
    ("https://example.com/01/09520123456788?3103=000195", "https://id.gs1.org/01/09520123456788"),
    ("https://example.com/00/340123451111111111", "https://id.gs1.org/00/340123451111111111"),
    ("https://example.com/414/4226350800008/254/12", "https://id.gs1.org/414/4226350800008/254/12"),
  ])
  func epcURIIsConstrained(_ input: String, _ expected: String) throws {
    #expect(try DigitalLink(input).epcURI == expected)
    let onCustomStem = "https://x.example" + expected.dropFirst(DigitalLink.canonicalStem.count)
    #expect(try DigitalLink(input).epcURI(stem: "https://x.example/") == onCustomStem)
  }
}
