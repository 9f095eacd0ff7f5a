import Testing

@testable import DPPFeature

@Suite struct EPCURIBuilderTests {
  static let valid: [(gtin: String, lot: String?, serial: String?, uri: String)] = [
    ("09520123456788", nil, "12345", "https://id.gs1.org/01/09520123456788/21/12345"),
    ("09520123456788", "ABC1", nil, "https://id.gs1.org/01/09520123456788/10/ABC1"),
    ("70614141123451", nil, "2017", "https://id.gs1.org/01/70614141123451/21/2017"),
    ("04012345678901", "A/B+C", nil, "https://id.gs1.org/01/04012345678901/10/A%2FB%2BC"),
    ("04012345678901", nil, "x-._%!'", "https://id.gs1.org/01/04012345678901/21/x-._%25%21%27"),
    ("04012345678901", nil, "ABCDEFGHIJKLMNOPQRST", "https://id.gs1.org/01/04012345678901/21/ABCDEFGHIJKLMNOPQRST"),
  ]

  @Test(arguments: valid)
  func buildsConstrainedURIs(gtin: String, lot: String?, serial: String?, uri: String) throws {
    let built = try constrainedDigitalLinkURI(gtin: gtin, lot: lot, serial: serial)
    #expect(built == uri)
    #expect(try DigitalLink(built).epcURI == built)
  }

  static let invalid: [(gtin: String, lot: String?, serial: String?, ai: String?)] = [
    ("04012345678905", nil, "1", "01"),
    ("4012345678901", nil, "1", "01"),
    ("0401234567890A", nil, "1", "01"),
    ("04012345678901", "", nil, "10"),
    ("04012345678901", nil, "ABCDEFGHIJKLMNOPQRSTU", "21"),
    ("04012345678901", nil, "A#B", "21"),
    ("04012345678901", nil, "a~b", "21"),
    ("04012345678901", "Lot é", nil, "10"),
  ]

  @Test(arguments: invalid)
  func rejectsBadElementsNamingTheAI(gtin: String, lot: String?, serial: String?, ai: String?) {
    #expect {
      try constrainedDigitalLinkURI(gtin: gtin, lot: lot, serial: serial)
    } throws: { error in
      guard case .invalidElement(let cause) = error as? EPCURIError else { return false }
      return cause.ai == ai && (error as? EPCURIError)?.description.hasPrefix("(\(ai ?? ""))") == true
    }
  }

  @Test func lotAndSerialAreExclusiveAndOneIsRequired() {
    #expect(throws: EPCURIError.missingLotOrSerial) {
      try constrainedDigitalLinkURI(gtin: "04012345678901", lot: nil, serial: nil)
    }
    #expect(throws: EPCURIError.bothLotAndSerial) {
      try constrainedDigitalLinkURI(gtin: "04012345678901", lot: "L", serial: "S")
    }
  }
}
