extension PrintedReportLayout {
  private static let tableSize = 8.0
  private static let cellPadding = 3.0
  private static var leading: Double { tableSize * 1.3 }

  /// A row ready to draw: each cell's lines, the font and the row's height.
  private struct PreparedRow {
    let row: Row
    let cells: [[String]]
    let font: Int
    let height: Double
  }

  /// The table from `top` down, continuing on new pages with the header row repeated, then the
  /// totals row; the empty message when there are no rows.
  mutating func drawTable() throws(PDFFontError) {
    let table = report.table
    let widths = table.columnWidths(in: contentWidth)
    var header: [[String]] = []
    for (column, width) in zip(table.columns, widths) {
      header.append(try lines(column.title, font: Self.bold, size: Self.tableSize, width: inner(width), maximum: 2))
    }
    let headerRow = PreparedRow(row: .header, cells: header, font: Self.bold, height: height(of: header))
    var rows: [PreparedRow] = []
    for (index, row) in table.rows.enumerated() {
      rows.append(try prepare(row, as: .body(index), font: Self.regular, widths: widths))
    }
    if rows.isEmpty, let message = table.emptyMessage {
      let line = try canvas.truncate(message, font: Self.regular, size: Self.tableSize, width: inner(contentWidth))
      rows.append(PreparedRow(row: .empty, cells: [[line]], font: Self.regular, height: height(of: [[line]])))
    }
    if let totals = table.totals {
      rows.append(try prepare(totals, as: .totals, font: Self.bold, widths: widths))
    }
    if !fits(headerRow.height + (rows.first?.height ?? 0)) { try newPage() }
    var segmentTop = top
    try draw(headerRow, widths: widths)
    for row in rows {
      if !fits(row.height) {
        endSegment(from: segmentTop)
        try newPage()
        segmentTop = top
        try draw(headerRow, widths: widths)
      }
      try draw(row, widths: widths)
    }
    endSegment(from: segmentTop)
  }

  /// The width inside a cell `width` wide, padding removed.
  private func inner(_ width: Double) -> Double {
    max(0, width - 2 * Self.cellPadding)
  }

  /// The height of a row whose tallest cell has the most lines of `cells`.
  private func height(of cells: [[String]]) -> Double {
    Double(max(1, cells.map(\.count).max() ?? 1)) * Self.leading + 2 * Self.cellPadding
  }

  /// Each cell of `texts` broken into the lines its column allows.
  private func prepare(_ texts: [String], as row: Row, font: Int, widths: [Double]) throws(PDFFontError) -> PreparedRow
  {
    var cells: [[String]] = []
    for ((text, column), width) in zip(zip(texts, report.table.columns), widths) {
      cells.append(
        try lines(text, font: font, size: Self.tableSize, width: inner(width), maximum: column.maximumLines))
    }
    return PreparedRow(row: row, cells: cells, font: font, height: height(of: cells))
  }

  /// Draws `row` at `top` (shaded for the header and totals, ruled below and between its columns;
  /// the empty message across them) and moves `top` under it.
  private mutating func draw(_ row: PreparedRow, widths: [Double]) throws(PDFFontError) {
    let bottom = top - row.height
    switch row.row {
    case .header, .totals:
      canvas.drawRectangle(x: Self.margin, y: bottom, width: contentWidth, height: row.height, fill: Self.shadeColor)
    case .body, .empty: break
    }
    if row.row == .totals {
      canvas.drawLine(x1: Self.margin, y1: top, x2: Self.margin + contentWidth, y2: top, width: 0.9)
    }
    if row.row == .empty {
      let cell = PDFRectangle(x: Self.margin, y: bottom, width: contentWidth, height: row.height)
      try drawLines(row.cells[0], in: cell, row: row.row, column: nil, alignment: .center, font: row.font)
    } else {
      var x = Self.margin
      for (index, (lines, width)) in zip(row.cells, widths).enumerated() {
        let cell = PDFRectangle(x: x, y: bottom, width: width, height: row.height)
        let alignment = report.table.columns[index].alignment
        try drawLines(lines, in: cell, row: row.row, column: index, alignment: alignment, font: row.font)
        x += width
        if index < widths.count - 1 {
          canvas.drawLine(x1: x, y1: top, x2: x, y2: bottom, width: 0.35, color: Self.ruleColor)
        }
      }
    }
    top = bottom
    canvas.drawLine(
      x1: Self.margin, y1: top, x2: Self.margin + contentWidth, y2: top, width: row.row == .header ? 0.5 : 0.25,
      color: Self.ruleColor)
  }

  /// Draws `lines` from the top of `cell`, each aligned across the cell inside its padding.
  private mutating func drawLines(
    _ lines: [String],
    in cell: PDFRectangle,
    row: Row,
    column: Int?,
    alignment: PrintedTable.Alignment,
    font: Int
  ) throws(PDFFontError) {
    var baseline = cell.maxY - Self.cellPadding - Self.tableSize * 1.12
    for line in lines {
      defer { baseline -= Self.leading }
      guard !line.isEmpty else { continue }
      let width = try canvas.width(of: line, font: font, size: Self.tableSize)
      let left = cell.x + Self.cellPadding
      let x =
        switch alignment {
        case .leading: left
        case .center: left + (inner(cell.width) - width) / 2
        case .trailing: left + inner(cell.width) - width
        }
      try canvas.drawText(line, font: font, size: Self.tableSize, x: x, y: baseline)
      cells.append(
        PlacedCell(
          page: canvas.pages.count - 1, row: row, column: column, text: line, x: x, baseline: baseline, width: width,
          cell: cell))
    }
  }

  /// Frames the part of the table on this page, from `segmentTop` to `top`.
  private mutating func endSegment(from segmentTop: Double) {
    canvas.drawRectangle(
      x: Self.margin, y: top, width: contentWidth, height: segmentTop - top, stroke: Self.ruleColor)
  }
}
