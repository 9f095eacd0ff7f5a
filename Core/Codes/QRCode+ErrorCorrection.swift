extension QRCode {
  /// How much of a symbol may be dirty, torn or covered and still read (ISO/IEC 18004 §7.5.1): each
  /// level spends more of the symbol on Reed–Solomon error correction than the one before.
  public enum ErrorCorrection: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Level L: recovers about 7 % of the codewords.
    case low
    /// Level M: recovers about 15 % of the codewords; the usual choice for printed documents.
    case medium
    /// Level Q: recovers about 25 % of the codewords.
    case quartile
    /// Level H: recovers about 30 % of the codewords.
    case high

    /// The level's letter: `L`, `M`, `Q` or `H`.
    public var description: String {
      switch self {
      case .low: "L"
      case .medium: "M"
      case .quartile: "Q"
      case .high: "H"
      }
    }

    /// The two bits the format information carries for the level: L 01, M 00, Q 11, H 10.
    var formatBits: Int {
      switch self {
      case .low: 0b01
      case .medium: 0b00
      case .quartile: 0b11
      case .high: 0b10
      }
    }

    /// The row of the block tables for the level.
    var tableIndex: Int {
      switch self {
      case .low: 0
      case .medium: 1
      case .quartile: 2
      case .high: 3
      }
    }
  }
}
