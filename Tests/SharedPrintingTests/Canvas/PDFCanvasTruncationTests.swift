import SharedPlatform
import SharedPrinting
import Testing

/// Cutting a text to a width: unchanged when it fits, otherwise the longest start that fits with
/// "…", never inside a grapheme cluster, and nothing when not even "…" fits.
@Suite struct PDFCanvasTruncationTests {
  private static func canvas() throws -> PDFCanvas {
    let (faces, typefaces) = try PDFBundledFonts.fonts.get().faces(shaper: SystemTextShaper())
    return PDFCanvas(pageWidth: 595.28, pageHeight: 841.89, setter: PDFTextSetter(faces: faces, typefaces: typefaces))
  }

  @Test(arguments: [
    "Shree Ganesh Traders", "श्री गणेश ट्रेडर्स एंड संस", "கோயம்புத்தூர் ஸ்டோர்ஸ்", "₹12,34,56,789.00", "a",
  ])
  func aCutTextFitsAndStartsLikeTheOriginal(text: String) throws {
    let canvas = try Self.canvas()
    let full = try canvas.width(of: text, font: 0, size: 8)
    #expect(try canvas.truncate(text, font: 0, size: 8, width: full) == text)
    var width = full - 0.01
    while width > 0 {
      let cut = try canvas.truncate(text, font: 0, size: 8, width: width)
      #expect(try canvas.width(of: cut, font: 0, size: 8) <= width)
      if !cut.isEmpty {
        #expect(cut.hasSuffix("…"))
        #expect(text.hasPrefix(String(cut.dropLast())))
      }
      width -= full / 7
    }
    #expect(try canvas.truncate(text, font: 0, size: 8, width: 1) == "")
  }
}
