extension PrintedReportLayout {
  /// A line of text drawn in a table cell, and the cell: what the layout measured, for checking
  /// that no text leaves its cell.
  package struct PlacedCell: Sendable, Hashable {
    /// The page, from 0.
    package let page: Int
    /// The row the text belongs to.
    package let row: Row
    /// The column, from 0; `nil` for the empty-table message, which spans the table.
    package let column: Int?
    /// The text drawn (a line of the cell's text, possibly cut with "…").
    package let text: String
    /// The left edge of the text.
    package let x: Double
    /// The baseline.
    package let baseline: Double
    /// The text's advance width in points.
    package let width: Double
    /// The cell, padding included.
    package let cell: PDFRectangle

    /// A text placed in a cell.
    package init(
      page: Int, row: Row, column: Int?, text: String, x: Double, baseline: Double, width: Double, cell: PDFRectangle
    ) {
      self.page = page
      self.row = row
      self.column = column
      self.text = text
      self.x = x
      self.baseline = baseline
      self.width = width
      self.cell = cell
    }
  }
}
