/// How a symbol's codewords divide into Reed–Solomon blocks at a version and error-correction level
/// (ISO/IEC 18004 Table 9), and the interleaved codeword sequence that is drawn.
struct QRBlockStructure {
  /// All the codewords the symbol holds, data and error correction.
  let totalCodewordCount: Int
  /// The number of blocks the codewords divide into.
  let blockCount: Int
  /// The error-correction codewords in each block.
  let errorCorrectionCodewordsPerBlock: Int

  /// The structure of a symbol of `version` (1–40) at `errorCorrection`.
  init(version: Int, errorCorrection: QRCode.ErrorCorrection) {
    totalCodewordCount = QRBlockStructure.dataModuleCount(version: version) / 8
    blockCount = QRBlockStructure.blockCounts[errorCorrection.tableIndex][version - 1]
    errorCorrectionCodewordsPerBlock = QRBlockStructure.codewordsPerBlock[errorCorrection.tableIndex][version - 1]
  }

  /// The data codewords the symbol holds.
  var dataCodewordCount: Int { totalCodewordCount - blockCount * errorCorrectionCodewordsPerBlock }

  /// The codewords in drawing order: `data` divided into blocks (the short blocks first, the rest one
  /// data codeword longer), each block's error-correction codewords computed, then the data codewords
  /// taken one from each block in turn, then the error-correction codewords likewise (§7.6).
  func interleavedCodewords(data: [UInt8]) -> [UInt8] {
    let correction = errorCorrectionCodewordsPerBlock
    let shortBlockCount = blockCount - totalCodewordCount % blockCount
    let shortDataCount = totalCodewordCount / blockCount - correction
    let generator = QRReedSolomon.generator(degree: correction)
    var result = [UInt8](repeating: 0, count: totalCodewordCount)
    var start = data.startIndex
    for block in 0..<blockCount {
      let isShort = block < shortBlockCount
      let blockData = data[start..<(start + shortDataCount + (isShort ? 0 : 1))]
      for (index, codeword) in zip(0..., blockData) {
        let position =
          index < shortDataCount ? index * blockCount + block : shortDataCount * blockCount + block - shortBlockCount
        result[position] = codeword
      }
      for (index, codeword) in zip(0..., QRReedSolomon.remainder(of: blockData, generator: generator)) {
        result[data.count + index * blockCount + block] = codeword
      }
      start = blockData.endIndex
    }
    return result
  }

  /// The modules of a symbol of `version` left for data and error correction once the function
  /// patterns, format and version information are drawn: their number divided by 8 is the codeword
  /// count, and the remainder bits stay light.
  static func dataModuleCount(version: Int) -> Int {
    var count = (16 * version + 128) * version + 64
    if version >= 2 {
      let alignmentCount = version / 7 + 2
      count -= (25 * alignmentCount - 10) * alignmentCount - 55
      if version >= 7 { count -= 36 }
    }
    return count
  }

  /// Error-correction codewords per block, by level (L, M, Q, H) and version 1–40 (ISO/IEC 18004 Table 9).
  private static let codewordsPerBlock: [[Int]] = [
    [
      7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30,
      30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
    [
      10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28,
      28,
      28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    ],
    [
      13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30,
      30,
      30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
    [
      17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30,
      30,
      30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    ],
  ]

  /// Error-correction blocks, by level (L, M, Q, H) and version 1–40 (ISO/IEC 18004 Table 9).
  private static let blockCounts: [[Int]] = [
    [
      1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19,
      19,
      20, 21, 22, 24, 25,
    ],
    [
      1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33,
      35, 37, 38, 40, 43, 45, 47, 49,
    ],
    [
      1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43,
      45, 48, 51, 53, 56, 59, 62, 65, 68,
    ],
    [
      1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51,
      54, 57, 60, 63, 66, 70, 74, 77, 81,
    ],
  ]
}
