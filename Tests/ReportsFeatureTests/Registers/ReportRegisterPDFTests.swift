import Foundation
import PrintingTesting
import ReportsFeature
import ReportsTesting
import SharedCore
import SharedPlatform
import Testing

/// A register printed: a valid PDF whose text is the register's, Devanagari names included, with its
/// monthly chart and its pages numbered.
@Suite struct ReportRegisterPDFTests {
  static let today = CalendarDate(year: 2026, month: 11, day: 28)!

  func text(of pdf: Data) async throws -> (text: String, valid: Bool) {
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("register.pdf")
    try pdf.write(to: file)
    let check = try await PDFTools.run("qpdf", ["--check", file.path])
    let text = try await PDFTools.run("pdftotext", ["-enc", "UTF-8", "-layout", file.path, "-"])
    return (text.output, check.status == 0 && check.output.contains("No syntax or stream encoding errors found"))
  }

  @Test func theSalesRegisterPrintsWithItsChartAndEveryScript() async throws {
    let reports = try await ReportsTestbed.make(today: Self.today)
    try await reports.record([
      .party(ReportingParty(id: "ram", name: "राम किराना", stateCode: "29")),
      .party(ReportingParty(id: "asha", name: "Asha Traders")),
    ])
    for index in 0..<60 {
      let day = CalendarDate(year: 2026, month: 4 + index % 8, day: 1 + index % 27)!
      try await reports.record([
        .document(
          ReportsSamples.document(
            "INV-\(100 + index)", date: day, partyID: index.isMultiple(of: 2) ? "ram" : "asha",
            lines: [ReportsSamples.line("\(1000 + index * 250)")]))
      ])
    }
    let registers = try reports.session.resolve(ReportRegisters.self)
    let sales = try await registers.sales(for: .financialYear(startingIn: 2026))
    let pdf = try sales.pdf(shaper: SystemTextShaper(), business: "Shree Ganesh Traders")
    let (text, valid) = try await text(of: pdf)
    #expect(valid)
    #expect(text.contains("Sales register"))
    #expect(text.contains("Shree Ganesh Traders"))
    #expect(text.contains("राम किराना"))
    #expect(text.contains("INV-159"))
    #expect(text.contains("Net sales by month"))
    #expect(text.contains("Page 2 of"))
    // The totals row, grouped the Indian way: 60 invoices of ₹1,000 + ₹250 × index (₹5,02,500) at 18 %.
    #expect(text.contains("5,02,500.00"))
    #expect(text.contains("5,92,950.00"))
  }

  @Test func anEmptyPeriodStillPrints() async throws {
    let reports = try await ReportsTestbed.make(today: Self.today)
    let registers = try reports.session.resolve(ReportRegisters.self)
    let book = try await registers.dayBook(for: .month(11, of: 2026))
    let (text, valid) = try await text(of: try book.pdf(shaper: SystemTextShaper()))
    #expect(valid)
    #expect(text.contains("Day book"))
    #expect(text.contains("Nothing in this period"))
  }
}
