// SharedPrinting: the package's pure-Swift PDF engine, shared by the features that print.
//
// Bills prints invoices and counter receipts with it and Reports prints registers; neither depends
// on the other, both depend on this target. It is an implementation shared inside the package, not
// adopter API: every declaration is `package`, and it is not a library product (a feature's public
// types, such as `BillImage` or `BillFontError`, wrap what they need). Zero dependencies beyond
// SharedCore, whose `TextShaper` the platform implements (Core Text, HarfBuzz).
//
// - Canvas/      `PDFCanvas`, this file: pages of text, lines, rectangles, images and QR codes,
//                finished into a PDF 1.7 file.
// - Text/        `PDFTextSetter` shapes each line through `TextShaper`, run by run and script by
//                script; `PDFBundledFonts` loads the Noto Sans fonts in `Resources/Fonts` (SIL OFL 1.1).
// - TrueType/    reading TrueType fonts and subsetting them to the glyphs drawn.
// - File/        PDF objects, the file's cross-reference table, the content streams, font and image
//                embedding.
// - Images/      PNG (every colour type, interlaced, transparent) and JPEG files as PDF images.
// - Compression/ the zlib inflater for PNG data (the encoder is Core's `ZlibEncoder`).
// - Report/      `PrintedReport`: a titled, paginated table with an optional bar chart, on A4.
//
// Errors are typed (`PDFFontError`, `PDFImageError`) and name what is wrong and where; no input
// crashes the engine.

import SharedCore

/// Pages of drawing operations with embedded TrueType fonts, written out as a PDF 1.7 file.
///
/// Text is shaped by the platform's engine with the fonts' own OpenType rules (see ``PDFTextSetter``);
/// when the document is finished each font is subset to the glyphs drawn and embedded as a Type 0
/// font with a CIDFontType2 descendant, `Identity-H` encoding and a ToUnicode CMap (ISO 32000-1 §9.7).
package struct PDFCanvas {
  /// Page width and height in points.
  package let pageWidth: Double
  /// The page height in points; ``cropHeight(to:)`` changes it.
  package private(set) var pageHeight: Double
  /// Shapes the text; `font:` arguments below index its typefaces (styles).
  package let setter: PDFTextSetter
  /// The glyphs drawn from each face, indexed like the setter's faces.
  package private(set) var usage: [PDFFontUsage]
  /// The drawings of each page, in order.
  package private(set) var pages: [[PDFDrawing]] = []
  /// The images drawn, each embedded once however often it is drawn.
  package private(set) var images: [PDFImage] = []

  /// An empty canvas of pages `pageWidth` × `pageHeight` points, text set by `setter`.
  package init(pageWidth: Double, pageHeight: Double, setter: PDFTextSetter) {
    self.pageWidth = pageWidth
    self.pageHeight = pageHeight
    self.setter = setter
    usage = Array(repeating: PDFFontUsage(), count: setter.faces.count)
  }

  /// The width of `text` in points at `size` in style `font`; throws for a character no font has.
  package func width(of text: String, font: Int, size: Double) throws(PDFFontError) -> Double {
    try setter.shape(text, style: font).advance * size / 1000
  }

  /// Starts a new page; later drawings go to it.
  package mutating func addPage() {
    pages.append([])
  }

  /// Draws `text` with its baseline starting at `x`, `y`.
  package mutating func drawText(
    _ text: String,
    font: Int,
    size: Double,
    x: Double,
    y: Double,
    color: PDFColor = .black
  ) throws(PDFFontError) {
    guard !text.isEmpty else { return }
    if pages.isEmpty { pages.append([]) }
    try drawText(text, onPage: pages.count - 1, font: font, size: size, x: x, y: y, color: color)
  }

  /// Draws `image` as large as fits in `box`, keeping its proportions, against the box's left edge,
  /// centre or right edge; returns where it went.
  @discardableResult
  package mutating func drawImage(_ image: PDFImage, in box: PDFRectangle, alignment: PDFImageAlignment) -> PDFRectangle
  {
    var placed = PDFImage.fit(width: image.width, height: image.height, in: box)
    switch alignment {
    case .left: placed.x = box.x
    case .center: break
    case .right: placed.x = box.x + box.width - placed.width
    }
    images.append(image)
    append(.image(index: images.count - 1, rectangle: placed))
    return placed
  }

  /// Draws `code` as black squares in a square `size` points wide whose bottom left is `x`, `y`,
  /// the size including the four-module quiet zone ISO/IEC 18004 asks for around the symbol.
  package mutating func drawQRCode(_ code: QRCode, x: Double, y: Double, size: Double) {
    let modules = code.size + 8
    let module = size / Double(modules)
    for row in 0..<code.size {
      var column = 0
      while column < code.size {
        guard code.isDark(x: column, y: row) else {
          column += 1
          continue
        }
        var end = column + 1
        while end < code.size, code.isDark(x: end, y: row) { end += 1 }
        // Runs of dark modules in a row are one rectangle; a hair of overlap closes seams between rows.
        append(
          .rectangle(
            x: x + Double(column + 4) * module, y: y + size - Double(row + 5) * module - 0.01,
            width: Double(end - column) * module, height: module + 0.02, fill: .black, stroke: nil))
        column = end
      }
    }
  }

  /// Cuts the pages to `height` points, keeping their tops: everything drawn moves down by the
  /// height removed. For content laid out from the top of a page taller than it needs.
  package mutating func cropHeight(to height: Double) {
    let shift = height - pageHeight
    pages = pages.map { page in page.map { $0.moved(down: -shift) } }
    pageHeight = height
  }

  /// Draws a line.
  package mutating func drawLine(
    x1: Double, y1: Double, x2: Double, y2: Double, width: Double = 0.5, color: PDFColor = .black
  ) {
    append(.line(x1: x1, y1: y1, x2: x2, y2: y2, width: width, color: color))
  }

  /// Draws a rectangle with a fill and/or an outline.
  package mutating func drawRectangle(
    x: Double,
    y: Double,
    width: Double,
    height: Double,
    fill: PDFColor? = nil,
    stroke: PDFColor? = nil
  ) {
    append(.rectangle(x: x, y: y, width: width, height: height, fill: fill, stroke: stroke))
  }

  /// Draws on page `index` (0-based), for footers added once the page count is known.
  package mutating func drawText(
    _ text: String,
    onPage index: Int,
    font: Int,
    size: Double,
    x: Double,
    y: Double,
    color: PDFColor = .black
  ) throws(PDFFontError) {
    guard pages.indices.contains(index), !text.isEmpty else { return }
    let shaped = try setter.shape(text, style: font)
    for run in shaped.runs { usage[run.face].record(run) }
    pages[index].append(
      .text(runs: shaped.runs, size: size, x: x, y: y, color: color, actualText: shaped.isComplex ? text : nil))
  }

  /// The PDF file: catalog, page tree, pages, subset fonts and the document information dictionary.
  package func finish(title: String, producer: String) throws(PDFFontError) -> [UInt8] {
    var file = PDFFileBuilder()
    let catalog = file.reserve()
    let pageTree = file.reserve()
    var fontObjects: [(String, PDFObject)] = []
    var subsets: [TrueTypeSubset?] = []
    let fonts = setter.faces.map(\.font)
    for (index, font) in fonts.enumerated() {
      guard !usage[index].glyphs.isEmpty else {
        subsets.append(nil)
        continue
      }
      let subset = try TrueTypeSubset(font: font, glyphs: usage[index].glyphs, characters: usage[index].characters)
      let reference = PDFFontEmbedder.embed(font, subset: subset, usage: usage[index], in: &file)
      fontObjects.append(("F\(index + 1)", .reference(reference)))
      subsets.append(subset)
    }
    let imageObjects = images.map { PDFImageEmbedder.embed($0, in: &file) }
    var resources: [(String, PDFObject)] = [("Font", .dictionary(fontObjects))]
    if !imageObjects.isEmpty { resources.append(("XObject", PDFImageEmbedder.resources(imageObjects))) }
    var pageReferences: [PDFObject] = []
    for drawings in pages {
      let content = file.addStream([], data: PDFContentWriter.content(drawings, fonts: fonts, subsets: subsets))
      let page = file.add(
        .dictionary([
          ("Type", .name("Page")), ("Parent", .reference(pageTree)),
          ("MediaBox", .array([.integer(0), .integer(0), .real(pageWidth), .real(pageHeight)])),
          ("Resources", .dictionary(resources)),
          ("Contents", .reference(content)),
        ])
      )
      pageReferences.append(.reference(page))
    }
    file.set(
      pageTree,
      .dictionary([("Type", .name("Pages")), ("Kids", .array(pageReferences)), ("Count", .integer(pages.count))])
    )
    file.set(catalog, .dictionary([("Type", .name("Catalog")), ("Pages", .reference(pageTree))]))
    let info = file.add(.dictionary([("Title", .text(title)), ("Producer", .text(producer))]))
    return file.build(root: catalog, info: info)
  }

  private mutating func append(_ drawing: PDFDrawing) {
    if pages.isEmpty { pages.append([]) }
    pages[pages.count - 1].append(drawing)
  }
}
