import Foundation

extension UUID {
  /// A random (version 4, RFC 9562 §5.4) UUID drawn from the system's random number generator.
  ///
  /// Equivalent to `UUID()`, without the cost that makes `UUID()` unfit for hot paths on Linux,
  /// where Foundation opens `/dev/urandom` for every value.
  package static func randomV4() -> UUID {
    var generator = SystemRandomNumberGenerator()
    let high = generator.next() as UInt64
    let low = generator.next() as UInt64
    var bytes = (high.bigEndian, low.bigEndian)
    return withUnsafeMutableBytes(of: &bytes) { raw in
      raw[6] = (raw[6] & 0x0F) | 0x40  // version 4
      raw[8] = (raw[8] & 0x3F) | 0x80  // variant 10
      return UUID(
        uuid: (
          raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
          raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]
        ))
    }
  }
}
