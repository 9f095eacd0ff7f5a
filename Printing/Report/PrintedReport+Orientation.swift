extension PrintedReport {
  /// Which way up an A4 page is.
  package enum Orientation: Sendable, Hashable {
    /// 595.28 × 841.89 points.
    case portrait
    /// 841.89 × 595.28 points: room for wide tables.
    case landscape

    /// The page's width and height in points.
    package var pageSize: (width: Double, height: Double) {
      switch self {
      case .portrait: (595.28, 841.89)
      case .landscape: (841.89, 595.28)
      }
    }
  }
}
