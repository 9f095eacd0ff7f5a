@testable import SharedCore

/// Reads what a drawn symbol holds, for the tests.
enum QRCodeTesting {
  /// The symbol as rows of `#` (dark) and `.` (light).
  static func picture(of code: QRCode) -> [String] {
    (0..<code.size).map { y in String((0..<code.size).map { code.isDark(x: $0, y: y) ? "#" : "." }) }
  }

  /// The 15 format bits around the top-left finder, bit 0 first (ISO/IEC 18004 Figure 25).
  static func formatBitsAroundTopLeftFinder(of code: QRCode) -> Int {
    let positions =
      [(8, 0), (8, 1), (8, 2), (8, 3), (8, 4), (8, 5), (8, 7), (8, 8), (7, 8)] + (9..<15).map { (14 - $0, 8) }
    return bits(of: code, at: positions)
  }

  /// The 15 format bits below the top-right finder and beside the bottom-left one, bit 0 first.
  static func formatBitsBesideOtherFinders(of code: QRCode) -> Int {
    let size = code.size
    return bits(of: code, at: (0..<8).map { (size - 1 - $0, 8) } + (8..<15).map { (8, size - 15 + $0) })
  }

  /// The 18 version bits in the block above the bottom-left finder, or (`transposed`) left of the
  /// top-right finder, bit 0 first.
  static func versionBits(of code: QRCode, transposed: Bool) -> Int {
    let positions = (0..<18).map { index in
      let near = index / 3
      let far = code.size - 11 + index % 3
      return transposed ? (near, far) : (far, near)
    }
    return bits(of: code, at: positions)
  }

  private static func bits(of code: QRCode, at positions: [(x: Int, y: Int)]) -> Int {
    positions.enumerated().reduce(0) { word, entry in
      word | (code.isDark(x: entry.element.x, y: entry.element.y) ? 1 << entry.offset : 0)
    }
  }
}
