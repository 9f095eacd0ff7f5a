import SharedCore
import Testing

@Suite struct CSVImportReportTests {
  /// A reader's or header mapping's error becomes the report's line for it, its message a sentence.
  @Test(arguments: [
    (
      CSVError(line: 9, column: 3, reason: .wrongFieldCount(expected: 7, found: 2)),
      "line 9, column 3: The record has 2 fields; the header has 7."
    ),
    (CSVError(line: 1, column: 1, reason: .missingHeader), "line 1, column 1: The file has no header row."),
    (
      CSVError(line: 4, column: 2, reason: .quoteInUnquotedField),
      "line 4, column 2: A \" appears inside a field that is not quoted."
    ),
  ])
  func aCSVErrorIsReportedAsASentence(error: CSVError, line: String) {
    let row = CSVImportReport.RowError(error)
    #expect(row.description == line)
    #expect(row.columnName == nil)
  }
}
