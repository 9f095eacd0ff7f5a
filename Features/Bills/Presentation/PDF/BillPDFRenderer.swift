import Foundation
import SharedCore
import SharedPrinting

/// Renders a ``BillPDFInvoice`` to a PDF 1.7 file on A4 portrait pages, in pure Swift.
///
/// Text is shaped by the platform's engine (the `TextShaper` you pass: SharedPlatform's
/// `SystemTextShaper` uses Core Text on Apple platforms and HarfBuzz on Linux), so every Indian
/// script prints with its conjuncts, vowel signs and reph in place, and Latin, "₹" and Indian text
/// mix on one line. The fonts are Noto Sans and Noto Sans Devanagari, Bengali, Gurmukhi, Gujarati,
/// Oriya, Tamil, Telugu, Kannada and Malayalam (SIL Open Font License 1.1, shipped with the
/// module), embedded as subsets of the glyphs used with a ToUnicode map and the original text, so
/// copy, search and `pdftotext` give back what was written. The line table continues across pages
/// with its header repeated; every page carries "Page n of m".
///
/// ```swift
/// let renderer = try BillPDFRenderer(shaper: SystemTextShaper())
/// let document = try renderer.render(invoice)
/// try document.write(to: url)
/// ```
public struct BillPDFRenderer: Sendable {
  /// The producer recorded in the document information dictionary.
  public static let producer = "SharedCore BillsFeature"

  private let faces: [PDFFontFace]
  private let typefaces: [PDFTypeface]

  /// A renderer with the bundled fonts (read and checked once per process), shaping with `shaper`.
  public init(shaper: any TextShaper) throws(BillFontError) {
    do throws(PDFFontError) {
      (faces, typefaces) = try PDFBundledFonts.fonts.get().faces(shaper: shaper)
    } catch {
      throw BillFontError(error)
    }
  }

  /// A renderer with your own regular and bold TrueType fonts for Latin text (`glyf` outlines, a
  /// Unicode `cmap`); Indian scripts still use the bundled fonts.
  ///
  /// Throws a ``BillFontError`` naming the table and offset when either file is damaged.
  public init(shaper: any TextShaper, regularFont: Data, boldFont: Data) throws(BillFontError) {
    do throws(PDFFontError) {
      var files = try PDFBundledFonts.fonts.get()
      files.regular = try TrueTypeFont(bytes: [UInt8](regularFont))
      files.bold = try TrueTypeFont(bytes: [UInt8](boldFont))
      (faces, typefaces) = try files.faces(shaper: shaper)
    } catch {
      throw BillFontError(error)
    }
  }

  /// The characters of `text` that no bundled font can print, each once: check names when they are
  /// saved, so a name in a script the invoice cannot show is reported then rather than at printing.
  public static func unprintableCharacters(in text: String) -> [Unicode.Scalar] {
    guard let files = try? PDFBundledFonts.fonts.get() else { return Array(text.unicodeScalars) }
    return files.uncovered(in: text)
  }

  /// The invoice as a counter receipt for thermal `paper`: one page as wide as the paper and as tall
  /// as the receipt, with the same texts, totals and codes as the A4 invoice.
  public func renderReceipt(_ invoice: BillPDFInvoice, paper: BillReceiptPaper) throws(BillFontError)
    -> BillPDFDocument
  {
    do throws(PDFFontError) {
      let setter = PDFTextSetter(faces: faces, typefaces: typefaces)
      let canvas = try BillReceiptLayout.canvas(for: invoice, paper: paper, setter: setter)
      let bytes = try canvas.finish(title: "\(invoice.title) \(invoice.number)", producer: Self.producer)
      return BillPDFDocument(data: Data(bytes), pageCount: 1)
    } catch {
      throw BillFontError(error)
    }
  }

  /// The invoice as a PDF; throws ``BillFontError/unsupportedCharacter(_:text:)`` when a text uses a
  /// character the fonts do not cover.
  public func render(_ invoice: BillPDFInvoice) throws(BillFontError) -> BillPDFDocument {
    do throws(PDFFontError) {
      var layout = BillPDFLayout(invoice: invoice, setter: PDFTextSetter(faces: faces, typefaces: typefaces))
      let canvas = try layout.layout()
      let bytes = try canvas.finish(title: "\(invoice.title) \(invoice.number)", producer: Self.producer)
      return BillPDFDocument(data: Data(bytes), pageCount: canvas.pages.count)
    } catch {
      throw BillFontError(error)
    }
  }
}
