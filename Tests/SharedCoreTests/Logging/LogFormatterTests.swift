import Foundation
import SharedCore
import Testing

@Suite struct LogFormatterTests {
  let date = Date(timeIntervalSince1970: 1_795_236_000)  // 2026-11-21T04:40:00Z

  @Test func formatsOneLineWithSortedMetadata() {
    let record = LogRecord(
      level: .info, category: "http", message: "GET /products",
      metadata: ["status": "200", "duration": "12 ms"])
    #expect(
      LogFormatter().format(record, at: date)
        == #"2026-11-21T04:40:00Z [INFO] http: GET /products duration="12 ms" status=200"#)
  }

  @Test func masksBeforeFormatting() {
    let record = LogRecord(
      level: .error, category: "auth", message: "refresh failed for token=abc",
      metadata: ["password": "hunter2"])
    #expect(
      LogFormatter().format(record, at: date)
        == "2026-11-21T04:40:00Z [ERROR] auth: refresh failed for token=*** password=***")
  }

  @Test func keepsMultiLineMessagesOnOneLine() {
    let record = LogRecord(level: .warning, category: "app", message: "first\nsecond")
    #expect(LogFormatter().format(record, at: date) == #"2026-11-21T04:40:00Z [WARNING] app: first\nsecond"#)
  }

  @Test(arguments: [
    (0.0, "1970-01-01T00:00:00Z"), (951_782_400.0, "2000-02-29T00:00:00Z"), (1_709_164_799.9, "2024-02-28T23:59:59Z"),
    (1_798_761_599.0, "2026-12-31T23:59:59Z"), (-1.0, "1969-12-31T23:59:59Z"), (-31_622_400.0, "1968-12-31T00:00:00Z"),
  ])
  func timestampsAreUTCWholeSeconds(seconds: Double, expected: String) {
    let record = LogRecord(level: .info, category: "t", message: "m")
    let line = LogFormatter().format(record, at: Date(timeIntervalSince1970: seconds))
    #expect(line == "\(expected) [INFO] t: m")
  }

  @Test(arguments: zip(LogLevel.allCases, ["TRACE", "DEBUG", "INFO", "NOTICE", "WARNING", "ERROR"]))
  func levelLabels(level: LogLevel, label: String) {
    #expect(level.label == label)
  }

  @Test func silentLoggerWritesNothingAndSkipsVerboseLevels() {
    let logger = SilentLogger()
    logger.info("ignored")
    #expect(logger.minimumLevel == .error)
  }
}
