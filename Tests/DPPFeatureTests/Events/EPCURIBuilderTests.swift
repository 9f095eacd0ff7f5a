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
    #expect(try constrainedDigitalLinkURI(gtin: gtin, lot: lot, serial: serial) == uri)
  }

  static let invalid: [(gtin: String, lot: String?, serial: String?, error: EPCURIError)] = [
    ("04012345678905", nil, "1", .gtinCheckDigit(gtin: "04012345678905", expected: "1")),
    ("4012345678901", nil, "1", .gtinNotFourteenDigits("4012345678901")),
    ("0401234567890A", nil, "1", .gtinNotFourteenDigits("0401234567890A")),
    ("04012345678901", nil, nil, .missingLotOrSerial),
    ("04012345678901", "L", "S", .bothLotAndSerial),
    ("04012345678901", "", nil, .invalidLength(ai: "10", value: "")),
    ("04012345678901", nil, "ABCDEFGHIJKLMNOPQRSTU", .invalidLength(ai: "21", value: "ABCDEFGHIJKLMNOPQRSTU")),
    ("04012345678901", nil, "A#B", .invalidCharacter(ai: "21", value: "A#B", character: "#", offset: 1)),
    ("04012345678901", nil, "a~b", .invalidCharacter(ai: "21", value: "a~b", character: "~", offset: 1)),
    ("04012345678901", "Lot é", nil, .invalidCharacter(ai: "10", value: "Lot é", character: " ", offset: 3)),
  ]

  @Test(arguments: invalid)
  func rejectsBadIdentifiersWithTypedErrors(gtin: String, lot: String?, serial: String?, error: EPCURIError) {
    #expect(throws: error) { try constrainedDigitalLinkURI(gtin: gtin, lot: lot, serial: serial) }
  }

  @Test func errorMessagesNameTheAI() {
    #expect(EPCURIError.gtinCheckDigit(gtin: "04012345678905", expected: "1").description.contains("(01)"))
    #expect(EPCURIError.invalidLength(ai: "10", value: "").description.contains("(10)"))
  }
}
