import BillsFeature
import Foundation
import PrintingTesting
import SharedPlatform
import Testing

/// Pagination, the closing blocks, unsupported characters and writing the file.
@Suite struct BillPDFLayoutTests {
  @Test func aOneLineInvoiceFitsOnePage() throws {
    let document = try BillPDFRenderer(shaper: SystemTextShaper()).render(BillPDFSampleInvoices.invoice(lineCount: 1))
    #expect(document.pageCount == 1)
    #expect(document.data.count < 40_000)
  }

  @Test func aMinimalInvoiceWithoutOptionalPartsRenders() throws {
    let invoice = BillPDFInvoice(
      title: "Bill of Supply",
      number: "B-1",
      seller: .init(name: "Seller"),
      buyer: .init(name: "Buyer"),
      lines: [],
      totals: [],
      amountInWords: ""
    )
    let document = try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice)
    #expect(document.pageCount == 1)
    let runs = try PDFInspector(document.data).textRuns(page: 0)
    for text in ["Bill of Supply", "B-1", "Same as Bill To", "Description", "For Seller", "Page 1 of 1"] {
      #expect(runs.contains(text), "missing \(text)")
    }
  }

  @Test func moreLinesNeverTakeFewerPages() throws {
    let renderer = try BillPDFRenderer(shaper: SystemTextShaper())
    var previous = 0
    for count in [0, 5, 20, 40, 60, 120] {
      let pages = try renderer.render(BillPDFSampleInvoices.invoice(lineCount: count)).pageCount
      #expect(pages >= previous, "\(count) lines")
      previous = pages
    }
    #expect(previous >= 5)
  }

  @Test func everyLineAppearsExactlyOnceAcrossPages() throws {
    let document = try BillPDFRenderer(shaper: SystemTextShaper()).render(BillPDFSampleInvoices.invoice(lineCount: 45))
    let pdf = try PDFInspector(document.data)
    var serials: [Int] = []
    for page in 0..<document.pageCount {
      let runs = try pdf.textRuns(page: page)
      serials += runs.compactMap { Int($0) }.filter { (1...45).contains($0) }
    }
    #expect(serials.filter { $0 >= 13 } == Array(13...45))
  }

  @Test func aDescriptionLongerThanAPageIsSplitNotLost() throws {
    var invoice = BillPDFSampleInvoices.invoice(lineCount: 2)
    let words = (1...900).map { "word\($0)" }
    invoice.lines[1].description = words.joined(separator: " ")
    let document = try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice)
    let pdf = try PDFInspector(document.data)
    var shown: [String] = []
    for page in 0..<document.pageCount {
      shown += try pdf.textRuns(page: page).flatMap { $0.split(separator: " ").map(String.init) }
    }
    #expect(document.pageCount >= 2)
    #expect(shown.filter { $0.hasPrefix("word") && Int($0.dropFirst(4)) != nil } == words)
  }

  @Test func lineBreaksAndTabsInADescriptionAreHonoured() throws {
    var invoice = BillPDFSampleInvoices.invoice(lineCount: 1)
    invoice.lines[0].description = "First line\r\nSecond\tline\rThird\nFourth"
    let runs = try PDFInspector(BillPDFRenderer(shaper: SystemTextShaper()).render(invoice).data).textRuns(page: 0)
    for text in ["First line", "Second line", "Third", "Fourth"] {
      #expect(runs.contains(text), "missing \(text)")
    }
  }

  @Test func aCharacterTheFontLacksIsATypedError() throws {
    var invoice = BillPDFSampleInvoices.invoice(lineCount: 1)
    invoice.buyer.name = "北京贸易"
    #expect(throws: BillFontError.unsupportedCharacter("北", text: "北京贸易")) {
      try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice)
    }
  }

  @Test func writeCreatesAnOwnerOnlyFileWithTheBytes() throws {
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("invoice.pdf")
    let document = try BillPDFRenderer(shaper: SystemTextShaper()).render(BillPDFSampleInvoices.invoice(lineCount: 2))
    try document.write(to: file)
    try document.write(to: file)
    #expect(try Data(contentsOf: file) == document.data)
    let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(permissions == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["invoice.pdf"])
  }

  @Test func writingIntoAMissingDirectoryNamesTheFailure() throws {
    let file = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/invoice.pdf")
    let document = try BillPDFRenderer(shaper: SystemTextShaper()).render(BillPDFSampleInvoices.invoice(lineCount: 1))
    let error = #expect(throws: BillPDFFileError.self) { try document.write(to: file) }
    #expect(error?.operation == "open")
    #expect(error?.path == file.path)
  }

  @Test func theInvoiceModelRoundTripsThroughJSON() throws {
    let invoice = BillPDFSampleInvoices.invoice(lineCount: 3)
    let decoded = try JSONDecoder().decode(BillPDFInvoice.self, from: JSONEncoder().encode(invoice))
    #expect(decoded == invoice)
  }
}
