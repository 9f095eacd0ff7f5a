import Foundation
import IndiaTax
import SharedCore
import Testing

/// The compensation cess is a dated component of its own: levied from GST's first day until 1 Feb 2026.
@Suite struct CompensationCessTableTests {
  @Test(arguments: [
    ("2017-06-30", false), ("2017-07-01", true), ("2025-09-22", true), ("2026-01-31", true), ("2026-02-01", false),
    ("2026-11-01", false),
  ])
  func levyByDate(date: String, levied: Bool) {
    #expect(CompensationCessTable.india.isLevied(on: day(date)) == levied)
    #expect((CompensationCessTable.india.refusal(on: day(date)) == nil) == levied)
  }

  @Test func theRefusalSaysWhenItEnded() throws {
    let message = try #require(CompensationCessTable.india.refusal(on: day("2026-06-01")))
    #expect(message.hasPrefix("The GST compensation cess ended on 1 Feb 2026"))
    #expect(
      try JSONDecoder().decode(CompensationCessTable.self, from: JSONEncoder().encode(CompensationCessTable.india))
        == CompensationCessTable.india)
  }
}
