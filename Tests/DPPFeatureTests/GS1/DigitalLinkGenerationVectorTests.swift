import DPPFeature
import Testing

/// GS1 syntax engine generation tests (`test_dl_generateDLuri`, research note §2.2, SE-G1…SE-G22):
/// bracketed AI data in, URI out (or a rejection).
@Suite struct DigitalLinkGenerationVectorTests {
  static let example = "https://example.com"
  static let unknown = DigitalLink.Options(permitUnknownAIs: true)
  static let unknownAsAttribute = DigitalLink.Options(permitUnknownAIs: true, unknownAIsAsDataAttributes: true)

  static let accepted: [(String, String, DigitalLink.Options, String)] = [
    ("SE-G1", "(01)12312312312326(21)abc123", .init(), "https://id.gs1.org/01/12312312312326/21/abc123"),
    ("SE-G2", "(01)12312312312326(21)abc123", .init(), example + "/01/12312312312326/21/abc123"),
    ("SE-G3", "(01)12312312312326(22)ABC(10)DEF(21)GHI", .init(), example + "/01/12312312312326/22/ABC/10/DEF/21/GHI"),
    (
      "SE-G4", "(01)12312312312326(22)ABC(10)DEF(21)GHI(95)INT", .init(),
      example + "/01/12312312312326/22/ABC/10/DEF/21/GHI?95=INT"
    ),
    (
      "SE-G5", "(21)XYZ(01)12312312312333(10)ABC123(99)XYZ", .init(),
      example + "/01/12312312312333/10/ABC123/21/XYZ?99=XYZ"
    ),
    (
      "SE-G7", "(01)12312312312333(10)ABC+123(99)XYZ+QWERTY", .init(),
      example + "/01/12312312312333/10/ABC%2B123?99=XYZ%2BQWERTY"
    ),
    (
      "SE-G8", "(8017)795260646688514634(99)000001(253)9526064000028000001", .init(),
      example + "/8017/795260646688514634?99=000001&253=9526064000028000001"
    ),
    (
      "SE-G9", "(253)9526064000028000001(99)000001(8017)795260646688514634", .init(),
      example + "/253/9526064000028000001?99=000001&8017=795260646688514634"
    ),
    (
      "SE-G10", "(98)ABC(253)9526064000028000001(99)000001(8017)795260646688514634", .init(),
      example + "/253/9526064000028000001?98=ABC&99=000001&8017=795260646688514634"
    ),
    (
      "SE-G11", "(253)9526064000028000001(99)000001(01)12312312312326(10)DEF(95)INT", .init(),
      example + "/253/9526064000028000001?01=12312312312326&99=000001&10=DEF&95=INT"
    ),
    (
      "SE-G12", "(01)12312312312326(01)12312312312326(10)ABC123(99)XYZ789", .init(),
      example + "/01/12312312312326/10/ABC123?99=XYZ789"
    ),
    (
      "SE-G13", "(01)12312312312326(10)ABC123(10)ABC123(99)XYZ789", .init(),
      example + "/01/12312312312326/10/ABC123?99=XYZ789"
    ),
    (
      "SE-G14", "(01)12312312312326(10)ABC123(99)XYZ789(99)XYZ789", .init(),
      example + "/01/12312312312326/10/ABC123?99=XYZ789"
    ),
    (
      "SE-G15",
      "(8010)0200(3133)333333(3300)000000(99)57(3133)333333(3300)000000(01)04065093955756(10)0"
        + "(3133)333333(3300)000000(01)04065093955756", .init(),
      example + "/8010/0200?3133=333333&3300=000000&01=04065093955756&99=57&10=0"
    ),
    (
      "SE-G20", "(01)12312312312326(99)000001(89)XXX(95)INT", unknownAsAttribute,
      example + "/01/12312312312326?99=000001&89=XXX&95=INT"
    ),
    ("SE-G22", "(01)12312312312326", .init(), example + "/01/12312312312326"),
  ]

  static let rejected: [(String, String, DigitalLink.Options, DigitalLinkError)] = [
    ("SE-G6", "(99)XYZ789", .init(), .noPrimaryKeyForURI),
    ("SE-G16", "(01)12312312312326(99)000001(8200)http://example.com(95)INT", .init(), .notDataAttribute(ai: "8200")),
    ("SE-G17", "(01)12312312312326(235)TPX9526064(99)000001(22)ABC(95)INT", .init(), .notDataAttribute(ai: "235")),
    (
      "SE-G18", "(01)12312312312326(22)ABC(10)DEF(99)000001(235)TPX9526064(95)INT", .init(),
      .notDataAttribute(ai: "235")
    ),
    ("SE-G19", "(01)12312312312326(99)000001(89)XXX(95)INT", unknown, .notDataAttribute(ai: "89")),
    ("SE-G21", "(01)12312312312326(235)ABC(10)DEF", .init(), .notDataAttribute(ai: "235")),
  ]

  @Test(arguments: accepted)
  func generatesGS1sURI(_ id: String, _ data: String, _ options: DigitalLink.Options, _ expected: String) throws {
    let link = try DigitalLink(elementString: data, options: options)
    let stem = id == "SE-G1" ? DigitalLink.canonicalStem : id == "SE-G22" ? Self.example + "/" : Self.example
    #expect(link.uri(stem: stem) == expected)
    #expect(try DigitalLink(expected, options: options) == link)
  }

  @Test(arguments: rejected)
  func rejectsWhatGS1Rejects(_ id: String, _ data: String, _ options: DigitalLink.Options, _ error: DigitalLinkError) {
    #expect(throws: error) { try DigitalLink(elementString: data, options: options) }
  }

  /// `test_dl_URIescape`.
  @Test func escapesLikeGS1() {
    let reserved = " !\"#%&'()*+,/:;<=>?"
    let escaped = "%20%21%22%23%25%26%27%28%29%2A%2B%2C%2F%3A%3B%3C%3D%3E%3F"
    #expect(GS1PercentEncoding.encode(reserved, query: false) == escaped)
    #expect(GS1PercentEncoding.encode("A  B", query: true) == "A++B")
    #expect(GS1PercentEncoding.encode("A  B", query: false) == "A%20%20B")
    let unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    #expect(GS1PercentEncoding.encode(unreserved, query: true) == unreserved)
  }
}
