/// Writes a page's drawings as a content stream (ISO 32000-1 §8, §9.4): text with `Tj` in
/// two-byte glyph codes of the subset font, lines and rectangles with their colours.
enum PDFContentWriter {
  /// The content stream of `drawings`; glyphs are renumbered through `subsets` (indexed like the fonts).
  static func content(_ drawings: [PDFDrawing], subsets: [TrueTypeSubset?]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(drawings.count * 64)
    output += Array("q\n".utf8)
    for drawing in drawings {
      switch drawing {
      case .text(let glyphs, let font, let size, let x, let y, let color):
        let mapping = subsets.indices.contains(font) ? subsets[font]?.newGlyph ?? [:] : [:]
        output += Array("BT\n/F\(font + 1) \(PDFObject.number(size)) Tf\n\(fill(color))".utf8)
        output += Array("1 0 0 1 \(PDFObject.number(x)) \(PDFObject.number(y)) Tm\n".utf8)
        var codes: [UInt8] = []
        codes.reserveCapacity(glyphs.count * 2)
        for glyph in glyphs {
          let code = mapping[glyph] ?? 0
          codes.append(UInt8(code >> 8))
          codes.append(UInt8(code & 0xFF))
        }
        PDFObject.writeHex(codes, to: &output)
        output += Array(" Tj\nET\n".utf8)
      case .line(let x1, let y1, let x2, let y2, let width, let color):
        output += Array("\(PDFObject.number(width)) w\n\(stroke(color))".utf8)
        output += Array(
          "\(PDFObject.number(x1)) \(PDFObject.number(y1)) m \(PDFObject.number(x2)) \(PDFObject.number(y2)) l S\n".utf8
        )
      case .rectangle(let x, let y, let width, let height, let fillColor, let strokeColor):
        let box =
          "\(PDFObject.number(x)) \(PDFObject.number(y)) \(PDFObject.number(width)) \(PDFObject.number(height)) re"
        switch (fillColor, strokeColor) {
        case (let fillColor?, let strokeColor?):
          output += Array("0.5 w\n\(fill(fillColor))\(stroke(strokeColor))\(box) B\n".utf8)
        case (let fillColor?, nil): output += Array("\(fill(fillColor))\(box) f\n".utf8)
        case (nil, let strokeColor?): output += Array("0.5 w\n\(stroke(strokeColor))\(box) S\n".utf8)
        case (nil, nil): break
        }
      }
    }
    output += Array("Q\n".utf8)
    return output
  }

  private static func fill(_ color: PDFColor) -> String {
    "\(PDFObject.number(color.red)) \(PDFObject.number(color.green)) \(PDFObject.number(color.blue)) rg\n"
  }

  private static func stroke(_ color: PDFColor) -> String {
    "\(PDFObject.number(color.red)) \(PDFObject.number(color.green)) \(PDFObject.number(color.blue)) RG\n"
  }
}
