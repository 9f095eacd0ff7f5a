/// The data of a symbol as one byte-mode segment, optionally after an ECI designator
/// (ISO/IEC 18004 §7.4.2 and §7.4.5), and the data codewords that carry it.
struct QRSegment {
  /// The Extended Channel Interpretations a segment can declare.
  enum ECI: Int {
    /// ECI 000026: the bytes are UTF-8.
    case utf8 = 26
  }

  /// The bytes to encode.
  let bytes: [UInt8]
  /// The interpretation declared before the bytes, if any.
  let eci: ECI?

  /// The mode indicator of an ECI designator.
  private static let eciMode = 0b0111
  /// The mode indicator of byte mode.
  private static let byteMode = 0b0100

  /// The bits written before the bytes: the ECI designator (mode and an 8-bit assignment number), the
  /// byte-mode indicator and the character count, 8 bits wide in versions 1–9 and 16 bits from 10.
  func headerBitCount(version: Int) -> Int {
    (eci == nil ? 0 : 12) + 4 + QRSegment.countBitCount(version: version)
  }

  /// The width of the character count in byte mode (ISO/IEC 18004 Table 3).
  static func countBitCount(version: Int) -> Int { version <= 9 ? 8 : 16 }

  /// The most bytes a symbol of `version` at `errorCorrection` holds after this segment's header.
  func byteCapacity(version: Int, errorCorrection: QRCode.ErrorCorrection) -> Int {
    let dataBits = QRBlockStructure(version: version, errorCorrection: errorCorrection).dataCodewordCount * 8
    return min((dataBits - headerBitCount(version: version)) / 8, 1 << QRSegment.countBitCount(version: version) - 1)
  }

  /// The smallest version from `minimumVersion` up that holds the segment at `errorCorrection`, or `nil`.
  func smallestVersion(from minimumVersion: Int, errorCorrection: QRCode.ErrorCorrection) -> Int? {
    (minimumVersion...QRCode.versions.upperBound).first {
      bytes.count <= byteCapacity(version: $0, errorCorrection: errorCorrection)
    }
  }

  /// The `count` data codewords of a symbol of `version`: the header, the bytes, the terminator, zero
  /// bits to the next codeword and the pad codewords 0xEC and 0x11 in turn (ISO/IEC 18004 §7.4.10–7.4.11).
  func dataCodewords(version: Int, count: Int) -> [UInt8] {
    var buffer = QRBitBuffer(byteCapacity: count)
    if let eci {
      buffer.append(QRSegment.eciMode, bitCount: 4)
      buffer.append(eci.rawValue, bitCount: 8)
    }
    buffer.append(QRSegment.byteMode, bitCount: 4)
    buffer.append(bytes.count, bitCount: QRSegment.countBitCount(version: version))
    for byte in bytes { buffer.append(Int(byte), bitCount: 8) }
    buffer.append(0, bitCount: min(4, count * 8 - buffer.bitCount))
    buffer.padToByte()
    var pad: UInt8 = 0xEC
    while buffer.bytes.count < count {
      buffer.append(Int(pad), bitCount: 8)
      pad ^= 0xEC ^ 0x11
    }
    return buffer.bytes
  }
}
