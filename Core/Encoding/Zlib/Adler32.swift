/// The Adler-32 checksum that ends a zlib stream (RFC 1950 §8.2).
package enum Adler32 {
  /// The Adler-32 of `bytes`.
  package static func checksum(_ bytes: [UInt8]) -> UInt32 {
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
}
