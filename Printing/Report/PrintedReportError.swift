/// Why a ``PrintedReport`` could not be printed: what is wrong and where.
package enum PrintedReportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The table has no columns.
  case noColumns
  /// Column `column` (from 0) has a relative width that is not a positive finite number.
  case invalidColumnWidth(column: Int, width: Double)
  /// Column `column` (from 0) allows `maximumLines` lines a cell; 1 to ``PrintedTable/Column/lineLimit`` are accepted.
  case invalidLineCount(column: Int, maximumLines: Int)
  /// Row `row` (from 0) has `cells` cells for `columns` columns.
  case rowWidth(row: Int, cells: Int, columns: Int)
  /// The totals row has `cells` cells for `columns` columns.
  case totalsWidth(cells: Int, columns: Int)
  /// Bar `bar` (from 0) has a value that is not a finite number.
  case invalidBarValue(bar: Int)
  /// A text has a character no bundled font covers, or a font could not be read or shaped.
  case font(PDFFontError)

  /// A sentence naming the problem and where it is.
  package var description: String {
    switch self {
    case .noColumns: "the table has no columns"
    case .invalidColumnWidth(let column, let width):
      "column \(column + 1) has the width \(width); widths must be positive"
    case .invalidLineCount(let column, let maximumLines):
      "column \(column + 1) allows \(maximumLines) lines a cell; 1 to \(PrintedTable.Column.lineLimit) are accepted"
    case .rowWidth(let row, let cells, let columns): "row \(row + 1) has \(cells) cells for \(columns) columns"
    case .totalsWidth(let cells, let columns): "the totals row has \(cells) cells for \(columns) columns"
    case .invalidBarValue(let bar): "bar \(bar + 1) has a value that is not a number"
    case .font(let error): error.description
    }
  }
}
