import BillsFeature
import Foundation
import PrintingTesting
import SharedPlatform
import Testing

/// The file structure read back by an independent parser: cross-reference offsets, references,
/// the trailer, the fonts and the text each page shows through its ToUnicode maps.
@Suite struct BillPDFStructureTests {
  private static func inspect(lineCount: Int) throws -> (PDFInspector, BillPDFDocument) {
    let document = try BillPDFRenderer(shaper: SystemTextShaper()).render(
      BillPDFSampleInvoices.invoice(lineCount: lineCount))
    return (try PDFInspector(document.data), document)
  }

  @Test(arguments: [1, 60])
  func everyCrossReferenceOffsetPointsAtItsObject(lineCount: Int) throws {
    let (pdf, _) = try Self.inspect(lineCount: lineCount)
    #expect(pdf.offsets.count == pdf.size - 1)
    for (number, offset) in pdf.offsets {
      let header = Array("\(number) 0 obj\n".utf8)
      #expect(Array(pdf.bytes[offset..<(offset + header.count)]) == header, "object \(number)")
    }
    #expect(Array(pdf.bytes.prefix(9)) == Array("%PDF-1.7\n".utf8))
    #expect(Array(pdf.bytes.suffix(6)) == Array("%%EOF\n".utf8))
  }

  @Test func everyReferenceResolvesAndStreamLengthsMatch() throws {
    let (pdf, _) = try Self.inspect(lineCount: 60)
    for (number, text) in pdf.objects {
      for reference in PDFInspector.references(in: text) {
        #expect(pdf.objects[reference] != nil, "object \(number) refers to missing \(reference)")
      }
      if pdf.streams[number] != nil {
        #expect(text.contains("/Filter /FlateDecode"), "object \(number) is not compressed")
      }
    }
  }

  @Test func theTrailerNamesTheCatalogAndInformation() throws {
    let (pdf, document) = try Self.inspect(lineCount: 3)
    let root = try #require(PDFInspector.value(of: "Root", in: pdf.trailer).flatMap { Int($0) })
    #expect(pdf.objects[root]?.contains("/Type /Catalog") == true)
    let info = try #require(PDFInspector.value(of: "Info", in: pdf.trailer).flatMap { Int($0) })
    #expect(pdf.objects[info]?.contains("/Title (Tax Invoice INV/2025-26/0042)") == true)
    #expect(pdf.objects[info]?.contains("/Producer (\(BillPDFRenderer.producer))") == true)
    #expect(pdf.trailer.contains("/ID [<"))
    #expect(try pdf.pageObjects().count == document.pageCount)
  }

  @Test func fontsAreSubsetType0WithIdentityEncodingAndDescriptors() throws {
    let (pdf, _) = try Self.inspect(lineCount: 3)
    let type0 = pdf.objects.values.filter { $0.contains("/Subtype /Type0") }
    #expect(type0.count == 2)
    for font in type0 {
      #expect(font.contains("/Encoding /Identity-H"))
      #expect(font.contains(#/\/BaseFont \/[A-Z]{6}\+NotoSans-(Regular|Bold)/#))
    }
    let descendants = pdf.objects.values.filter { $0.contains("/Subtype /CIDFontType2") }
    #expect(descendants.count == 2)
    for font in descendants {
      #expect(font.contains("/CIDToGIDMap /Identity"))
      #expect(font.contains("/W [0 ["))
      let descriptor = try #require(PDFInspector.value(of: "FontDescriptor", in: font).flatMap { Int($0) })
      let text = try #require(pdf.objects[descriptor])
      for key in ["Flags", "FontBBox", "ItalicAngle", "Ascent", "Descent", "CapHeight", "StemV", "FontFile2"] {
        #expect(text.contains("/\(key) "), "descriptor lacks /\(key)")
      }
    }
  }

  @Test func pageTextRoundTripsThroughTheToUnicodeMaps() throws {
    let (pdf, document) = try Self.inspect(lineCount: 60)
    let invoice = BillPDFSampleInvoices.invoice(lineCount: 60)
    var runs: [[String]] = []
    for page in 0..<document.pageCount { runs.append(try pdf.textRuns(page: page)) }
    let first = Set(runs[0])
    for text in [invoice.title, invoice.number, invoice.seller.name, "Bill To", "Ship To", invoice.buyer.name] {
      #expect(first.contains(text), "page 1 lacks \(text)")
    }
    #expect(first.contains(BillPDFSampleInvoices.sellerGSTIN))
    #expect(first.contains(BillPDFSampleInvoices.buyerGSTIN))
    let last = Set(runs[document.pageCount - 1])
    #expect(last.contains(BillPDFSampleInvoices.payable))
    #expect(last.contains("+₹0.44"))
    #expect(last.contains("For " + invoice.seller.name))
    #expect(last.contains("Authorised Signatory"))
    for page in 0..<document.pageCount {
      #expect(runs[page].contains("Page \(page + 1) of \(document.pageCount)"))
      #expect(runs[page].contains("Description"))
      #expect(runs[page].contains("Taxable Value"))
    }
    let serials = runs.joined().filter { Int($0) != nil }.compactMap { Int($0) }
    #expect(Set(serials).isSuperset(of: 1...60))
  }

  @Test func renderingIsDeterministic() throws {
    let invoice = BillPDFSampleInvoices.invoice(lineCount: 12)
    let renderer = try BillPDFRenderer(shaper: SystemTextShaper())
    #expect(try renderer.render(invoice).data == renderer.render(invoice).data)
  }
}
