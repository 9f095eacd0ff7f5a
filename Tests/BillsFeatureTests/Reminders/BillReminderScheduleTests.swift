import BillsFeature
import Foundation
import SharedCore
import Testing

/// The schedule maths: which days an invoice is reminded, at what instant, out of the quiet hours, in
/// the business's time zone whatever the device's.
@Suite struct BillReminderScheduleTests {
  struct DaysCase: Sendable, CustomTestStringConvertible {
    let name: String
    let settings: BillReminderSettings
    let due: String
    let expected: [String]
    var testDescription: String { name }
  }

  static let daysCases: [DaysCase] = [
    DaysCase(
      name: "standard: 3 before, on the day, weekly 4 times", settings: .standard, due: "2025-10-31",
      expected: ["2025-10-28", "2025-10-31", "2025-11-07", "2025-11-14", "2025-11-21", "2025-11-28"]),
    DaysCase(
      name: "two before, none on the day, none after",
      settings: BillReminderSettings(daysBeforeDue: [1, 7], remindsOnDueDate: false, overdueIntervalDays: nil),
      due: "2025-10-31", expected: ["2025-10-24", "2025-10-30"]),
    DaysCase(
      name: "a repeated day reminds once",
      settings: BillReminderSettings(daysBeforeDue: [3, 3], overdueIntervalDays: 10, overdueReminderLimit: 2),
      due: "2025-10-31", expected: ["2025-10-28", "2025-10-31", "2025-11-10", "2025-11-20"]),
    DaysCase(
      name: "a limit of 0 sends no overdue reminder",
      settings: BillReminderSettings(daysBeforeDue: [], overdueReminderLimit: 0), due: "2025-10-31",
      expected: ["2025-10-31"]),
    DaysCase(
      name: "daily after the due date across February into March",
      settings: BillReminderSettings(
        daysBeforeDue: [], remindsOnDueDate: false, overdueIntervalDays: 1,
        overdueReminderLimit: 3), due: "2026-02-27", expected: ["2026-02-28", "2026-03-01", "2026-03-02"]),
    DaysCase(
      name: "a leap year's 29 February",
      settings: BillReminderSettings(daysBeforeDue: [1], remindsOnDueDate: false, overdueIntervalDays: nil),
      due: "2028-03-01", expected: ["2028-02-29"]),
    DaysCase(
      name: "across the year's end",
      settings: BillReminderSettings(daysBeforeDue: [3], overdueIntervalDays: 7, overdueReminderLimit: 1),
      due: "2025-12-30", expected: ["2025-12-27", "2025-12-30", "2026-01-06"]),
  ]

  @Test(arguments: daysCases) func reminderDays(_ example: DaysCase) {
    #expect(example.settings.reminderDays(dueDate: day(example.due)).map(\.description) == example.expected)
  }

  @Test func remindersFireAtTheTimeOfDayInIndianStandardTime() throws {
    let occurrences = try BillReminderSettings.standard.occurrences(dueDate: day("2025-10-31"))
    #expect(
      occurrences.map { iso($0.fireDate) } == [
        "2025-10-28T04:30:00Z", "2025-10-31T04:30:00Z", "2025-11-07T04:30:00Z", "2025-11-14T04:30:00Z",
        "2025-11-21T04:30:00Z", "2025-11-28T04:30:00Z",
      ])
    #expect(occurrences.allSatisfy { $0.fireDay == $0.scheduledDay })
  }

  struct QuietCase: Sendable, CustomTestStringConvertible {
    let time: String
    let quiet: (String, String)
    let day: String
    let fires: String
    var testDescription: String { "\(time) in \(quiet.0)–\(quiet.1)" }
  }

  static let quietCases: [QuietCase] = [
    QuietCase(time: "10:00", quiet: ("21:00", "08:00"), day: "2025-10-28", fires: "2025-10-28T04:30:00Z"),
    QuietCase(time: "22:30", quiet: ("21:00", "08:00"), day: "2025-10-28", fires: "2025-10-29T02:30:00Z"),
    QuietCase(time: "06:00", quiet: ("21:00", "08:00"), day: "2025-10-28", fires: "2025-10-28T02:30:00Z"),
    QuietCase(time: "13:00", quiet: ("13:00", "15:00"), day: "2025-10-28", fires: "2025-10-28T09:30:00Z"),
    QuietCase(time: "15:00", quiet: ("13:00", "15:00"), day: "2025-10-28", fires: "2025-10-28T09:30:00Z"),
    QuietCase(time: "14:59", quiet: ("13:00", "15:00"), day: "2025-10-28", fires: "2025-10-28T09:30:00Z"),
    QuietCase(time: "12:59", quiet: ("13:00", "15:00"), day: "2025-10-28", fires: "2025-10-28T07:29:00Z"),
    QuietCase(time: "00:00", quiet: ("22:00", "00:30"), day: "2025-12-31", fires: "2025-12-30T19:00:00Z"),
    QuietCase(time: "23:59", quiet: ("22:00", "00:30"), day: "2025-12-31", fires: "2025-12-31T19:00:00Z"),
  ]

  @Test(arguments: quietCases) func quietHoursMoveAReminderToTheirEnd(_ example: QuietCase) throws {
    var settings = BillReminderSettings.standard
    settings.timeOfDay = try #require(BillReminderTimeOfDay(example.time))
    settings.quietHours = BillReminderQuietHours(
      start: try #require(BillReminderTimeOfDay(example.quiet.0)),
      end: try #require(BillReminderTimeOfDay(example.quiet.1)))
    let occurrence = try settings.occurrence(on: day(example.day))
    #expect(iso(occurrence.fireDate) == example.fires)
    #expect(occurrence.scheduledDay == day(example.day))
    #expect(occurrence.fireDay == CalendarDate(occurrence.fireDate, in: try settings.timeZone()))
  }

  /// The device's zone plays no part: a reminder at 10:00 IST is one instant, which devices in New York
  /// (before and after its clocks go back on 2 November 2025), Kolkata and Auckland (daylight time) show
  /// at their own wall-clock times.
  @Test func theInstantIsTheSameWhateverTheDevicesZone() throws {
    let occurrences = try BillReminderSettings.standard.occurrences(dueDate: day("2025-10-31"))
    let shown: [(zone: String, times: [String])] = [
      ("America/New_York", ["2025-10-28 00:30", "2025-10-31 00:30", "2025-11-06 23:30", "2025-11-13 23:30"]),
      ("Asia/Kolkata", ["2025-10-28 10:00", "2025-10-31 10:00", "2025-11-07 10:00", "2025-11-14 10:00"]),
      ("Pacific/Auckland", ["2025-10-28 17:30", "2025-10-31 17:30", "2025-11-07 17:30", "2025-11-14 17:30"]),
    ]
    for (zone, times) in shown {
      let device = try #require(TimeZone(identifier: zone))
      #expect(occurrences.prefix(4).map { wallClock($0.fireDate, in: device) } == times, "\(zone)")
    }
  }

  /// A business in a zone with daylight saving keeps its wall-clock time across the change: 09:00 in New
  /// York is 14:00 UTC before 8 March 2026 and 13:00 UTC after; 02:30 on the day of the gap fires at 03:30.
  @Test func aBusinessInADaylightSavingZoneKeepsItsWallClockTime() throws {
    var settings = BillReminderSettings(daysBeforeDue: [3], overdueIntervalDays: 7, overdueReminderLimit: 1)
    settings.timeZoneIdentifier = "America/New_York"
    settings.timeOfDay = try #require(BillReminderTimeOfDay(hour: 9))
    #expect(
      try settings.occurrences(dueDate: day("2026-03-08")).map { iso($0.fireDate) } == [
        "2026-03-05T14:00:00Z", "2026-03-08T13:00:00Z", "2026-03-15T13:00:00Z",
      ])
    settings.timeOfDay = try #require(BillReminderTimeOfDay("02:30"))
    #expect(iso(try settings.occurrence(on: day("2026-03-08")).fireDate) == "2026-03-08T07:30:00Z")
    // 01:30 on 1 November 2026 happens twice in New York; the reminder fires the first time (EDT).
    settings.timeOfDay = try #require(BillReminderTimeOfDay("01:30"))
    #expect(iso(try settings.occurrence(on: day("2026-11-01")).fireDate) == "2026-11-01T05:30:00Z")
    settings.timeZoneIdentifier = "Pacific/Auckland"
    settings.timeOfDay = try #require(BillReminderTimeOfDay(hour: 9))
    // Auckland's clocks go back on 5 April 2026: NZDT (+13) before, NZST (+12) after.
    #expect(
      try settings.occurrences(dueDate: day("2026-04-05")).map { iso($0.fireDate) } == [
        "2026-04-01T20:00:00Z", "2026-04-04T21:00:00Z", "2026-04-11T21:00:00Z",
      ])
  }

  @Test func settingsOutOfRangeAreNamed() {
    #expect(throws: BillReminderSettingsError.daysBeforeDueOutOfRange(0)) {
      try BillReminderSettings(daysBeforeDue: [3, 0]).validate()
    }
    #expect(throws: BillReminderSettingsError.overdueIntervalOutOfRange(400)) {
      try BillReminderSettings(overdueIntervalDays: 400).validate()
    }
    #expect(throws: BillReminderSettingsError.overdueLimitOutOfRange(-1)) {
      try BillReminderSettings(overdueReminderLimit: -1).validate()
    }
    #expect(throws: BillReminderSettingsError.unknownTimeZone("Mars/Olympus")) {
      try BillReminderSettings(timeZoneIdentifier: "Mars/Olympus").validate()
    }
    let nine = BillReminderTimeOfDay(hour: 9) ?? .midnight
    #expect(throws: BillReminderSettingsError.emptyQuietHours(nine)) {
      try BillReminderSettings(quietHours: BillReminderQuietHours(start: nine, end: nine)).validate()
    }
    #expect(throws: Never.self) { try BillReminderSettings.standard.validate() }
  }

  @Test func timesOfDayReadAndWriteHHmm() throws {
    #expect(BillReminderTimeOfDay("09:05")?.description == "09:05")
    #expect(BillReminderTimeOfDay("23:59")?.minutesSinceMidnight == 1439)
    for bad in ["24:00", "9:05", "09:5", "09-05", "", "0a:00", "09:60", "+9:00"] {
      #expect(BillReminderTimeOfDay(bad) == nil, "\(bad)")
    }
    let settings = BillReminderSettings(
      quietHours: BillReminderQuietHours(
        start: try #require(BillReminderTimeOfDay("21:00")), end: try #require(BillReminderTimeOfDay("08:00"))))
    let json = try JSONValueEncoder().encode(settings)
    #expect(json.objectValue?["timeOfDay"] == .string("10:00"))
    #expect(json.objectValue?["quietHours"] == .object(["start": .string("21:00"), "end": .string("08:00")]))
    #expect(try JSONValueDecoder().decode(BillReminderSettings.self, from: json) == settings)
  }

  private func iso(_ date: Date) -> String {
    date.formatted(.iso8601)
  }

  private func wallClock(_ date: Date, in zone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let minute = parts.minute ?? 0
    return "\(CalendarDate(date, in: zone)) \(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
  }
}
