import Testing

@testable import SharedCore

/// The encoder's parts against the values ISO/IEC 18004:2015 publishes, and a whole symbol against an
/// independent encoder.
@Suite struct QRCodeKnownAnswerTests {
  /// Error-correction codewords of version 1-M blocks: the standard's worked example (Annex I, "01234567"
  /// in numeric mode) and Thonky's QR code tutorial ("HELLO WORLD" in alphanumeric mode).
  @Test(arguments: [
    (
      [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17] as [UInt8],
      [165, 36, 212, 193, 237, 54, 199, 135, 44, 85] as [UInt8]
    ),
    (
      [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17],
      [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]
    ),
  ])
  func reedSolomonCodewordsMatchPublishedExamples(data: [UInt8], errorCorrection: [UInt8]) {
    #expect(QRReedSolomon.remainder(of: data, generator: QRReedSolomon.generator(degree: 10)) == errorCorrection)
  }

  /// The generator polynomial of degree 7 (ISO/IEC 18004 Annex A): x⁷ + α⁸⁷x⁶ + α²²⁹x⁵ + α¹⁴⁶x⁴ +
  /// α¹⁴⁹x³ + α²³⁸x² + α¹⁰²x + α²¹, with the powers of α written as field elements.
  @Test func generatorPolynomialOfDegreeSevenMatchesAnnexA() {
    #expect(QRReedSolomon.generator(degree: 7) == [127, 122, 154, 164, 11, 68, 117])
  }

  /// The 32 format-information words of ISO/IEC 18004 Table C.1, by level and mask.
  @Test(arguments: [
    (QRCode.ErrorCorrection.low, [0x77C4, 0x72F3, 0x7DAA, 0x789D, 0x662F, 0x6318, 0x6C41, 0x6976]),
    (.medium, [0x5412, 0x5125, 0x5E7C, 0x5B4B, 0x45F9, 0x40CE, 0x4F97, 0x4AA0]),
    (.quartile, [0x355F, 0x3068, 0x3F31, 0x3A06, 0x24B4, 0x2183, 0x2EDA, 0x2BED]),
    (.high, [0x1689, 0x13BE, 0x1CE7, 0x19D0, 0x0762, 0x0255, 0x0D0C, 0x083B]),
  ])
  func formatBitsMatchTableC1(level: QRCode.ErrorCorrection, words: [Int]) {
    #expect(QRMask.all.map { QRSymbolInformation.formatBits(errorCorrection: level, mask: $0) } == words)
  }

  /// Version-information words of ISO/IEC 18004 Table D.1.
  @Test(arguments: [(7, 0x07C94), (8, 0x085BC), (9, 0x09A99), (10, 0x0A4D3), (21, 0x15683), (40, 0x28C69)])
  func versionBitsMatchTableD1(version: Int, word: Int) {
    #expect(QRSymbolInformation.versionBits(version: version) == word)
  }

  /// Alignment pattern centres of ISO/IEC 18004 Table E.1.
  @Test(arguments: [
    (1, []), (2, [6, 18]), (7, [6, 22, 38]), (14, [6, 26, 46, 66]), (22, [6, 26, 50, 74, 98]),
    (32, [6, 34, 60, 86, 112, 138]), (36, [6, 24, 50, 76, 102, 128, 154]), (40, [6, 30, 58, 86, 114, 142, 170]),
  ])
  func alignmentPatternCentersMatchTableE1(version: Int, centers: [Int]) {
    #expect(QRModuleMatrix.alignmentPatternCenters(version: version) == centers)
  }

  /// Byte-mode capacities of ISO/IEC 18004 Table 7: that many bytes fit the version, one more needs the next.
  @Test(arguments: [
    (1, QRCode.ErrorCorrection.low, 17), (1, .medium, 14), (1, .quartile, 11), (1, .high, 7),
    (9, .low, 230), (10, .low, 271), (10, .medium, 213), (10, .quartile, 151), (10, .high, 119),
    (26, .medium, 1_059), (27, .medium, 1_125), (39, .high, 1_219),
  ])
  func byteCapacityMatchesTable7(version: Int, level: QRCode.ErrorCorrection, capacity: Int) throws {
    #expect(try QRCode(bytes: Array(repeating: 0x61, count: capacity), errorCorrection: level).version == version)
    #expect(
      try QRCode(bytes: Array(repeating: 0x61, count: capacity + 1), errorCorrection: level).version == version + 1)
  }

  /// "upi://pay" at level M: version 1 with mask 2, module for module as Project Nayuki's QR Code
  /// generator, an independent implementation, draws it.
  @Test func drawsTheSymbolAnIndependentEncoderDraws() throws {
    let expected = [
      "#######..#....#######",
      "#.....#..#.#..#.....#",
      "#.###.#.#..#..#.###.#",
      "#.###.#.#.#...#.###.#",
      "#.###.#.###.#.#.###.#",
      "#.....#.#..#..#.....#",
      "#######.#.#.#.#######",
      "........#............",
      "#.#####..#.#..#####..",
      "##..##.#...##..##.###",
      "#...#.###...##....##.",
      ".#..##.#.#####.#.###.",
      ".###..#.#...####...#.",
      "........###.#.#.#..##",
      "#######..###.#...###.",
      "#.....#.#.#.....#.##.",
      "#.###.#.#..#....##..#",
      "#.###.#.#########....",
      "#.###.#.###.#.##.....",
      "#.....#..#.####.#.#..",
      "#######.###.#...#..#.",
    ]
    let code = try QRCode(text: "upi://pay")
    #expect(code.version == 1)
    #expect(code.size == 21)
    #expect(code.mask.reference == 2)
    #expect(QRCodeTesting.picture(of: code) == expected)
  }

  /// Symbols of several versions, levels and masks match those Project Nayuki's QR Code generator draws
  /// for the same bytes: the same version, the same mask (so the same penalty scores decided), and the
  /// same modules (the CRC-32 of the picture, rows of `#` and `.` joined by line feeds).
  @Test(arguments: [
    (
      "upi://pay?pa=sharmastores@okaxis&pn=Sharma%20Stores&am=1499.50&cu=INR", QRCode.ErrorCorrection.medium, 5, 2,
      0x3A23_D063 as UInt32
    ),
    ("HELLO WORLD", .low, 1, 0, 0x4591_1309),
    ("https://example.com/01/09520123456788", .quartile, 4, 6, 0xB992_82E6),
    ("INV/2026-27/0042", .high, 3, 6, 0x7C64_AD52),
    (String(repeating: "a", count: 100), .medium, 6, 1, 0xE548_B3C4),
    (String(repeating: "0123456789", count: 30), .low, 11, 2, 0x2811_CD9B),
    ("The quick brown fox jumps over the lazy dog", .quartile, 4, 2, 0xD3AC_62B8),
    ("upi://pay?pa=9876543210@ybl&pn=Gupta%20%26%20Sons&am=99.50&cu=INR", .high, 8, 2, 0xDB92_0D9A),
    (String(repeating: "x", count: 500), .medium, 17, 0, 0x6A61_6F7E),
    (String(repeating: "eyJhbGciOiJSUzI1NiJ9.", count: 40), .medium, 23, 2, 0xEF80_F528),
  ])
  func symbolsMatchAnIndependentEncoder(
    text: String, level: QRCode.ErrorCorrection, version: Int, mask: Int, pictureChecksum: UInt32
  ) throws {
    let code = try QRCode(text: text, errorCorrection: level)
    #expect(code.version == version)
    #expect(code.mask.reference == mask)
    #expect(CRC32.checksum(QRCodeTesting.picture(of: code).joined(separator: "\n").utf8) == pictureChecksum)
  }

  /// In every version and at every level, the finder patterns, timing patterns and dark module are in
  /// place, and both copies of the format information (and from version 7 of the version information)
  /// read back as the level, mask and version the symbol was made with.
  @Test(arguments: QRCode.ErrorCorrection.allCases)
  func symbolInformationReadsBackInEveryVersion(level: QRCode.ErrorCorrection) throws {
    for version in QRCode.versions {
      let code = try QRCode(text: "QR", errorCorrection: level, minimumVersion: version)
      #expect(code.version == version)
      let size = code.size
      #expect(size == 4 * version + 17)
      for (left, top) in [(0, 0), (size - 7, 0), (0, size - 7)] {
        for y in 0..<7 {
          for x in 0..<7 {
            let ring = max(abs(x - 3), abs(y - 3))
            #expect(
              code.isDark(x: left + x, y: top + y) == (ring != 2), "finder at (\(left), \(top)), version \(version)")
          }
        }
      }
      for index in 8..<(size - 8) {
        #expect(code.isDark(x: index, y: 6) == index.isMultiple(of: 2))
        #expect(code.isDark(x: 6, y: index) == index.isMultiple(of: 2))
      }
      #expect(code.isDark(x: 8, y: size - 8))
      let format = QRSymbolInformation.formatBits(errorCorrection: level, mask: code.mask)
      #expect(QRCodeTesting.formatBitsAroundTopLeftFinder(of: code) == format, "version \(version)")
      #expect(QRCodeTesting.formatBitsBesideOtherFinders(of: code) == format, "version \(version)")
      if version >= 7 {
        let versionBits = QRSymbolInformation.versionBits(version: version)
        #expect(QRCodeTesting.versionBits(of: code, transposed: false) == versionBits, "version \(version)")
        #expect(QRCodeTesting.versionBits(of: code, transposed: true) == versionBits, "version \(version)")
      }
    }
  }

  /// Outside the symbol every module is light, as the quiet zone is.
  @Test func modulesOutsideTheSymbolAreLight() throws {
    let code = try QRCode(text: "upi://pay")
    for (x, y) in [(-1, 0), (0, -1), (21, 0), (0, 21), (Int.min, Int.max), (Int.max, 3)] {
      #expect(!code.isDark(x: x, y: y))
    }
  }
}
