import Foundation

/// Renders a ``BillPDFInvoice`` to a PDF 1.7 file on A4 portrait pages, in pure Swift.
///
/// Text is set in Noto Sans (SIL Open Font License 1.1, shipped with the module), embedded as a
/// subset TrueType font with a ToUnicode map, so "₹" and Latin text display on every viewer and
/// copy, search and extract correctly. The line table continues across pages with its header
/// repeated; every page carries "Page n of m".
///
/// ```swift
/// let renderer = try BillPDFRenderer()
/// let document = try renderer.render(invoice)
/// try document.write(to: url)
/// ```
public struct BillPDFRenderer: Sendable {
  /// The producer recorded in the document information dictionary.
  public static let producer = "SharedCore BillsFeature"

  private let fonts: [TrueTypeFont]

  /// A renderer with the bundled Noto Sans Regular and Bold (read and checked once per process).
  public init() throws(BillFontError) {
    fonts = try Self.bundledFonts.get()
  }

  /// A renderer with your own regular and bold TrueType fonts (`glyf` outlines, a Unicode `cmap`).
  ///
  /// Throws a ``BillFontError`` naming the table and offset when either file is damaged.
  public init(regularFont: Data, boldFont: Data) throws(BillFontError) {
    fonts = [try TrueTypeFont(bytes: [UInt8](regularFont)), try TrueTypeFont(bytes: [UInt8](boldFont))]
  }

  /// The invoice as a PDF; throws ``BillFontError/unsupportedCharacter(_:text:)`` when a text uses a
  /// character the fonts do not cover.
  public func render(_ invoice: BillPDFInvoice) throws(BillFontError) -> BillPDFDocument {
    var layout = BillPDFLayout(invoice: invoice, fonts: fonts)
    let canvas = try layout.layout()
    let bytes = try canvas.finish(title: "\(invoice.title) \(invoice.number)", producer: Self.producer)
    return BillPDFDocument(data: Data(bytes), pageCount: canvas.pages.count)
  }

  private static let bundledFonts: Result<[TrueTypeFont], BillFontError> = Result { () throws(BillFontError) in
    var fonts: [TrueTypeFont] = []
    for name in ["NotoSans-Regular", "NotoSans-Bold"] {
      guard let url = Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "Fonts"),
        let data = try? Data(contentsOf: url)
      else { throw .resourceMissing(name + ".ttf") }
      fonts.append(try TrueTypeFont(bytes: [UInt8](data)))
    }
    return fonts
  }
}
