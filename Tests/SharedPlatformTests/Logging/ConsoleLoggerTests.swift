import Foundation
import SharedCore
import SharedPlatform
import Testing

@Suite struct ConsoleLoggerTests {
  let date = Date(timeIntervalSince1970: 1_795_236_000)  // 2026-11-21T04:40:00Z

  func makeLogger(minimumLevel: LogLevel = .info) -> (ConsoleLogger, LockedValue<[String]>) {
    let lines = LockedValue<[String]>([])
    let logger = ConsoleLogger(minimumLevel: minimumLevel, now: { [date] in date }) { line in
      lines.withLock { $0.append(line) }
    }
    return (logger, lines)
  }

  @Test func writesMaskedLines() {
    let (logger, lines) = makeLogger()
    logger.log(.info, "login with password=hunter2", category: "auth", metadata: ["token": "abc"])
    #expect(lines.withLock { $0 } == ["2026-11-21T04:40:00Z [INFO] auth: login with password=*** token=***"])
  }

  @Test func skipsRecordsBelowTheMinimumLevel() {
    let (logger, lines) = makeLogger(minimumLevel: .warning)
    logger.info("quiet")
    logger.write(LogRecord(level: .debug, category: "app", message: "direct"))
    logger.warning("loud")
    #expect(lines.withLock { $0 } == ["2026-11-21T04:40:00Z [WARNING] app: loud"])
  }
}
