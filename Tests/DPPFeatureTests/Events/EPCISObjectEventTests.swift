import DPPFeature
import Foundation
import SharedCore
import Testing

@Suite struct EPCISObjectEventTests {
  static let time = EPCISDateTime(date: Date(timeIntervalSince1970: 1_772_356_500), offset: .utc)
  static let epc = "https://id.gs1.org/01/09520123456788/21/1"

  @Test(arguments: [EPCISAction.observe, .delete])
  func ilmdIsRejectedWithoutAdd(_ action: EPCISAction) {
    #expect(throws: EPCISError.ilmdRequiresAddAction(action: action)) {
      try EPCISObjectEvent(
        eventTime: Self.time, eventTimeZoneOffset: .utc, action: action, epcList: [Self.epc],
        ilmd: ["cbvmda:lotNumber": "L1"])
    }
  }

  @Test func ilmdIsKeptWithAdd() throws {
    let event = try EPCISObjectEvent(
      eventTime: Self.time, eventTimeZoneOffset: .utc, action: .add, epcList: [Self.epc],
      ilmd: ["cbvmda:lotNumber": "L1"])
    let json = try JSONValue(parsing: JSONEncoder().encode(event))
    #expect(json["ilmd"]?["cbvmda:lotNumber"] == "L1")
    #expect(json["action"] == "ADD")
    #expect(json["type"] == "ObjectEvent")
  }

  @Test func decodingRejectsIlmdOnObserve() {
    let text = """
      {"type":"ObjectEvent","action":"OBSERVE","eventTime":"2026-03-01T10:15:00Z","eventTimeZoneOffset":"+00:00",
       "epcList":["\(Self.epc)"],"ilmd":{"cbvmda:lotNumber":"L1"}}
      """
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(EPCISObjectEvent.self, from: Data(text.utf8)) }
  }

  @Test func objectsAreRequiredAndExtensionNamesChecked() {
    #expect(throws: EPCISError.missingObjects) {
      try EPCISObjectEvent(eventTime: Self.time, eventTimeZoneOffset: .utc, action: .observe)
    }
    #expect(throws: EPCISError.invalidExtensionName("location")) {
      try EPCISObjectEvent(
        eventTime: Self.time, eventTimeZoneOffset: .utc, action: .observe, epcList: [Self.epc],
        extensions: ["location": "Store A"])
    }
  }

  static let offsets: [(text: String, seconds: Int)] = [
    ("+01:00", 3600), ("-06:00", -21600), ("+00:00", 0), ("+05:45", 20700), ("-14:00", -50400), ("+14:00", 50400),
    ("-09:30", -34200),
  ]

  @Test(arguments: offsets)
  func timeZoneOffsetsRoundTrip(text: String, seconds: Int) throws {
    let offset = try EPCISTimeZoneOffset(parsing: text)
    #expect(offset.secondsFromGMT == seconds)
    #expect(offset.description == text)
    #expect(try EPCISTimeZoneOffset(secondsFromGMT: seconds) == offset)
  }

  @Test(arguments: ["+14:30", "+15:00", "01:00", "+1:00", "+01:60", "Z", "+0100", "+01:00:00"])
  func invalidTimeZoneOffsetsAreRejected(_ text: String) {
    #expect(throws: EPCISError.invalidTimeZoneOffset(text)) { try EPCISTimeZoneOffset(parsing: text) }
  }

  @Test func offsetFromATimeZoneHonoursDaylightSaving() throws {
    let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
    let winter = try #require(ISO8601Timestamp.parse("2026-01-15T12:00:00Z"))
    let summer = try #require(ISO8601Timestamp.parse("2026-07-15T12:00:00Z"))
    #expect(EPCISTimeZoneOffset(timeZone: berlin, at: winter).description == "+01:00")
    #expect(EPCISTimeZoneOffset(timeZone: berlin, at: summer).description == "+02:00")
  }

  /// The date-time variants in the GS1 EPCIS examples, with their UTC instants (ms since 1970).
  static let dateTimes: [(text: String, millis: Int64)] = [
    ("2005-04-03T20:33:31.116000-06:00", 1_112_582_011_116),
    ("2005-04-04T20:33:31.116-06:00", 1_112_668_411_116),
    ("2005-07-11T11:30:47.0Z", 1_121_081_447_000),
    ("2013-06-08T14:58:56.591Z", 1_370_703_536_591),
    ("2020-06-07T17:10:16Z", 1_591_549_816_000),
    ("2013-06-04T14:59:02.099+02:00", 1_370_350_742_099),
  ]

  @Test(arguments: dateTimes)
  func dateTimeVariantsParseAndKeepTheirText(text: String, millis: Int64) throws {
    let value = try EPCISDateTime(parsing: text)
    #expect(Int64((value.date.timeIntervalSince1970 * 1000).rounded()) == millis)
    #expect(value.text == text)
  }

  @Test func formatsWallClockTimeInTheOffset() throws {
    let date = try #require(ISO8601Timestamp.parse("2026-03-01T09:15:00.25Z"))
    let offset = try EPCISTimeZoneOffset(parsing: "+01:00")
    #expect(EPCISDateTime(date: date, offset: offset).text == "2026-03-01T10:15:00.250+01:00")
    #expect(EPCISDateTime(date: date, offset: try .init(parsing: "-06:00")).text == "2026-03-01T03:15:00.250-06:00")
  }
}
