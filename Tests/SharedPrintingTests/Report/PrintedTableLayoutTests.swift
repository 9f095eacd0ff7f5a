import Foundation
import PrintingTesting
import SharedPlatform
import SharedPrinting
import Testing

/// The table's layout, read from the frames it computed: no text leaves its cell however wide it
/// is, numbers end at their cell's right edge, the header is on every page, the totals row is
/// bold at the end, and inconsistent tables are refused with a typed error.
@Suite struct PrintedTableLayoutTests {
  private static let padding = 3.0

  private static func layout(_ report: PrintedReport) throws -> PrintedReportLayout {
    try report.laidOut(shaper: SystemTextShaper())
  }

  @Test func wideTextNeverLeavesItsColumn() throws {
    let long = "Pneumonoultramicroscopicsilicovolcanoconiosis-and-other-unbreakable-words-without-spaces"
    let hindi = "श्री गणेश ट्रेडर्स एंड संस बहुत लंबा नाम जो एक पंक्ति में नहीं समाता और आगे भी चलता रहता है"
    let columns: [PrintedTable.Column] = [
      .text("Invoice number that is far too long for a header", width: 0.6), .text("Party", width: 1.4),
      .number("Amount", width: 0.35), PrintedTable.Column(title: "Note", width: 1, maximumLines: 1),
    ]
    let rows = (0..<40).map { index in
      [
        "INV/2025-26/\(index)/\(long)", index.isMultiple(of: 2) ? hindi : long, "₹12,34,56,78,901.00",
        "\(long) \(hindi)",
      ]
    }
    let table = PrintedTable(columns: columns, rows: rows, totals: ["Total", long, "₹99,99,99,99,999.99", hindi])
    for orientation in [PrintedReport.Orientation.portrait, .landscape] {
      let report = PrintedReport(title: long + " " + hindi, orientation: orientation, table: table)
      let layout = try Self.layout(report)
      #expect(layout.cells.count > rows.count * 2)
      for placed in layout.cells {
        #expect(placed.x >= placed.cell.x + Self.padding - 0.001, "\(placed.text)")
        #expect(placed.x + placed.width <= placed.cell.maxX - Self.padding + 0.001, "\(placed.text)")
        #expect(placed.baseline > placed.cell.y && placed.baseline < placed.cell.maxY, "\(placed.text)")
      }
      let cut = layout.cells.filter { $0.text.hasSuffix("…") }
      #expect(cut.contains { $0.column == 2 }, "the amounts are cut, not spilled")
      #expect(cut.contains { $0.column == 3 })
      // A text column wraps to at most three lines.
      let linesPerCell = Dictionary(grouping: layout.cells) { "\($0.page) \($0.row) \($0.column ?? -1)" }
      #expect(linesPerCell.values.allSatisfy { $0.count <= 3 })
      #expect(layout.cells.filter { $0.column == 3 && $0.row != .header }.allSatisfy { $0.text.hasSuffix("…") })
    }
  }

  @Test func numbersEndAtTheRightEdgeAndTextStartsAtTheLeft() throws {
    let layout = try Self.layout(PrintedReportSamples.register(rowCount: 5))
    let body = layout.cells.filter { if case .body = $0.row { true } else { false } }
    try #require(body.count == 25)
    for placed in body {
      if placed.column == 3 || placed.column == 4 {
        #expect(abs(placed.x + placed.width - (placed.cell.maxX - Self.padding)) < 0.001)
      } else {
        #expect(abs(placed.x - (placed.cell.x + Self.padding)) < 0.001)
      }
    }
  }

  @Test func theHeaderIsOnEveryPageAndTheTotalsComeLastInBold() throws {
    let report = PrintedReportSamples.register(rowCount: 150)
    let layout = try Self.layout(report)
    let pages = layout.canvas.pages.count
    #expect(pages >= 4)
    for page in 0..<pages {
      let header = layout.cells.filter { $0.page == page && $0.row == .header }.map(\.text)
      #expect(header == ["Date", "Invoice", "Party", "Taxable value", "Total"], "page \(page + 1)")
    }
    let rows = layout.cells.compactMap { if case .body(let row) = $0.row { row } else { nil } }
    #expect(Array(Set(rows)).sorted() == Array(0..<150))
    #expect(rows == rows.sorted())
    let totals = layout.cells.filter { $0.row == .totals }
    #expect(totals.map(\.text) == ["Total", "₹99,999.00", "₹1,17,998.82"])
    #expect(totals.allSatisfy { $0.page == pages - 1 })
    let content = try PrintedReportSamples.contentStreams(report.pdf(shaper: SystemTextShaper()))
    #expect(content.count == pages)
    // Bold is the second face (F2) from the header row on; the totals row's amounts are in it.
    let lastPage = try #require(content.last)
    let totalsStart = try #require(lastPage.range(of: "/F2 8 Tf", options: .backwards))
    #expect(lastPage[..<totalsStart.lowerBound].contains("/F1 8 Tf"))
  }

  @Test func aZeroRowTableKeepsItsHeaderAndTotals() throws {
    let layout = try Self.layout(PrintedReportSamples.register(rowCount: 0))
    #expect(layout.canvas.pages.count == 1)
    #expect(layout.cells.filter { $0.row == .header }.count == 5)
    #expect(layout.cells.filter { $0.row == .totals }.count == 3)
    #expect(!layout.cells.contains { if case .body = $0.row { true } else { false } })
    var bare = PrintedReportSamples.register(rowCount: 0, chart: false)
    bare.table.totals = nil
    #expect(try Self.layout(bare).cells.allSatisfy { $0.row == .header })
  }

  @Test func inconsistentTablesAreRefusedWithWhatAndWhere() {
    let shaper = SystemTextShaper()
    var report = PrintedReportSamples.register(rowCount: 4)
    report.table.rows[2] = ["only one"]
    #expect(throws: PrintedReportError.rowWidth(row: 2, cells: 1, columns: 5)) { try report.pdf(shaper: shaper) }
    report = PrintedReportSamples.register(rowCount: 1)
    report.table.totals = ["Total"]
    #expect(throws: PrintedReportError.totalsWidth(cells: 1, columns: 5)) { try report.pdf(shaper: shaper) }
    report = PrintedReportSamples.register(rowCount: 1)
    report.table.columns[1].width = 0
    #expect(throws: PrintedReportError.invalidColumnWidth(column: 1, width: 0)) { try report.pdf(shaper: shaper) }
    report.table.columns[1].width = .infinity
    #expect(throws: PrintedReportError.invalidColumnWidth(column: 1, width: .infinity)) {
      try report.pdf(shaper: shaper)
    }
    report = PrintedReportSamples.register(rowCount: 1)
    report.table.columns[4].maximumLines = 0
    #expect(throws: PrintedReportError.invalidLineCount(column: 4, maximumLines: 0)) { try report.pdf(shaper: shaper) }
    report = PrintedReport(title: "Empty", table: PrintedTable(columns: [], rows: []))
    #expect(throws: PrintedReportError.noColumns) { try report.pdf(shaper: shaper) }
    report = PrintedReportSamples.register(rowCount: 1)
    report.table.rows[0][2] = "北京"
    #expect(throws: PrintedReportError.font(.unsupportedCharacter("北", text: "北京"))) {
      try report.pdf(shaper: shaper)
    }
    #expect(PrintedReportError.rowWidth(row: 2, cells: 1, columns: 5).description == "row 3 has 1 cells for 5 columns")
  }
}
