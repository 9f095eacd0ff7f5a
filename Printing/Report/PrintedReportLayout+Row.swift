extension PrintedReportLayout {
  /// Which row of the table a cell is in.
  package enum Row: Sendable, Hashable {
    /// The header row of column titles, on every page.
    case header
    /// Row `index` (from 0) of the table's rows.
    case body(Int)
    /// The totals row.
    case totals
    /// The line printed when the table has no rows.
    case empty
  }
}
