import DPPFeature
import Testing

@Suite struct DigitalLinkScanTests {
  @Test(arguments: [
    "]Q1https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426",
    "https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426",
    "]d20109520123456788" + "10ABC1\u{1D}2112345\u{1D}17180426",
    "(01)09520123456788(10)ABC1(21)12345(17)180426",
  ])
  func anyScannerPayloadBecomesTheSameLink(_ scanned: String) throws {
    let link = try DigitalLink(scanned: scanned)
    #expect(link.elementString == "(01)09520123456788(10)ABC1(21)12345(17)180426")
  }

  @Test func nonGS1SymbologiesAreRejected() {
    #expect(throws: DigitalLinkError.unsupportedSymbology(identifier: "]Q1")) { try DigitalLink(scanned: "]Q1hello") }
  }
}
