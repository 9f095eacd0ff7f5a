import SharedCore
import SharedTesting
import Testing

/// Random data at random levels scans back, byte for byte (seeded, so a failure repeats).
@Suite struct QRCodePropertyTests {
  @Test func randomBytesAtRandomLevelsScanBack() async throws {
    var random = SeededGenerator(seed: 18_004)
    for round in 0..<40 {
      let level = QRCode.ErrorCorrection.allCases.randomElement(using: &random) ?? .medium
      // Mostly short payloads, like payment links, and now and then a long one, like a signed token.
      let length =
        round % 8 == 7 ? Int.random(in: 300...1_200, using: &random) : Int.random(in: 0...160, using: &random)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let code = try QRCode(bytes: bytes, errorCorrection: level)
      let decoded = try await QRCodeImageReader.decode(png: code.pngData(moduleSize: 2))
      #expect(decoded == bytes, "round \(round): \(length) bytes at level \(level), version \(code.version)")
    }
  }
}
