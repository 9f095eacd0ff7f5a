import BillsTesting
import Foundation
import PrintingTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@testable import BillsFeature

/// The invoice on thermal paper: one narrow page as tall as the receipt, with the items, totals and a
/// UPI code that scans, and a plain-text form whose lines fit the printer's width.
@Suite struct BillReceiptTests {
  static func invoice(labels: BillPDFLabels = .english) throws -> BillPDFInvoice {
    let document = try BillPrintRule46Tests.issuedInvoice(paidPaise: 100_000)
    return try BillPDFInvoice(
      document: document, totals: try document.totals(), seller: BillsSamples.seller, buyer: BillPrintRule46Tests.buyer,
      settings: BillPrintSettings(
        labels: labels, upiPayee: try BillUPIPayee(address: "sharma.traders@okhdfcbank", name: "Sharma Traders")))
  }

  @Test(arguments: BillReceiptPaper.allCases)
  func aReceiptIsOneNarrowPageWhoseCodeScans(paper: BillReceiptPaper) async throws {
    let invoice = try Self.invoice(labels: .hindi)
    let receipt = try BillPDFRenderer(shaper: SystemTextShaper()).renderReceipt(invoice, paper: paper)
    #expect(receipt.pageCount == 1)
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("receipt.pdf")
    try receipt.write(to: file)
    #expect(try await PDFTools.run("qpdf", ["--check", file.path]).status == 0)
    let info = try await PDFTools.run("pdfinfo", [file.path]).output
    let size = try #require(info.split(whereSeparator: \.isNewline).first { $0.hasPrefix("Page size:") })
    let numbers = size.split(separator: " ").compactMap { Double($0) }
    #expect(abs((numbers.first ?? 0) - paper.pointsWide) < 0.01, "\(size)")
    #expect((numbers.dropFirst().first ?? 0) > 200 && (numbers.dropFirst().first ?? 0) < 1_500, "\(size)")
    #expect(info.contains("Pages:           1"))

    let text = try await PDFTools.run("pdftotext", ["-enc", "UTF-8", file.path, "-"]).output
    for expected in ["कर बीजक", "कानूनी सलाह", "शेष देय राशि", "Basmati rice 25 kg", invoice.number] {
      #expect(text.contains(expected), "pdftotext lost \(expected)")
    }
    if let keep = ProcessInfo.processInfo.environment["BILLS_PDF_KEEP"] {
      try? FileManager.default.removeItem(atPath: keep + "-\(paper.rawValue).pdf")
      try FileManager.default.copyItem(at: file, to: URL(fileURLWithPath: keep + "-\(paper.rawValue).pdf"))
    }
    let prefix = directory.appendingPathComponent("page").path
    #expect(try await PDFTools.run("pdftoppm", ["-r", "300", "-png", file.path, prefix]).status == 0)
    let page = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".png") })
    let scanned = try await PDFTools.run("zbarimg", ["--raw", "-q", directory.appendingPathComponent(page).path])
    #expect(scanned.output.trimmingCharacters(in: .whitespacesAndNewlines) == invoice.paymentQRCode?.payload)
  }

  @Test(arguments: BillReceiptPaper.allCases)
  func thePlainTextFitsThePaperAndKeepsEveryAmount(paper: BillReceiptPaper) throws {
    let invoice = try Self.invoice()
    let text = BillReceiptText.text(for: invoice, paper: paper)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    for line in lines { #expect(line.count <= paper.charactersPerLine, "\"\(line)\" is too wide") }
    for row in invoice.totals {
      let start = try #require(lines.firstIndex { $0.hasPrefix(String(row.label.prefix(12))) }, "\(row.label)")
      #expect(lines[start...].prefix(3).contains { $0.hasSuffix(row.value) }, "\(row.label) lost \(row.value)")
    }
    for item in invoice.lines {
      #expect(lines.contains { $0.hasSuffix(item.amount) })
    }
    #expect(text.contains("sharma.traders@okhdfcbank"))
    #expect(lines.contains { $0 == String(repeating: "-", count: paper.charactersPerLine) })
  }

  @Test func theNarrowTextLayoutIsExact() {
    #expect(BillReceiptText.pair("Total Payable", "₹5,197.00", 32) == ["Total Payable          ₹5,197.00"])
    #expect(
      BillReceiptText.pair("Whether tax is payable on reverse charge", "No", 32)
        == ["Whether tax is payable on", "reverse charge", "                              No"])
    #expect(BillReceiptText.centered("बासमती चावल", 32) == ["            बासमती चावल"])
    #expect(
      BillReceiptText.wrapped(String(repeating: "x", count: 40), 32) == [String(repeating: "x", count: 32), "xxxxxxxx"])
  }
}
