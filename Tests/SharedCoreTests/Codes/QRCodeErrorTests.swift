import SharedCore
import Testing

/// Data and options a symbol cannot have are refused with an error that says what and why.
@Suite struct QRCodeErrorTests {
  /// One byte more than version 40 holds at a level is refused, naming the count and the capacity; the
  /// capacity itself fits.
  @Test(arguments: [
    (QRCode.ErrorCorrection.low, 2_953), (.medium, 2_331), (.quartile, 1_663), (.high, 1_273),
  ])
  func oneByteOverCapacityIsRefused(level: QRCode.ErrorCorrection, capacity: Int) throws {
    #expect(try QRCode(bytes: Array(repeating: 0x41, count: capacity), errorCorrection: level).version == 40)
    #expect(throws: QRCodeError.dataTooLong(byteCount: capacity + 1, capacity: capacity, errorCorrection: level)) {
      try QRCode(bytes: Array(repeating: 0x41, count: capacity + 1), errorCorrection: level)
    }
  }

  /// The UTF-8 designator takes 12 bits, so one byte less fits.
  @Test func designatorLeavesOneByteLess() throws {
    let text = String(repeating: "a", count: 2_331)
    #expect(throws: QRCodeError.dataTooLong(byteCount: 2_331, capacity: 2_330, errorCorrection: .medium)) {
      try QRCode(text: text, declaresUTF8: true)
    }
    #expect(try QRCode(text: String(text.dropLast()), declaresUTF8: true).version == 40)
  }

  /// Minimum versions outside 1–40 are refused.
  @Test(arguments: [Int.min, -1, 0, 41, Int.max])
  func minimumVersionOutOfRangeIsRefused(version: Int) {
    #expect(throws: QRCodeError.minimumVersionOutOfRange(version)) { try QRCode(text: "x", minimumVersion: version) }
  }

  /// PNG module sizes outside 1–32 pixels and quiet zones outside 0–32 modules are refused.
  @Test func pngOptionsOutOfRangeAreRefused() throws {
    let code = try QRCode(text: "x")
    for size in [Int.min, 0, 33] {
      #expect(throws: QRCodeError.moduleSizeOutOfRange(size)) { try code.pngData(moduleSize: size) }
    }
    for zone in [Int.min, -1, 33] {
      #expect(throws: QRCodeError.quietZoneOutOfRange(zone)) { try code.pngData(quietZone: zone) }
    }
  }

  /// Messages name the numbers involved.
  @Test(arguments: [
    (
      QRCodeError.dataTooLong(byteCount: 2_332, capacity: 2_331, errorCorrection: .medium),
      "2332 bytes do not fit in a QR code at error-correction level M: version 40 holds 2331"
    ),
    (.minimumVersionOutOfRange(41), "minimum version 41 is outside 1–40"),
    (.moduleSizeOutOfRange(0), "a module size of 0 pixels is outside 1–32"),
    (.quietZoneOutOfRange(-1), "a quiet zone of -1 modules is outside 0–32"),
  ])
  func descriptionsSayWhatIsWrong(error: QRCodeError, description: String) {
    #expect(error.description == description)
  }
}
