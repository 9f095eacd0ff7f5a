/// An independent decoder for the zlib streams the PDF writer produces (RFC 1950/1951): stored and
/// fixed-Huffman blocks, with the Adler-32 checksum verified. Dynamic-Huffman blocks are refused.
enum ZlibInflater {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

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

  static func inflate(_ bytes: [UInt8]) throws -> [UInt8] {
    guard bytes.count >= 6, bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0 else {
      throw Failure(description: "bad zlib header")
    }
    var reader = BitReader(bytes: bytes, position: 2)
    var output: [UInt8] = []
    var final = false
    while !final {
      final = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        let length = try reader.bits(16)
        let complement = try reader.bits(16)
        guard length ^ 0xFFFF == complement else { throw Failure(description: "stored block length check") }
        for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
      case 1:
        while true {
          let symbol = try literal(&reader)
          if symbol < 256 {
            output.append(UInt8(symbol))
            continue
          }
          if symbol == 256 { break }
          let code = symbol - 257
          guard code < lengthBase.count else { throw Failure(description: "bad length code") }
          let length = lengthBase[code] + (try reader.bits(lengthExtra[code]))
          let distanceCode = try reader.code(5)
          guard distanceCode < distanceBase.count else { throw Failure(description: "bad distance code") }
          let distance = distanceBase[distanceCode] + (try reader.bits(distanceExtra[distanceCode]))
          guard distance <= output.count else { throw Failure(description: "distance before start") }
          for _ in 0..<length { output.append(output[output.count - distance]) }
        }
      default:
        throw Failure(description: "unexpected block type")
      }
    }
    reader.alignToByte()
    var adler = 0
    for _ in 0..<4 { adler = adler << 8 | (try reader.bits(8)) }
    var a = 1
    var b = 0
    for byte in output {
      a = (a + Int(byte)) % 65_521
      b = (b + a) % 65_521
    }
    guard adler == b << 16 | a else { throw Failure(description: "Adler-32 mismatch") }
    return output
  }

  private static func literal(_ reader: inout BitReader) throws -> Int {
    let seven = try reader.code(7)
    if seven <= 0b0010111 { return 256 + seven }
    let eight = seven << 1 | (try reader.bits(1))
    if (0x30...0xBF).contains(eight) { return eight - 0x30 }
    if (0xC0...0xC7).contains(eight) { return 280 + eight - 0xC0 }
    let nine = eight << 1 | (try reader.bits(1))
    return 144 + nine - 0x190
  }

  private struct BitReader {
    let bytes: [UInt8]
    var position: Int
    var bit = 0

    mutating func bits(_ count: Int) throws -> Int {
      var value = 0
      for index in 0..<count {
        guard position < bytes.count else { throw Failure(description: "stream ends early") }
        value |= Int((bytes[position] >> UInt8(bit)) & 1) << index
        bit += 1
        if bit == 8 {
          bit = 0
          position += 1
        }
      }
      return value
    }

    /// A Huffman code of `count` bits, most significant bit first.
    mutating func code(_ count: Int) throws -> Int {
      var value = 0
      for _ in 0..<count { value = value << 1 | (try bits(1)) }
      return value
    }

    mutating func alignToByte() {
      if bit != 0 {
        bit = 0
        position += 1
      }
    }
  }
}
