import Foundation
import SharedCore
import SharedPrinting

extension ReportRegister {
  /// The register as a PDF: A4 (landscape when it has more than seven columns), its title, the
  /// period and `business` under it, its chart as bars with Indian-grouped values, then the table
  /// over as many pages as it needs with the header on each and the totals in bold. Every script
  /// prints: text is shaped by `shaper` (the platform's, `SystemTextShaper`) with the bundled Noto
  /// fonts.
  /// - Throws: ``ReportRegisterPrintError``.
  public func pdf(shaper: any TextShaper, business: String? = nil) throws(ReportRegisterPrintError) -> Data {
    let indian = AmountFormatter(grouping: .indian, fractionDigits: 2)
    let printed = rows.map { $0.map(Self.printedText) }
    let columns = self.columns.enumerated().map { index, column in
      // Widths follow the longest text a column holds (the first rows, and its title's longest word),
      // so dates, numbers and GSTINs keep to one line and names get the room that is left.
      let longest =
        ([column.title.split(separator: " ").map(\.count).max() ?? 0]
        + printed.prefix(200).map { $0.indices.contains(index) ? $0[index].count : 0 }).max() ?? 0
      let width = min(max(Double(longest) / 8, 0.8), 3)
      switch column.content {
      case .amount, .quantity: return PrintedTable.Column.number(column.title, width: width)
      case .date, .text: return PrintedTable.Column.text(column.title, width: width)
      }
    }
    let table = PrintedTable(
      columns: columns, rows: printed, totals: totals?.map(Self.printedText),
      emptyMessage: "Nothing in this period")
    let chart = self.chart.map { chart in
      PrintedBarChart(
        title: chart.title, bars: chart.bars.map { PrintedBarChart.Bar(label: $0.label, value: $0.value) },
        valueText: { indian.string(for: $0) })
    }
    let report = PrintedReport(
      title: title,
      subtitles: ["\(Self.printedText(.date(period.start))) – \(Self.printedText(.date(period.end)))"]
        + (business.map { [$0] } ?? []),
      orientation: columns.count > 7 ? .landscape : .portrait, chart: chart, table: table)
    do {
      return try report.pdf(shaper: shaper)
    } catch .font(let error) {
      throw .unprintableText("\(error)")
    } catch {
      throw .layout(error.description)
    }
  }
}
