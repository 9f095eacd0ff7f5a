import SharedCore
import SharedTesting
import Testing

@Suite struct RecordingLoggerTests {
  @Test func recordsMaskedRecordsInOrder() {
    let logger = RecordingLogger()
    logger.debug("Authorization: Bearer abcdefgh12345678", category: "http")
    logger.log(.error, "failed", category: "http", metadata: ["apiKey": "k1", "status": "500"])
    #expect(logger.messages == ["Authorization: ***", "failed"])
    #expect(logger.records(at: .error).first?.metadata == ["apiKey": "***", "status": "500"])
    #expect(logger.lines == ["Authorization: ***", "failed apiKey=*** status=500"])
    logger.removeAll()
    #expect(logger.records.isEmpty)
  }

  @Test func honoursTheMinimumLevel() {
    let logger = RecordingLogger(minimumLevel: .warning)
    logger.info("skipped")
    logger.warning("kept")
    #expect(logger.messages == ["kept"])
  }
}
