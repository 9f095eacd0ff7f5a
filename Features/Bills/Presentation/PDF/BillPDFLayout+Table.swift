import SharedCore
import SharedPrinting

extension BillPDFLayout {
  private static let cellPadding = 3.0

  /// The narrowest the description column gets; the other columns shrink in proportion to leave it.
  private static let minimumDescriptionWidth = 110.0

  /// The line items in the invoice's columns: the description takes the width the others leave and
  /// wraps within it.
  mutating func drawLineTable() throws(PDFFontError) {
    let specs = invoice.columns.map { Self.columnSpec($0, labels: invoice.labels) }
    let fixed = specs.filter { $0.width != nil }.reduce(0) { $0 + ($1.width ?? 0) }
    let hasDescription = specs.contains { $0.width == nil }
    let room = Self.contentWidth - (hasDescription ? Self.minimumDescriptionWidth : 0)
    let scale = fixed > room ? room / fixed : 1
    let descriptionWidth = Self.contentWidth - fixed * scale
    let columns = specs.map { spec in
      BillPDFTableColumn(
        title: spec.title, width: spec.width.map { $0 * scale } ?? descriptionWidth, alignment: spec.alignment)
    }
    let rows = invoice.lines.map { line in invoice.columns.map(line.text(for:)) }
    try drawTable(columns: columns, rows: rows, boldRows: [], size: 7.5)
  }

  /// A column's title, width (`nil` for the description, which takes what is left) and alignment.
  private static func columnSpec(_ column: BillPDFInvoice.Column, labels: BillPDFLabels)
    -> (title: String, width: Double?, alignment: Alignment)
  {
    let title = column.title(in: labels)
    guard case .standard(let standard) = column else { return (title, 50, .left) }
    return switch standard {
    case .serialNumber: (title, 22, .center)
    case .description: (title, nil, .left)
    case .hsnOrSAC: (title, 44, .left)
    case .unit: (title, 32, .left)
    case .quantity: (title, 46, .right)
    case .rate, .tax: (title, 52, .right)
    case .discount: (title, 40, .right)
    case .taxableValue: (title, 60, .right)
    case .taxRate: (title, 30, .right)
    case .total: (title, 62, .right)
    }
  }

  /// The tax summary by HSN/SAC and rate, with its total row in bold.
  mutating func drawTaxSummary() throws(PDFFontError) {
    guard !invoice.taxSummary.isEmpty else { return }
    let labels = invoice.labels
    let fixed: [(String, Double)] = [
      (labels.taxRate, 46), (labels.taxableValue, 80), (labels.cgst, 68), (labels.sgst, 68), (labels.igst, 68),
      (labels.cess, 60),
    ]
    let columns =
      [
        BillPDFTableColumn(
          title: labels.hsn, width: Self.contentWidth - fixed.reduce(0) { $0 + $1.1 }, alignment: .left)
      ]
      + fixed.map { BillPDFTableColumn(title: $0.0, width: $0.1, alignment: .right) }
    var rows = invoice.taxSummary.map { [$0.hsn, $0.taxRate, $0.taxableValue, $0.cgst, $0.sgst, $0.igst, $0.cess] }
    var boldRows: Set<Int> = []
    if let total = invoice.taxSummaryTotal {
      boldRows.insert(rows.count)
      rows.append([total.hsn, total.taxRate, total.taxableValue, total.cgst, total.sgst, total.igst, total.cess])
    }
    let headingSize = 9.0
    try ensureSpace(headingSize * 1.6 + 40)
    try drawText(
      labels.taxSummary, font: Self.bold, size: headingSize, x: Self.margin, width: Self.contentWidth, top: top)
    top -= headingSize * 1.6
    try drawTable(columns: columns, rows: rows, boldRows: boldRows, size: 7.5)
    top -= 14
  }

  /// Draws a table from `top` down, continuing on new pages with the header row repeated; a row
  /// taller than a whole page is split between pages.
  mutating func drawTable(
    columns: [BillPDFTableColumn],
    rows: [[String]],
    boldRows: Set<Int>,
    size: Double
  ) throws(PDFFontError) {
    let leading = size * 1.3
    var header: [[String]] = []
    for column in columns {
      header.append(try wrap(column.title, font: Self.bold, size: size, width: column.width - 2 * Self.cellPadding))
    }
    let headerHeight = Double(header.map(\.count).max() ?? 1) * leading + 2 * Self.cellPadding
    var segmentTop: Double?
    for (index, row) in rows.enumerated() {
      let font = boldRows.contains(index) ? Self.bold : Self.regular
      var cells: [[String]] = []
      for (column, text) in zip(columns, row) {
        cells.append(try wrap(text, font: font, size: size, width: column.width - 2 * Self.cellPadding))
      }
      var next = 0
      let lineCount = cells.map(\.count).max() ?? 1
      while next < lineCount {
        let needed = Double(lineCount - next) * leading + 2 * Self.cellPadding
        let oneLine = leading + 2 * Self.cellPadding
        let tallerThanPage = needed > pageCapacity(headerHeight)
        if segmentTop == nil {
          try ensureSpace(headerHeight + (tallerThanPage ? oneLine : needed))
          segmentTop = try startSegment(columns: columns, header: header, headerHeight: headerHeight, size: size)
        } else if !fits(needed), !tallerThanPage || !fits(oneLine) {
          endSegment(columns: columns, from: segmentTop ?? top)
          try newPage()
          segmentTop = try startSegment(columns: columns, header: header, headerHeight: headerHeight, size: size)
        }
        let room = Int(((top - Self.bottomLimit - 2 * Self.cellPadding) / leading).rounded(.down))
        let count = max(1, min(lineCount - next, room))
        try drawRow(columns: columns, cells: cells, lines: next..<(next + count), font: font, size: size)
        next += count
      }
    }
    if segmentTop == nil {
      try ensureSpace(headerHeight)
      segmentTop = try startSegment(columns: columns, header: header, headerHeight: headerHeight, size: size)
    }
    endSegment(columns: columns, from: segmentTop ?? top)
  }

  /// The height a table row can use on a fresh continuation page below the running head and header row.
  private func pageCapacity(_ headerHeight: Double) -> Double {
    Self.pageHeight - Self.margin - 22 - headerHeight - Self.bottomLimit
  }

  private mutating func startSegment(
    columns: [BillPDFTableColumn],
    header: [[String]],
    headerHeight: Double,
    size: Double
  ) throws(PDFFontError) -> Double {
    let segmentTop = top
    canvas.drawRectangle(
      x: Self.margin, y: top - headerHeight, width: Self.contentWidth, height: headerHeight,
      fill: Self.shadeColor)
    try drawCells(
      columns: columns, cells: header, lines: 0..<(header.map(\.count).max() ?? 1), font: Self.bold,
      size: size)
    top -= headerHeight
    canvas.drawLine(x1: Self.margin, y1: top, x2: Self.margin + Self.contentWidth, y2: top, color: Self.ruleColor)
    return segmentTop
  }

  private mutating func endSegment(columns: [BillPDFTableColumn], from segmentTop: Double) {
    canvas.drawRectangle(
      x: Self.margin, y: top, width: Self.contentWidth, height: segmentTop - top,
      stroke: Self.ruleColor)
    var x = Self.margin
    for column in columns.dropLast() {
      x += column.width
      canvas.drawLine(x1: x, y1: segmentTop, x2: x, y2: top, width: 0.35, color: Self.ruleColor)
    }
  }

  private mutating func drawRow(
    columns: [BillPDFTableColumn],
    cells: [[String]],
    lines: Range<Int>,
    font: Int,
    size: Double
  ) throws(PDFFontError) {
    try drawCells(columns: columns, cells: cells, lines: lines, font: font, size: size)
    top -= Double(lines.count) * size * 1.3 + 2 * Self.cellPadding
    canvas.drawLine(
      x1: Self.margin, y1: top, x2: Self.margin + Self.contentWidth, y2: top, width: 0.25,
      color: Self.ruleColor)
  }

  private mutating func drawCells(
    columns: [BillPDFTableColumn],
    cells: [[String]],
    lines: Range<Int>,
    font: Int,
    size: Double
  ) throws(PDFFontError) {
    var x = Self.margin
    for (column, cell) in zip(columns, cells) {
      var lineTop = top - Self.cellPadding - size * 0.12
      for index in lines where cell.indices.contains(index) {
        try drawText(
          cell[index], font: font, size: size, x: x + Self.cellPadding, width: column.width - 2 * Self.cellPadding,
          top: lineTop, alignment: column.alignment)
        lineTop -= size * 1.3
      }
      x += column.width
    }
  }
}
