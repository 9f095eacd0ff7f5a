import Foundation
import PrintingTesting
import SharedPlatform
import SharedPrinting
import Testing

/// Printed reports checked by independent tools: qpdf's structural check and poppler's text
/// extraction, which gives back the title, every row (names in Indian scripts too) and the page numbers.
@Suite struct PrintedReportToolTests {
  @Test(.enabled(if: PDFTools.hasQPDF && PDFTools.hasPDFToText))
  func aTwoPageRegisterPassesQPDFAndExtractsEveryRow() async throws {
    let report = PrintedReportSamples.register(rowCount: 50)
    let layout = try report.laidOut(shaper: SystemTextShaper())
    #expect(layout.canvas.pages.count == 2)
    let data = try report.pdf(shaper: SystemTextShaper())
    #expect(try await PrintedReportSamples.qpdfAccepts(data))
    let text = try await PrintedReportSamples.extractedText(data)
    #expect(text.contains("Sales register"))
    #expect(text.contains("April 2025 – March 2026"))
    #expect(text.contains("Sales by month"))
    #expect(text.contains("श्री गणेश ट्रेडर्स"))
    for index in 0..<50 {
      for cell in PrintedReportSamples.row(index) {
        #expect(text.contains(cell), "row \(index): \(cell)")
      }
    }
    #expect(text.contains("₹1,17,998.82"))
    let first = try await PrintedReportSamples.extractedText(data, pages: 1...1)
    let second = try await PrintedReportSamples.extractedText(data, pages: 2...2)
    #expect(first.contains("Page 1 of 2"))
    #expect(second.contains("Page 2 of 2"))
    #expect(second.contains("Taxable value") && second.contains("Party"))
  }

  @Test(.enabled(if: PDFTools.hasQPDF), arguments: [PrintedReport.Orientation.portrait, .landscape])
  func everyShapeOfReportPassesQPDF(orientation: PrintedReport.Orientation) async throws {
    var reports = [
      PrintedReportSamples.register(rowCount: 0), PrintedReportSamples.register(rowCount: 120, chart: false),
      PrintedReportSamples.register(rowCount: 3),
    ]
    reports[2].chart = PrintedReportSamples.monthlyChart([0, 0, 0])
    for var report in reports {
      report.orientation = orientation
      let data = try report.pdf(shaper: SystemTextShaper())
      #expect(try await PrintedReportSamples.qpdfAccepts(data))
      let mediaBox = orientation == .portrait ? "/MediaBox [0 0 595.28 841.89]" : "/MediaBox [0 0 841.89 595.28]"
      #expect(PDFInspector.latin1([UInt8](data)[...]).contains(mediaBox))
    }
  }

  @Test(.enabled(if: PDFTools.hasPDFToText))
  func anEmptyTablePrintsItsHeaderMessageAndTotals() async throws {
    var report = PrintedReportSamples.register(rowCount: 0, chart: false)
    report.table.emptyMessage = "No sales in this period"
    let layout = try report.laidOut(shaper: SystemTextShaper())
    #expect(layout.canvas.pages.count == 1)
    #expect(Set(layout.cells.map(\.row)) == [.header, .empty, .totals])
    let text = try await PrintedReportSamples.extractedText(try report.pdf(shaper: SystemTextShaper()))
    #expect(text.contains("No sales in this period"))
    #expect(text.contains("Taxable value"))
    #expect(text.contains("Page 1 of 1"))
  }
}
