import DPPFeature
import Testing

/// URI anatomy beyond the vectors: positions in errors, fragments, non-AI parameters, escapes.
@Suite struct DigitalLinkURITests {
  @Test func errorsNameThePosition() {
    #expect(throws: DigitalLinkError.illegalCharacter(position: 33)) {
      try DigitalLink("https://a/01/12312312312333/21/AB C")
    }
    #expect(throws: DigitalLinkError.illegalDomainCharacter(position: 9)) {
      try DigitalLink("https://a$/01/12312312312333")
    }
    #expect(throws: DigitalLinkError.lint(ai: "21", violation: .nonCSET82, position: 2)) {
      try DigitalLink("https://a/01/12312312312333/21/AB%20C")
    }
  }

  @Test func fragmentsAreIgnoredAndNonAIParametersKeptInOrder() throws {
    let link = try DigitalLink(
      "https://example.com/stem/01/09520123456788/21/S1?linkType=gs1%3Adpp&99=A%2FB&context=x&single#frag?99=1")
    #expect(link.stem == "https://example.com/stem")
    #expect(link.linkType == "gs1:dpp")
    #expect(link.nonAIParameters.map(\.name) == ["linkType", "context", "single"])
    #expect(link.nonAIParameters.last?.value == nil)
    #expect(throws: DigitalLinkError.self) { try DigitalLink("https://a/01/09520123456788?99=A+B") }
  }

  @Test func percentDecodingFollowsGS1() throws {
    #expect(GS1PercentEncoding.decode("A%4gB", query: false) == "A%4gB")
    #expect(GS1PercentEncoding.decode("ABC%2", query: false) == "ABC%2")
    #expect(GS1PercentEncoding.decode("%4f%4F", query: false) == "OO")
    #expect(GS1PercentEncoding.decode("A+B", query: false) == "A+B")
    #expect(GS1PercentEncoding.decode("A+B", query: true) == "A B")
    #expect(GS1PercentEncoding.decode("A%00B", query: true) == nil)
    #expect(GS1PercentEncoding.encode("A B+/~", query: true) == "A+B%2B%2F~")
    #expect(GS1PercentEncoding.encode("A B", query: false) == "A%20B")
  }

  @Test func accessorsReadTypedValues() throws {
    let link = try DigitalLink("https://id.gs1.org/01/09520123456788/22/V1/10/L1/21/S1?17=261231&15=260100")
    #expect(link.gtin == "09520123456788")
    #expect(link.consumerProductVariant == "V1")
    #expect(link.lot == "L1" && link.serial == "S1")
    #expect(link.expiry == GS1Date(year: 2026, month: 12, encodedDay: 31))
    #expect(link.bestBefore?.day == 31)
    #expect(link.primaryKeyEntry?.title == "GTIN")
    #expect(link.qualifiers.map(\.ai) == ["22", "10", "21"])
  }

  @Test func attributeOrderDoesNotAffectEquality() throws {
    let first = try DigitalLink("https://a/01/09520123456788?17=261231&99=X")
    let second = try DigitalLink("https://b/01/09520123456788?99=X&17=261231")
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first.elementString != second.elementString)
  }

  @Test func stemAIsBeforeTheRightmostKeyAreIgnoredAsGS1Does() throws {
    let link = try DigitalLink("https://id.gs1.org/21/2018/01/70614141123451")
    #expect(link.serial == nil)
    #expect(link.stem == "https://id.gs1.org/21/2018")
  }
}
