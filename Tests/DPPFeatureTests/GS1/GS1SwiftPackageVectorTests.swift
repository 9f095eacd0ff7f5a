import DPPFeature
import Testing

/// GS1's Swift package tests (research note §2.9).
@Suite struct GS1SwiftPackageVectorTests {
  @Test func uriWithCustomStemToElementStringAndBack() throws {
    let link = try DigitalLink("https://id.example.org/test/01/12312312312319?99=TESTING123")
    #expect(link.elementString == "(01)12312312312319(99)TESTING123")
    #expect(link.canonicalURI == "https://id.gs1.org/01/12312312312319?99=TESTING123")
    #expect(link.uri(stem: "https://example.com").hasPrefix("https://example.com/"))
  }

  @Test func elementStringToQRScanData() throws {
    let parsed = try GS1ElementString(bracketed: "(01)12312312312319(99)TESTING123")
    #expect(parsed.scanData(symbologyIdentifier: "]Q3") == "]Q3011231231231231999TESTING123")
    #expect(
      try DigitalLink(elementString: parsed.bracketed).canonicalURI
        == "https://id.gs1.org/01/12312312312319?99=TESTING123")
  }

  @Test func ignoredQueryParametersAreKept() throws {
    let link = try DigitalLink("https://a/01/12312312312333/22/TESTING?singleton&99=ABC&compound=XYZ")
    #expect(link.nonAIParameters == [.init(name: "singleton", value: nil), .init(name: "compound", value: "XYZ")])
    #expect(link.elementString == "(01)12312312312333(22)TESTING(99)ABC")
  }
}
