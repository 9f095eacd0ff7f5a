import Foundation
import SharedCore
import Testing

@Suite struct ISO8601TimestampTests {
  /// 2026-03-01T10:15:00Z.
  static let reference = 1_772_360_100.0

  @Test(arguments: [
    ("2026-03-01T10:15:00Z", 0.0),
    ("2026-03-01t10:15:00z", 0.0),
    ("2026-03-01 10:15:00Z", 0.0),
    ("2026-03-01T10:15:00.5Z", 0.5),
    ("2026-03-01T10:15:00.123456Z", 0.123456),
    ("2026-03-01T11:15:00+01:00", 0.0),
    ("2026-03-01T05:45:00-04:30", 0.0),
    ("2026-03-02T00:15:00+14:00", 0.0),
  ])
  func parsesZonesAndFractions(text: String, secondsAfterReference: Double) throws {
    let date = try #require(ISO8601Timestamp.parse(text))
    #expect(abs(date.timeIntervalSince1970 - (Self.reference + secondsAfterReference)) < 0.000_01)
  }

  @Test(arguments: [
    "2026-03-01T10:15:00",  // no zone
    "2026-02-30T10:15:00Z",  // no such day
    "2026-03-01T24:00:00Z",
    "2026-03-01T10:15:00+14:30",  // beyond ±14:00
    "2026-03-01T10:15:00+0100",
    "2026-03-01T10:15:00.Z",
    "2026-3-01T10:15:00Z",
    "",
  ])
  func rejectsMalformedTimestamps(text: String) {
    #expect(ISO8601Timestamp.parse(text) == nil)
  }

  @Test func sharedDecoderUsesIt() throws {
    struct Stamped: Decodable { var at: Date }
    let decoded = try JSONCoders.makeDecoder().decode(
      Stamped.self, from: Data(#"{"at":"2026-03-01T10:15:00.123456Z"}"#.utf8))
    #expect(abs(decoded.at.timeIntervalSince1970 - (Self.reference + 0.123456)) < 0.000_01)
  }
}
