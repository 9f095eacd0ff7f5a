/// One of the eight data mask patterns (ISO/IEC 18004 §7.8.2, Table 10): the data modules where the
/// pattern's condition holds are inverted, so that the symbol has no large areas or lines that a
/// reader could take for something else.
struct QRMask: Sendable, Hashable {
  /// The pattern's reference, 0–7, as the format information writes it.
  let reference: Int

  /// The eight patterns.
  static let all = (0..<8).map { QRMask(reference: $0) }

  /// 1 if the pattern inverts the module in column `x` and row `y`, else 0.
  func bit(x: Int, y: Int) -> UInt8 {
    inverts(x: x, y: y) ? 1 : 0
  }

  /// Whether the pattern inverts the module in column `x` and row `y`.
  func inverts(x: Int, y: Int) -> Bool {
    switch reference {
    case 0: (y + x) % 2 == 0
    case 1: y % 2 == 0
    case 2: x % 3 == 0
    case 3: (y + x) % 3 == 0
    case 4: (y / 2 + x / 3) % 2 == 0
    case 5: y * x % 2 + y * x % 3 == 0
    case 6: (y * x % 2 + y * x % 3) % 2 == 0
    default: ((y + x) % 2 + y * x % 3) % 2 == 0
    }
  }
}
