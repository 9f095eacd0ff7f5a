/// Compresses bytes as a zlib stream (RFC 1950) of DEFLATE blocks with the fixed Huffman codes
/// (RFC 1951 §3.2.6) and LZ77 matches found through hash chains: PDF streams' `/FlateDecode`
/// (ISO 32000-1 §7.4.4) and PNG image data alike. Fixed codes need no code tables in the output and
/// keep the encoder small; page content and glyph outlines still shrink to about a third to a half,
/// a QR code's rows of repeated bytes far more.
package enum ZlibEncoder {
  private static let window = 32_768
  private static let minimumMatch = 3
  private static let maximumMatch = 258
  private static let chainLimit = 48
  private static let hashSize = 1 << 15

  private static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  private static let lengthExtra: [Int] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra: [Int] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  /// `bytes` as a zlib stream.
  package static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var writer = BitWriter()
    writer.output = [0x78, 0x01]
    writer.output.reserveCapacity(bytes.count / 2 + 16)
    writer.write(1, count: 1)
    writer.write(1, count: 2)
    var head = [Int32](repeating: -1, count: hashSize)
    var previous = [Int32](repeating: -1, count: window)
    var position = 0
    func hash(_ index: Int) -> Int {
      (Int(bytes[index]) << 10 ^ Int(bytes[index + 1]) << 5 ^ Int(bytes[index + 2])) & (hashSize - 1)
    }
    func insert(_ index: Int) {
      guard index + minimumMatch <= bytes.count else { return }
      let key = hash(index)
      previous[index % window] = head[key]
      head[key] = Int32(index)
    }
    while position < bytes.count {
      var bestLength = 0
      var bestDistance = 0
      if position + minimumMatch <= bytes.count {
        var candidate = Int(head[hash(position)])
        var probes = 0
        let limit = min(maximumMatch, bytes.count - position)
        while candidate >= 0, position - candidate <= window, probes < chainLimit {
          if bytes[candidate + bestLength] == bytes[position + bestLength] || bestLength == 0 {
            var length = 0
            while length < limit, bytes[candidate + length] == bytes[position + length] { length += 1 }
            if length > bestLength {
              bestLength = length
              bestDistance = position - candidate
              if length == limit { break }
            }
          }
          let next = Int(previous[candidate % window])
          guard next < candidate else { break }
          candidate = next
          probes += 1
        }
      }
      if bestLength >= minimumMatch {
        writeLength(bestLength, to: &writer)
        writeDistance(bestDistance, to: &writer)
        for index in position..<(position + bestLength) { insert(index) }
        position += bestLength
      } else {
        writeLiteral(Int(bytes[position]), to: &writer)
        insert(position)
        position += 1
      }
    }
    writeLiteral(256, to: &writer)
    writer.flush()
    let adler = Adler32.checksum(bytes)
    writer.output += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
    return writer.output
  }

  /// A literal byte (0–255) or the end-of-block / length symbol (256–287) in the fixed code.
  private static func writeLiteral(_ symbol: Int, to writer: inout BitWriter) {
    switch symbol {
    case 0...143: writer.writeCode(0x30 + symbol, count: 8)
    case 144...255: writer.writeCode(0x190 + symbol - 144, count: 9)
    case 256...279: writer.writeCode(symbol - 256, count: 7)
    default: writer.writeCode(0xC0 + symbol - 280, count: 8)
    }
  }

  private static func writeLength(_ length: Int, to writer: inout BitWriter) {
    var code = lengthBase.count - 1
    while lengthBase[code] > length { code -= 1 }
    writeLiteral(257 + code, to: &writer)
    writer.write(length - lengthBase[code], count: lengthExtra[code])
  }

  private static func writeDistance(_ distance: Int, to writer: inout BitWriter) {
    var code = distanceBase.count - 1
    while distanceBase[code] > distance { code -= 1 }
    writer.writeCode(code, count: 5)
    writer.write(distance - distanceBase[code], count: distanceExtra[code])
  }

  /// Packs bits least significant first, as DEFLATE requires.
  private struct BitWriter {
    var output: [UInt8] = []
    private var buffer: UInt64 = 0
    private var filled = 0

    /// Writes the low `count` bits of `value`, least significant first (extra bits, headers).
    mutating func write(_ value: Int, count: Int) {
      guard count > 0 else { return }
      buffer |= UInt64(value & ((1 << count) - 1)) << UInt64(filled)
      filled += count
      while filled >= 8 {
        output.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        filled -= 8
      }
    }

    /// Writes a Huffman code of `count` bits, most significant first.
    mutating func writeCode(_ code: Int, count: Int) {
      var reversed = 0
      for bit in 0..<count where code & (1 << bit) != 0 { reversed |= 1 << (count - 1 - bit) }
      write(reversed, count: count)
    }

    /// Pads the last byte with zero bits.
    mutating func flush() {
      if filled > 0 { output.append(UInt8(buffer & 0xFF)) }
      buffer = 0
      filled = 0
    }
  }
}
