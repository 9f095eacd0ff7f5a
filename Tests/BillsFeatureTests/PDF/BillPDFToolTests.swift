import BillsFeature
import Foundation
import PrintingTesting
import SharedPlatform
import Testing

/// The rendered PDFs checked by independent tools: qpdf's structural check, poppler's text
/// extraction (through the embedded ToUnicode maps) and rasterisation.
@Suite struct BillPDFToolTests {
  private func write(lineCount: Int) throws -> (directory: URL, file: URL, document: BillPDFDocument) {
    let directory = try PDFTools.temporaryDirectory()
    let file = directory.appendingPathComponent("invoice.pdf")
    let document = try BillPDFRenderer(shaper: SystemTextShaper()).render(
      BillPDFSampleInvoices.invoice(lineCount: lineCount))
    try document.write(to: file)
    return (directory, file, document)
  }

  @Test(.enabled(if: PDFTools.hasQPDF), arguments: [1, 3, 60])
  func qpdfFindsNoErrors(lineCount: Int) async throws {
    let (directory, file, _) = try write(lineCount: lineCount)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try await PDFTools.run("qpdf", ["--check", file.path])
    #expect(result.status == 0)
    #expect(result.output.contains("No syntax or stream encoding errors found"))
  }

  @Test(.enabled(if: PDFTools.hasPDFToText))
  func pdftotextExtractsTheInvoice() async throws {
    let (directory, file, document) = try write(lineCount: 60)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(document.pageCount >= 3)
    let all = try await PDFTools.run("pdftotext", ["-enc", "UTF-8", file.path, "-"])
    #expect(all.status == 0)
    #expect(all.output.contains("INV/2025-26/0042"))
    #expect(all.output.contains(BillPDFSampleInvoices.sellerGSTIN))
    #expect(all.output.contains(BillPDFSampleInvoices.buyerGSTIN))
    #expect(all.output.contains(BillPDFSampleInvoices.payable))
    #expect(all.output.contains("For Shree Ganesh Traders"))
    #expect(all.output.contains("Authorised Signatory"))

    let page2 = try await PDFTools.run("pdftotext", ["-enc", "UTF-8", "-f", "2", "-l", "2", file.path, "-"])
    #expect(page2.output.contains("Page 2 of \(document.pageCount)"))
    #expect(page2.output.contains("Taxable Value"))
    #expect(page2.output.contains("HSN/SAC"))
    let onPage2 = (1...60).filter { page2.output.contains("item \($0)\n") || page2.output.contains("item \($0) ") }
    #expect(!onPage2.isEmpty)
    #expect(!onPage2.contains(1))
  }

  @Test(.enabled(if: PDFTools.hasPDFToText))
  func aWrappedDescriptionOnPage2IsExtracted() async throws {
    let (directory, file, _) = try write(lineCount: 60)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page2 = try await PDFTools.run("pdftotext", ["-enc", "UTF-8", "-raw", "-f", "2", "-l", "2", file.path, "-"])
      .output
    let words = page2.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let invoice = BillPDFSampleInvoices.invoice(lineCount: 60)
    let found = invoice.lines.first { words.contains("\($0.description) \($0.hsn)") }.flatMap { Int($0.serial) }
    #expect(found != nil)
    #expect(found.map { $0 > 10 } == true)
  }

  @Test(.enabled(if: PDFTools.hasPDFToPPM))
  func pdftoppmRendersPage1() async throws {
    let (directory, file, _) = try write(lineCount: 3)
    defer { try? FileManager.default.removeItem(at: directory) }
    let prefix = directory.appendingPathComponent("page").path
    let result = try await PDFTools.run("pdftoppm", ["-r", "60", "-png", "-f", "1", "-l", "1", file.path, prefix])
    #expect(result.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }
    #expect(names.count == 1)
    let png = try Data(contentsOf: directory.appendingPathComponent(names.first ?? ""))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(png.count > 5_000)
  }
}
