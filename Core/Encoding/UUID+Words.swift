import Foundation

extension UUID {
  /// The UUID whose 128 bits are `high` followed by `low`, each read most significant byte first
  /// (the order RFC 9562 lays a UUID's fields out in).
  package init(high: UInt64, low: UInt64) {
    var words = (high.bigEndian, low.bigEndian)
    self = withUnsafeBytes(of: &words) { raw in
      UUID(
        uuid: (
          raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
          raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]
        ))
    }
  }
}
