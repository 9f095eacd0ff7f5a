import DPPFeature
import Testing

@Suite struct GS1AssociationRuleTests {
  static let gtin = "https://id.gs1.org/01/09520123456788"

  @Test(arguments: [
    (gtin + "?4321=1", DigitalLinkError.requirementNotMet(ai: "4321", requirement: "00")),
    ("https://id.gs1.org/8006/095201234567880102/22/2A", .requirementNotMet(ai: "22", requirement: "01")),
    (gtin + "?3103=000195&3102=001950", .invalidPairing(ai: "3103", other: "3102")),
    (gtin + "?3922=0299", .requirementNotMet(ai: "3922", requirement: "30,31nn,32nn,35nn,36nn")),
    ("https://id.gs1.org/00/340123451111111111?02=09520123456788", .requirementNotMet(ai: "02", requirement: "37")),
    (gtin + "?37=5", .invalidPairing(ai: "01", other: "37")),
    // Both rules of 3103 broken: its line lists req= first, so GS1 reports the requirement.
    (
      "https://id.gs1.org/00/340123451111111111?3103=000195&3102=001950",
      .requirementNotMet(ai: "3103", requirement: "01,02")
    ),
    // 02 lists ex= first.
    (
      "https://id.gs1.org/00/340123451111111111?02=09520123456788&01=09520123456788",
      .invalidPairing(ai: "02", other: "01")
    ),
    (gtin + "?250=X", .requirementNotMet(ai: "250", requirement: "21")),
    ("https://id.gs1.org/255/0811625999996554433?01=09520123456788", .invalidPairing(ai: "255", other: "01")),
    (
      gtin + "?8030=abc",
      .requirementNotMet(
        ai: "8030", requirement: "00,01+21,253,255,8003,8004,8006+21,8010+8011,8017,8018")
    ),
  ])
  func brokenRulesAreReported(_ uri: String, _ error: DigitalLinkError) {
    #expect(throws: error) { try DigitalLink(uri) }
    #expect(error.message.hasPrefix(error.message.hasPrefix("It is") ? "It is invalid to pair AI (" : "Required AIs"))
  }

  @Test(arguments: [
    gtin + "?3103=000195&3922=0299", gtin + "/21/S1?250=X", gtin + "/21/S1?8030=abc",
    "https://id.gs1.org/00/340123451111111111?02=09520123456788&37=25&10=ABC123",
    "https://id.gs1.org/00/340123451111111111?4321=1",
  ])
  func satisfiedRulesPass(_ uri: String) throws {
    _ = try DigitalLink(uri)
  }

  @Test func messagesUseGS1Wording() {
    #expect(
      DigitalLinkError.requirementNotMet(ai: "22", requirement: "01").message
        == "Required AIs for AI (22) are not satisfied: 01")
    #expect(
      DigitalLinkError.invalidPairing(ai: "01", other: "37").message
        == "It is invalid to pair AI (01) with AI (37)")
  }
}
