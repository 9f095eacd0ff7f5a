import Foundation
import ReportsFeature
import ReportsTesting
import SharedCore
import Testing

@Suite struct GSTReturnPeriodTests {
  typealias Samples = GSTReturnSamples

  @Test func aMonthReadFromItsFP() throws {
    let period = try GSTReturnPeriod(fp: "022024")
    #expect(period.length == .month)
    #expect(period.firstDay == Samples.day(2024, 2, 1))
    #expect(period.lastDay == Samples.day(2024, 2, 29))
    #expect(period.fp == "022024")
    #expect(period.financialYear == "2023-24")
    #expect(period.contains(Samples.day(2024, 2, 29)))
    #expect(!period.contains(Samples.day(2024, 3, 1)))
    #expect(!period.contains(Samples.day(2024, 1, 31)))
  }

  @Test(arguments: [(3, 1, 1), (6, 4, 4), (9, 7, 7), (12, 10, 10)])
  func aQuarterIsNamedByItsLastMonth(_ last: Int, _ first: Int, _ firstMonth: Int) throws {
    let quarter = try GSTReturnPeriod.quarter(endingIn: last, of: 2025)
    #expect(quarter.firstDay == Samples.day(2025, firstMonth, 1))
    #expect(quarter.lastDay.month == last)
    #expect(quarter.fp == String(format: "%02d2025", last))
    #expect(try GSTReturnPeriod(fp: quarter.fp, length: .quarter) == quarter)
    #expect(GSTReturnPeriod(containing: Samples.day(2025, first + 1, 15), length: .quarter) == quarter)
  }

  @Test func theMarchQuarterBelongsToTheYearThatBeganInApril() throws {
    #expect(try GSTReturnPeriod.quarter(endingIn: 3, of: 2025).financialYear == "2024-25")
    #expect(try GSTReturnPeriod.month(4, of: 2025).financialYear == "2025-26")
  }

  @Test(arguments: [
    ("72024", GSTReturnPeriodError.notMMYYYY("72024")), ("07-2024", .notMMYYYY("07-2024")),
    ("0720a4", .notMMYYYY("0720a4")), ("132024", .month("132024")), ("002024", .month("002024")),
    ("062017", .beforeGST("062017")),
  ])
  func badTextIsRefusedWithItsReason(_ text: String, _ expected: GSTReturnPeriodError) {
    #expect(throws: expected) { try GSTReturnPeriod(fp: text) }
  }

  @Test func aQuarterMustEndInMarchJuneSeptemberOrDecember() {
    #expect(throws: GSTReturnPeriodError.notQuarterEnd("082024")) {
      try GSTReturnPeriod(fp: "082024", length: .quarter)
    }
    #expect(throws: GSTReturnPeriodError.notQuarterEnd("052024")) { try GSTReturnPeriod.quarter(endingIn: 5, of: 2024) }
  }

  @Test func theFirstGSTMonthIsJuly2017() throws {
    #expect(try GSTReturnPeriod(fp: "072017").firstDay == Samples.day(2017, 7, 1))
    #expect(try GSTReturnPeriod(fp: "092017", length: .quarter).firstDay == Samples.day(2017, 7, 1))
  }

  @Test func roundTripsThroughJSON() throws {
    let period = try GSTReturnPeriod.quarter(endingIn: 12, of: 2025)
    let data = try JSONEncoder().encode(period)
    #expect(try JSONDecoder().decode(GSTReturnPeriod.self, from: data) == period)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(GSTReturnPeriod.self, from: Data(#"{"fp":"132025","length":"month"}"#.utf8))
    }
  }
}
