/// Thermal receipt paper: how wide a counter receipt is printed.
public enum BillReceiptPaper: String, Sendable, Hashable, Codable, CaseIterable {
  /// 58 mm paper, 48 mm printable: 32 characters a line in a printer's standard font.
  case width58mm
  /// 80 mm paper, 72 mm printable: 48 characters a line.
  case width80mm

  /// The page width of a receipt PDF, in points (the paper's width).
  public var pointsWide: Double {
    switch self {
    case .width58mm: 58 / 25.4 * 72
    case .width80mm: 80 / 25.4 * 72
    }
  }

  /// The printable width's margin on each side, in points.
  var margin: Double {
    switch self {
    case .width58mm: 5 / 25.4 * 72
    case .width80mm: 4 / 25.4 * 72
    }
  }

  /// How many characters a line of the plain-text receipt holds.
  public var charactersPerLine: Int {
    switch self {
    case .width58mm: 32
    case .width80mm: 48
    }
  }

  /// The text size of a receipt PDF, in points.
  var textSize: Double {
    switch self {
    case .width58mm: 7
    case .width80mm: 8
    }
  }
}
