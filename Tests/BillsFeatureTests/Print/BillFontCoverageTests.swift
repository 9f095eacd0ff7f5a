import BillsFeature
import SharedCore
import Testing

/// The live check the Bills module registers answers from the fonts the invoices embed.
@Suite struct BillFontCoverageTests {
  @Test func theBundledFontsDecideWhatPrints() {
    let check: any PrintableTextCheck = BillFontCoverage()
    #expect(check.warning(for: "बासमती चावल ₹499 ਪੰਜਾਬੀ தமிழ் മലയാളം") == nil)
    #expect(check.unprintableCharacters(in: "北京 Rice") == ["北", "京"])
    #expect(check.warning(for: "北京")?.hasPrefix("\"北京\" cannot be printed on invoices") == true)
  }
}
