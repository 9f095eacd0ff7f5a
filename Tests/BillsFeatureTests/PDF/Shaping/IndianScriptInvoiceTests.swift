import BillsFeature
import Foundation
import PrintingTesting
import SharedPlatform
import Testing

/// An invoice whose seller, buyer and items are named in every Indian script the renderer prints,
/// mixed with Latin on one line: it renders, passes qpdf's check, and `pdftotext` gives back every
/// name exactly as written (the glyphs carry ToUnicode entries and each shaped line an ActualText).
@Suite struct IndianScriptInvoiceTests {
  static let mixedLine = "Basmati बासमती 5 kg"

  static func invoice() -> BillPDFInvoice {
    var invoice = BillPDFSampleInvoices.invoice(lineCount: 1)
    let words = IndianScriptWords.table.flatMap(\.words) + [Self.mixedLine]
    invoice.lines = words.enumerated().map { index, word in
      BillPDFInvoice.Line(
        serial: "\(index + 1)", description: word, hsn: "10063020", quantity: "5 kg", rate: "₹95.00", discount: "",
        taxableValue: "₹475.00", taxRate: "5%", amount: "₹498.75")
    }
    invoice.seller.name = "श्री गणेश ट्रेडर्स"
    invoice.buyer.name = "ਗੁਰਮੁਖ ਸਿੰਘ ਐਂਡ ਸੰਨਜ਼"
    invoice.buyer.addressLines = ["கோயம்புத்தூர்", "ಬೆಂಗಳೂರು 560001"]
    return invoice
  }

  @Test func everyNameComesBackFromPdftotext() async throws {
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("indian-scripts.pdf")
    let invoice = Self.invoice()
    try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice).write(to: file)

    let check = try await PDFTools.run("qpdf", ["--check", file.path])
    #expect(check.status == 0)
    let (status, text) = try await PDFTools.run("pdftotext", ["-enc", "UTF-8", file.path, "-"])
    #expect(status == 0)
    let extracted = Set(text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) })
    for line in invoice.lines {
      #expect(extracted.contains(line.description), "pdftotext lost \(line.description)")
    }
    for name in [invoice.seller.name, invoice.buyer.name] + invoice.buyer.addressLines {
      #expect(text.contains(name), "pdftotext lost \(name)")
    }
  }

  @Test func charactersNoBundledFontHasAreNamedBeforePrinting() {
    #expect(BillPDFRenderer.unprintableCharacters(in: "बासमती चावल Basmati ₹ ক্ষ தமிழ்").isEmpty)
    #expect(BillPDFRenderer.unprintableCharacters(in: "北京 Rice 北") == ["北", "京"])
    #expect(BillPDFRenderer.unprintableCharacters(in: "اردو") == Array("اردو".unicodeScalars))
  }

  @Test func aNameNoFontCoversIsATypedErrorNamingTheCharacter() throws {
    var invoice = Self.invoice()
    invoice.lines[0].description = "Rice 北京"
    #expect(throws: BillFontError.unsupportedCharacter("北", text: "Rice 北京")) {
      try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice)
    }
  }
}
