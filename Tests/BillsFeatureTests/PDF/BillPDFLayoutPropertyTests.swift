import SharedPlatform
import SharedPrinting
import SharedTesting
import Testing

@testable import BillsFeature

/// Random invoices (seeded) never put text outside the page's margins, below the footer line or
/// over the page edge, and keep every line item, in order.
@Suite struct BillPDFLayoutPropertyTests {
  private static let words = [
    "steel", "bottle", "cotton", "ceramic", "notebook", "A5", "₹", "service", "maintenance", "premises", "1 L",
    "double-walled", "Supercalifragilisticexpialidociousproductnamewithoutspaces", "HSN", "(SAC)", "—", "naïve",
  ]

  private static func text(words count: Int, using generator: inout SeededGenerator) -> String {
    (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &generator)] }.joined(separator: " ")
  }

  private static func randomInvoice(using generator: inout SeededGenerator) -> BillPDFInvoice {
    var invoice = BillPDFSampleInvoices.invoice(lineCount: Int.random(in: 0...60, using: &generator))
    for index in invoice.lines.indices {
      invoice.lines[index].description = text(words: Int.random(in: 1...40, using: &generator), using: &generator)
    }
    invoice.seller.addressLines = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
      text(words: Int.random(in: 1...14, using: &generator), using: &generator)
    }
    invoice.buyer.name = text(words: Int.random(in: 1...12, using: &generator), using: &generator)
    invoice.terms = (0..<Int.random(in: 0...50, using: &generator)).map { _ in
      text(words: Int.random(in: 3...30, using: &generator), using: &generator)
    }
    if Bool.random(using: &generator) { invoice.shipTo = nil }
    invoice.buyer.state = text(words: Int.random(in: 1...8, using: &generator), using: &generator)
    invoice.bankDetails.append(.init(text(words: 3, using: &generator), text(words: 6, using: &generator)))
    invoice.totals.insert(
      .init(
        text(words: Int.random(in: 1...10, using: &generator), using: &generator),
        text(words: Int.random(in: 1...4, using: &generator), using: &generator)),
      at: 0)
    return invoice
  }

  @Test func textStaysInsideTheMarginsOnEveryPage() throws {
    let (faces, typefaces) = try PDFBundledFonts.fonts.get().faces(shaper: SystemTextShaper())
    var generator = SeededGenerator(seed: 0x1A_7007)
    for round in 0..<8 {
      let invoice = Self.randomInvoice(using: &generator)
      var layout = BillPDFLayout(invoice: invoice, setter: PDFTextSetter(faces: faces, typefaces: typefaces))
      let canvas = try layout.layout()
      var serials: [String] = []
      for (pageIndex, page) in canvas.pages.enumerated() {
        var footer = false
        for drawing in page {
          guard case .text(let runs, let size, let x, let y, _, _) = drawing else { continue }
          let glyphs = runs.flatMap(\.glyphs)
          let width = glyphs.reduce(0) { $0 + $1.advance } * size / 1000
          #expect(x >= BillPDFLayout.margin - 0.01, "round \(round) page \(pageIndex): text starts left of the margin")
          #expect(
            x + width <= BillPDFLayout.pageWidth - BillPDFLayout.margin + 0.01,
            "round \(round) page \(pageIndex): text runs past the right margin")
          #expect(y <= BillPDFLayout.pageHeight - BillPDFLayout.margin, "round \(round) page \(pageIndex): above top")
          #expect(
            y >= BillPDFLayout.bottomLimit - size * 0.5 || y == 30,
            "round \(round) page \(pageIndex): text at \(y) below the content area")
          if y == 30, size == 7.5 { footer = true }
          let text = glyphs.compactMap(\.text).joined()
          if Int(text) != nil, text.count <= 2, x < BillPDFLayout.margin + 22 { serials.append(text) }
        }
        #expect(footer, "round \(round) page \(pageIndex) has no footer")
      }
      #expect(serials == invoice.lines.map(\.serial), "round \(round): line items lost or out of order")
    }
  }
}
