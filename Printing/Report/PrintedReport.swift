import Foundation
import SharedCore

/// A report printed as PDF on A4 pages: a title and subtitle lines, an optional bar chart, and a
/// table that continues over as many pages as it needs.
///
/// The table's header row is repeated on every page, its optional totals row is printed in bold
/// at the end, and every page carries "Page n of m". All text is shaped through the given
/// `TextShaper` with the bundled Noto Sans fonts, so names in every Indian script print; a text no
/// text cell can hold is wrapped or cut with an ellipsis, never drawn outside its cell.
///
/// ```swift
/// var report = PrintedReport(title: "Sales register", table: PrintedTable(columns: columns, rows: rows))
/// report.subtitles = ["April 2025 – March 2026", "Shree Ganesh Traders"]
/// report.chart = PrintedBarChart(title: "Sales by month", bars: bars)
/// let data = try report.pdf(shaper: SystemTextShaper())
/// ```
package struct PrintedReport: Sendable {
  /// The title, in bold at the top of the first page and in every page's footer.
  package var title: String
  /// Lines under the title: the period, the business, filters.
  package var subtitles: [String]
  /// Portrait or landscape A4.
  package var orientation: Orientation
  /// The chart drawn between the subtitles and the table, if any.
  package var chart: PrintedBarChart?
  /// The table.
  package var table: PrintedTable
  /// The footer's page number text for page `page` (from 1) of `count`: "Page 2 of 5" by default.
  package var pageLabel: @Sendable (_ page: Int, _ count: Int) -> String
  /// The producer recorded in the document information dictionary.
  package var producer: String

  /// A report titled `title` printing `table`, on portrait pages, without subtitles or chart.
  package init(
    title: String,
    subtitles: [String] = [],
    orientation: Orientation = .portrait,
    chart: PrintedBarChart? = nil,
    table: PrintedTable,
    producer: String = "SharedCore",
    pageLabel: @escaping @Sendable (_ page: Int, _ count: Int) -> String = { "Page \($0) of \($1)" }
  ) {
    self.title = title
    self.subtitles = subtitles
    self.orientation = orientation
    self.chart = chart
    self.table = table
    self.producer = producer
    self.pageLabel = pageLabel
  }

  /// The report as a PDF 1.7 file, its fonts embedded as subsets of the glyphs drawn.
  ///
  /// - Throws: ``PrintedReportError`` when the table or chart is inconsistent (a row with more
  ///   cells than columns, a column width that is not positive) or a text has a character no
  ///   bundled font covers.
  package func pdf(shaper: any TextShaper) throws(PrintedReportError) -> Data {
    let layout = try laidOut(shaper: shaper)
    do {
      return Data(try layout.canvas.finish(title: title, producer: producer))
    } catch {
      throw .font(error)
    }
  }

  /// The report laid out on its pages, with where every bar and table text went.
  package func laidOut(shaper: any TextShaper) throws(PrintedReportError) -> PrintedReportLayout {
    try table.validate()
    try chart?.validate()
    let setter: PDFTextSetter
    do {
      let (faces, typefaces) = try PDFBundledFonts.fonts.get().faces(shaper: shaper)
      setter = PDFTextSetter(faces: faces, typefaces: typefaces)
    } catch {
      throw .font(error)
    }
    var layout = PrintedReportLayout(report: self, setter: setter)
    do {
      try layout.layOut()
    } catch {
      throw .font(error)
    }
    return layout
  }
}
