/// The table of a ``PrintedReport``: column titles, rows of text and an optional totals row.
///
/// Every row has one text per column. Numbers are given already formatted ("₹1,23,456.00") and
/// printed right-aligned in a ``Column/number(_:width:)`` column.
package struct PrintedTable: Sendable, Hashable {
  /// The columns, left to right.
  package var columns: [Column]
  /// The rows, top to bottom, each with one text per column.
  package var rows: [[String]]
  /// The totals row, printed in bold after the last row, or `nil`.
  package var totals: [String]?
  /// The line printed in place of the rows when there are none, or `nil` for none.
  package var emptyMessage: String?

  /// A table of `rows` under `columns`, with `totals` after them.
  package init(columns: [Column], rows: [[String]], totals: [String]? = nil, emptyMessage: String? = nil) {
    self.columns = columns
    self.rows = rows
    self.totals = totals
    self.emptyMessage = emptyMessage
  }

  /// Checks that there are columns, that their widths and line counts are valid and that every
  /// row and the totals have one cell per column.
  package func validate() throws(PrintedReportError) {
    guard !columns.isEmpty else { throw .noColumns }
    for (index, column) in columns.enumerated() {
      guard column.width.isFinite, column.width > 0 else {
        throw .invalidColumnWidth(column: index, width: column.width)
      }
      guard (1...Column.lineLimit).contains(column.maximumLines) else {
        throw .invalidLineCount(column: index, maximumLines: column.maximumLines)
      }
    }
    for (index, row) in rows.enumerated() where row.count != columns.count {
      throw .rowWidth(row: index, cells: row.count, columns: columns.count)
    }
    if let totals, totals.count != columns.count {
      throw .totalsWidth(cells: totals.count, columns: columns.count)
    }
  }

  /// The columns' widths in points when the table is `width` points wide: shares of `width`
  /// proportional to each column's relative ``Column/width``.
  package func columnWidths(in width: Double) -> [Double] {
    let total = columns.reduce(0) { $0 + $1.width }
    guard total > 0 else { return columns.map { _ in 0 } }
    return columns.map { width * $0.width / total }
  }
}
