/// Compresses bytes into a zlib stream (RFC 1950) of one DEFLATE block with the fixed Huffman codes
/// (RFC 1951 §3.2.6) in which each run of a repeated byte becomes a match one byte back.
///
/// That is all a drawn barcode needs: its filtered rows are long runs of one byte, and the encoder
/// keeps no history, hash table or dynamic code tables.
enum ZlibRunLengthEncoder {
  private static let minimumMatch = 3
  private static let maximumMatch = 258
  /// The first length each length code (257…284) stands for, and its number of extra bits.
  private static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]

  /// `bytes` as a zlib stream: the header, the block, and the Adler-32 of `bytes`.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var writer = DeflateBitWriter()
    writer.output.reserveCapacity(bytes.count / 4 + 16)
    // CMF 0x78: deflate with a 32 KiB window; FLG 0x01 makes CMF·256 + FLG a multiple of 31.
    writer.output += [0x78, 0x01]
    writer.write(1, bitCount: 1)  // BFINAL: the last block.
    writer.write(1, bitCount: 2)  // BTYPE 01: fixed Huffman codes.
    var position = 0
    while position < bytes.count {
      var runLength = 0
      if position > 0 {
        let limit = min(maximumMatch, bytes.count - position)
        while runLength < limit, bytes[position + runLength] == bytes[position - 1] { runLength += 1 }
      }
      if runLength >= minimumMatch {
        writeLength(runLength, to: &writer)
        writer.writeCode(0, bitCount: 5)  // Distance code 0: one byte back.
        position += runLength
      } else {
        writeSymbol(Int(bytes[position]), to: &writer)
        position += 1
      }
    }
    writeSymbol(256, to: &writer)  // End of block.
    writer.flush()
    writer.output.appendBigEndian(adler32(bytes))
    return writer.output
  }

  /// The Adler-32 checksum of `bytes` (RFC 1950 §8.2).
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    // 5,552 bytes is the most that can be summed before the sums could overflow 32 bits.
    var start = 0
    while start < bytes.count {
      let end = min(start + 5_552, bytes.count)
      for byte in bytes[start..<end] {
        a += UInt32(byte)
        b += a
      }
      a %= 65_521
      b %= 65_521
      start = end
    }
    return b << 16 | a
  }

  /// Writes a literal byte (0–255), the end of the block (256) or a length code (257–285) in the
  /// fixed literal/length code.
  private static func writeSymbol(_ symbol: Int, to writer: inout DeflateBitWriter) {
    switch symbol {
    case 0...143: writer.writeCode(0b0011_0000 + symbol, bitCount: 8)
    case 144...255: writer.writeCode(0b1_1001_0000 + symbol - 144, bitCount: 9)
    case 256...279: writer.writeCode(symbol - 256, bitCount: 7)
    default: writer.writeCode(0b1100_0000 + symbol - 280, bitCount: 8)
    }
  }

  /// Writes a match length (3–258): its code, then its extra bits.
  private static func writeLength(_ length: Int, to writer: inout DeflateBitWriter) {
    let code = (lengthBases.lastIndex { $0 <= length }) ?? 0
    writeSymbol(257 + code, to: &writer)
    writer.write(length - lengthBases[code], bitCount: lengthExtraBits[code])
  }
}

/// Packs DEFLATE's bits into bytes, least significant bit first.
private struct DeflateBitWriter {
  var output: [UInt8] = []
  private var buffer: UInt32 = 0
  private var bufferedCount = 0

  /// Writes the low `bitCount` bits of `value`, least significant first: header fields and extra bits.
  mutating func write(_ value: Int, bitCount: Int) {
    buffer |= (UInt32(truncatingIfNeeded: value) & (1 << UInt32(bitCount) - 1)) << UInt32(bufferedCount)
    bufferedCount += bitCount
    while bufferedCount >= 8 {
      output.append(UInt8(buffer & 0xFF))
      buffer >>= 8
      bufferedCount -= 8
    }
  }

  /// Writes a Huffman code of `bitCount` bits, most significant first.
  mutating func writeCode(_ code: Int, bitCount: Int) {
    var reversed = 0
    for bit in 0..<bitCount where code >> bit & 1 == 1 { reversed |= 1 << (bitCount - 1 - bit) }
    write(reversed, bitCount: bitCount)
  }

  /// Pads the last byte with zero bits.
  mutating func flush() {
    if bufferedCount > 0 { output.append(UInt8(buffer & 0xFF)) }
    buffer = 0
    bufferedCount = 0
  }
}
