import SharedCore

/// Decompresses a zlib stream (RFC 1950) of DEFLATE data (RFC 1951): stored, fixed-Huffman and
/// dynamic-Huffman blocks, with the Adler-32 checksum verified.
///
/// Built for untrusted input such as a PNG file's image data: the output never grows past the
/// caller's limit, every read is bounds-checked, over-subscribed Huffman codes are refused and every
/// problem is a ``ZlibInflateError`` naming the byte offset. Each symbol decoded consumes at least
/// one bit of a finite input, so the loop always ends.
package enum ZlibInflater {
  /// The lengths of the code-length alphabet's codes come in this order (RFC 1951 §3.2.7).
  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The fixed literal/length code (RFC 1951 §3.2.6).
  private static let fixedLiterals = HuffmanCode(
    lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
      + Array(repeating: 8, count: 8))
  /// The fixed distance code: 30 usable five-bit codes (and two unused ones).
  private static let fixedDistances = HuffmanCode(lengths: Array(repeating: 5, count: 32))

  /// The data `stream` decompresses to, at most `limit` bytes; throws if the stream is damaged,
  /// uses a preset dictionary, fails its checksum or would decompress to more than `limit` bytes.
  package static func inflate(_ stream: [UInt8], limit: Int) throws(ZlibInflateError) -> [UInt8] {
    guard stream.count >= 2 else { throw ZlibInflateError(offset: 0, reason: "the stream ends within its header") }
    let method = stream[0] & 0x0F
    let window = stream[0] >> 4
    guard method == 8, window <= 7 else {
      throw ZlibInflateError(offset: 0, reason: "compression method \(method), window \(window) is not DEFLATE")
    }
    guard (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0 else {
      throw ZlibInflateError(offset: 1, reason: "the header check bits are wrong")
    }
    guard stream[1] & 0x20 == 0 else { throw ZlibInflateError(offset: 1, reason: "a preset dictionary is required") }
    var reader = BitReader(stream, from: 2)
    var output: [UInt8] = []
    output.reserveCapacity(min(limit, 1 << 20))
    var final = false
    while !final {
      final = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0: try copyStoredBlock(from: &reader, to: &output, limit: limit)
      case 1:
        try inflateBlock(
          from: &reader, to: &output, limit: limit, literals: fixedLiterals, distances: fixedDistances)
      case 2:
        let (literals, distances) = try readDynamicCodes(from: &reader)
        try inflateBlock(from: &reader, to: &output, limit: limit, literals: literals, distances: distances)
      default: throw ZlibInflateError(offset: reader.offset, reason: "block type 3 is reserved")
      }
    }
    reader.alignToByte()
    let checksumOffset = reader.offset
    var stored: UInt32 = 0
    for _ in 0..<4 { stored = stored << 8 | UInt32(try reader.bits(8)) }
    guard stored == Adler32.checksum(output) else {
      throw ZlibInflateError(offset: checksumOffset, reason: "the Adler-32 checksum does not match the data")
    }
    return output
  }

  private static func copyStoredBlock(
    from reader: inout BitReader, to output: inout [UInt8], limit: Int
  ) throws(ZlibInflateError) {
    reader.alignToByte()
    let start = reader.offset
    let length = try reader.bits(16)
    let complement = try reader.bits(16)
    guard length ^ 0xFFFF == complement else {
      throw ZlibInflateError(offset: start, reason: "the stored block's length \(length) and its complement disagree")
    }
    guard output.count + length <= limit else { throw tooLong(at: start, limit: limit) }
    try reader.copyBytes(length, to: &output)
  }

  /// Reads a dynamic block's code definitions (RFC 1951 §3.2.7).
  private static func readDynamicCodes(
    from reader: inout BitReader
  ) throws(ZlibInflateError) -> (literals: HuffmanCode, distances: HuffmanCode) {
    let start = reader.offset
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeLengthCount = try reader.bits(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw ZlibInflateError(
        offset: start, reason: "\(literalCount) literal/length and \(distanceCount) distance codes are too many")
    }
    var codeLengthLengths = Array(repeating: 0, count: 19)
    for index in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[index]] = try reader.bits(3) }
    let codeLengths = HuffmanCode(lengths: codeLengthLengths)
    guard !codeLengths.isOversubscribed else {
      throw ZlibInflateError(offset: start, reason: "the code-length code is over-subscribed")
    }
    var lengths: [Int] = []
    lengths.reserveCapacity(literalCount + distanceCount)
    while lengths.count < literalCount + distanceCount {
      let symbolOffset = reader.offset
      let symbol = try codeLengths.decode(from: &reader)
      let repeated: Int
      let count: Int
      switch symbol {
      case 0...15:
        lengths.append(symbol)
        continue
      case 16:
        guard let previous = lengths.last else {
          throw ZlibInflateError(offset: symbolOffset, reason: "a repeat code has no previous length")
        }
        (repeated, count) = (previous, 3 + (try reader.bits(2)))
      case 17: (repeated, count) = (0, 3 + (try reader.bits(3)))
      default: (repeated, count) = (0, 11 + (try reader.bits(7)))
      }
      guard lengths.count + count <= literalCount + distanceCount else {
        throw ZlibInflateError(offset: symbolOffset, reason: "code lengths repeat past the end of the table")
      }
      lengths += repeatElement(repeated, count: count)
    }
    guard lengths[256] > 0 else { throw ZlibInflateError(offset: start, reason: "the block has no end-of-block code") }
    let literals = HuffmanCode(lengths: Array(lengths[..<literalCount]))
    let distances = HuffmanCode(lengths: Array(lengths[literalCount...]))
    guard !literals.isOversubscribed, !distances.isOversubscribed else {
      throw ZlibInflateError(offset: start, reason: "a literal/length or distance code is over-subscribed")
    }
    return (literals, distances)
  }

  /// Decodes one Huffman-coded block's literals and matches until its end-of-block code.
  private static func inflateBlock(
    from reader: inout BitReader, to output: inout [UInt8], limit: Int, literals: HuffmanCode, distances: HuffmanCode
  ) throws(ZlibInflateError) {
    while true {
      let symbolOffset = reader.offset
      let symbol = try literals.decode(from: &reader)
      if symbol < 256 {
        guard output.count < limit else { throw tooLong(at: symbolOffset, limit: limit) }
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let code = symbol - 257
      guard code < lengthBase.count else {
        throw ZlibInflateError(offset: symbolOffset, reason: "length code \(symbol) is invalid")
      }
      let length = lengthBase[code] + (try reader.bits(lengthExtra[code]))
      let distanceCode = try distances.decode(from: &reader)
      guard distanceCode < distanceBase.count else {
        throw ZlibInflateError(offset: symbolOffset, reason: "distance code \(distanceCode) is invalid")
      }
      let distance = distanceBase[distanceCode] + (try reader.bits(distanceExtra[distanceCode]))
      guard distance <= output.count else {
        throw ZlibInflateError(
          offset: symbolOffset, reason: "distance \(distance) reaches before the start of the data")
      }
      guard output.count + length <= limit else { throw tooLong(at: symbolOffset, limit: limit) }
      let start = output.count - distance
      for index in 0..<length { output.append(output[start + index]) }
    }
  }

  private static func tooLong(at offset: Int, limit: Int) -> ZlibInflateError {
    ZlibInflateError(offset: offset, reason: "the data decompresses to more than the expected \(limit) bytes")
  }
}
