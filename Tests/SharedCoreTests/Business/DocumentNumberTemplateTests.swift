import SharedCore
import Testing

/// Document number templates write the financial year where their tokens are and are held to GST
/// Rule 46 at their longest number.
@Suite struct DocumentNumberTemplateTests {
  @Test(arguments: [
    ("INV/{FY}/", "", 4, "INV/25-26/0042"),
    ("{FYYYY}/", "", 5, "2025-26/00042"),
    ("S", "/{FY}", 3, "S042/25-26"),
    ("A/", "", 1, "A/42"),
  ])
  func templatesWriteTheirNumbers(prefix: String, suffix: String, digits: Int, expected: String) {
    let template = DocumentNumberTemplate(prefix: prefix, suffix: suffix, digits: digits)
    #expect(template.problems().isEmpty)
    #expect(template.number(42, financialYearStartingIn: 2025) == expected)
  }

  @Test(arguments: [
    (DocumentNumberTemplate(prefix: "SHARMA/{FYYYY}/", digits: 4), ""),  // 21 characters at most
    (DocumentNumberTemplate(prefix: "INV {FY}/"), "prefix"),  // a space
    (DocumentNumberTemplate(prefix: "INV/{YEAR}/"), "prefix"),  // an unknown token
    (DocumentNumberTemplate(prefix: "INV/", suffix: "#"), "suffix"),
    (DocumentNumberTemplate(prefix: "INV/", digits: 0), "digits"),
    (DocumentNumberTemplate(prefix: "INV/", digits: 10), "digits"),
    (DocumentNumberTemplate(prefix: "-{FY}/"), ""),  // the e-invoice schema refuses a leading '-'
    (DocumentNumberTemplate(prefix: ""), ""),  // 0001 starts with 0
  ])
  func templatesBreakingRule46NameThePartAtFault(template: DocumentNumberTemplate, part: String) {
    #expect(template.problems().map(\.part) == [part])
  }

  @Test func theLongestNumberDecides() {
    // 16 characters at 9999: allowed; one more digit makes 17.
    #expect(DocumentNumberTemplate(prefix: "SGS/{FYYYY}/", digits: 4).problems().isEmpty)
    #expect(DocumentNumberTemplate(prefix: "SGS/{FYYYY}/", digits: 5).problems().count == 1)
  }
}
