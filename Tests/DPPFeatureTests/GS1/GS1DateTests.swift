import DPPFeature
import Foundation
import Testing

@Suite struct GS1DateTests {
  @Test(arguments: [
    ("250200", 2025, 2, 28), ("240200", 2024, 2, 29), ("201200", 2020, 12, 31), ("250400", 2025, 4, 30),
    ("251231", 2025, 12, 31), ("000229", 2000, 2, 29),
  ])
  func dayZeroIsTheLastDayOfTheMonth(_ text: String, _ year: Int, _ month: Int, _ day: Int) throws {
    let date = try #require(GS1Date(yymmdd: text, referenceYear: 2026))
    #expect(date.year == year && date.month == month && date.day == day)
    #expect(date.dateComponents == DateComponents(year: year, month: month, day: day))
  }

  @Test(arguments: [("75", 2075), ("76", 2076), ("77", 1977), ("99", 1999), ("00", 2000), ("26", 2026)])
  func centuryFollowsGS1SlidingWindow(_ yy: String, _ year: Int) throws {
    #expect(try #require(GS1Date(yymmdd: yy + "0101", referenceYear: 2026)).year == year)
  }

  @Test(arguments: ["251301", "250230", "230229", "2512", "25123A", "251232", "250431"])
  func rejectsInvalidDates(_ text: String) {
    #expect(GS1Date(yymmdd: text, referenceYear: 2026) == nil)
  }

  @Test func convertsToAUTCDate() throws {
    let date = try #require(GS1Date(yymmdd: "240200", referenceYear: 2026)?.date)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    #expect(
      calendar.dateComponents([.year, .month, .day], from: date) == DateComponents(year: 2024, month: 2, day: 29))
  }

  @Test func expiryAccessorReadsAI17() throws {
    let link = try DigitalLink("https://id.gs1.org/01/09520123456788/10/ABC123?17=201200")
    #expect(link.expiry?.day == 31)
    #expect(link.expiry?.month == 12)
  }

  @Test(arguments: [
    ("?17=201235", GS1LintViolation.illegalDay, 4), ("?17=201300", .illegalMonth, 2), ("?17=230229", .illegalDay, 4),
    ("?4326=200100", .illegalDay, 4), ("?7006=200100", .illegalDay, 4),
  ])
  func dateLintersRejectBadDates(_ query: String, _ violation: GS1LintViolation, _ position: Int) {
    let ai = String(query.dropFirst().prefix { $0 != "=" })
    let uri = "https://id.gs1.org/01/09520123456788" + query
    #expect(throws: DigitalLinkError.lint(ai: ai, violation: violation, position: position)) { try DigitalLink(uri) }
  }

  @Test func leapDayAndTimeComponentsAreChecked() throws {
    #expect(try DigitalLink("https://id.gs1.org/01/09520123456788?17=240229").expiry?.day == 29)
    #expect(throws: DigitalLinkError.lint(ai: "7003", violation: .illegalHour, position: 6)) {
      try DigitalLink("https://id.gs1.org/01/09520123456788?7003=2401012400")
    }
    #expect(throws: DigitalLinkError.lint(ai: "4324", violation: .illegalMonth, position: 2)) {
      try DigitalLink("https://id.gs1.org/00/340123451111111111?4324=1234567891")
    }
  }
}
