/// The CRC-32 of ISO 3309 and ITU-T V.42 (polynomial 0x04C11DB7, reflected), as PNG chunks and zip
/// files carry it. Shared by the QR code's PNG writer and the Bills feature's PNG reader.
package enum CRC32 {
  /// The remainder of each byte value, computed once.
  private static let table: [UInt32] = (0..<256).map { byte in
    var remainder = UInt32(byte)
    for _ in 0..<8 { remainder = remainder & 1 == 1 ? 0xEDB8_8320 ^ remainder >> 1 : remainder >> 1 }
    return remainder
  }

  /// The CRC-32 of `bytes`.
  package static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ crc >> 8 }
    return crc ^ 0xFFFF_FFFF
  }
}
