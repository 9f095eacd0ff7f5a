/// Bits written most significant first and packed into bytes, as a QR symbol's data stream is.
struct QRBitBuffer {
  /// The whole bytes written so far.
  private(set) var bytes: [UInt8] = []
  /// The bits not yet making a whole byte, in the low `pendingCount` bits.
  private var pending: UInt32 = 0
  private var pendingCount = 0

  /// An empty buffer with room for `byteCapacity` bytes.
  init(byteCapacity: Int) { bytes.reserveCapacity(byteCapacity) }

  /// The number of bits written.
  var bitCount: Int { bytes.count * 8 + pendingCount }

  /// Writes the low `bitCount` bits (0–16) of `value`, most significant first.
  mutating func append(_ value: Int, bitCount: Int) {
    guard bitCount > 0 else { return }
    pending = pending << UInt32(bitCount) | UInt32(truncatingIfNeeded: value) & (1 << UInt32(bitCount) - 1)
    pendingCount += bitCount
    while pendingCount >= 8 {
      pendingCount -= 8
      bytes.append(UInt8(truncatingIfNeeded: pending >> UInt32(pendingCount)))
    }
    pending &= 1 << UInt32(pendingCount) - 1
  }

  /// Writes zero bits up to the next byte boundary.
  mutating func padToByte() {
    if pendingCount > 0 { append(0, bitCount: 8 - pendingCount) }
  }
}
