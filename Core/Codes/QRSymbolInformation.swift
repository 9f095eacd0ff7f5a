/// The format and version information a symbol carries beside its data, each protected by a BCH code
/// (ISO/IEC 18004 §7.9 and §7.10, Annexes C and D).
enum QRSymbolInformation {
  /// The 15 format bits for `errorCorrection` and `mask`: the level's 2 bits and the mask's 3, their
  /// BCH(15,5) remainder by x¹⁰ + x⁸ + x⁵ + x⁴ + x² + x + 1, the whole masked with 101010000010010.
  static func formatBits(errorCorrection: QRCode.ErrorCorrection, mask: QRMask) -> Int {
    let data = errorCorrection.formatBits << 3 | mask.reference
    return (data << 10 | remainder(of: data, dataBitCount: 5, generator: 0x537)) ^ 0x5412
  }

  /// The 18 version bits for `version` (7–40): the version's 6 bits and their BCH(18,6) remainder by
  /// x¹² + x¹¹ + x¹⁰ + x⁹ + x⁸ + x⁵ + x² + 1.
  static func versionBits(version: Int) -> Int {
    version << 12 | remainder(of: version, dataBitCount: 6, generator: 0x1F25)
  }

  /// The remainder of `data`·x^(degree) divided by `generator`, a polynomial over GF(2) of that degree.
  private static func remainder(of data: Int, dataBitCount: Int, generator: Int) -> Int {
    let degree = generator.bitWidth - generator.leadingZeroBitCount - 1
    var remainder = data << degree
    for bit in stride(from: dataBitCount + degree - 1, through: degree, by: -1) where remainder >> bit & 1 == 1 {
      remainder ^= generator << (bit - degree)
    }
    return remainder
  }
}
