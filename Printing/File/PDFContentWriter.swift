/// Writes a page's drawings as a content stream (ISO 32000-1 §8, §9.4): shaped text in two-byte
/// glyph codes of the subset fonts, lines and rectangles with their colours.
///
/// Glyphs are shown with `TJ`, each array entry correcting the font's default advance to the shaped
/// one; a glyph the shaper moved off the pen (a vowel sign or mark) is placed on its own with `Tm`.
/// Text whose glyphs are not in reading order is wrapped in a marked-content span with `/ActualText`
/// (§14.9.4), so copying and extraction give back the characters as written.
package enum PDFContentWriter {
  /// The content stream of `drawings`; glyphs are renumbered through `subsets` (indexed like `fonts`).
  package static func content(_ drawings: [PDFDrawing], fonts: [TrueTypeFont], subsets: [TrueTypeSubset?]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(drawings.count * 64)
    output += Array("q\n".utf8)
    for drawing in drawings {
      switch drawing {
      case .text(let runs, let size, let x, let y, let color, let actualText):
        writeText(
          runs, size: size, x: x, y: y, color: color, actualText: actualText, fonts: fonts, subsets: subsets,
          to: &output)
      case .line(let x1, let y1, let x2, let y2, let width, let color):
        output += Array("\(PDFObject.number(width)) w\n\(stroke(color))".utf8)
        output += Array(
          "\(PDFObject.number(x1)) \(PDFObject.number(y1)) m \(PDFObject.number(x2)) \(PDFObject.number(y2)) l S\n".utf8
        )
      case .image(let index, let rectangle):
        output += PDFImageEmbedder.content(drawingImage: index + 1, in: rectangle)
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

  private static func writeText(
    _ runs: [PDFShapedText.Run],
    size: Double,
    x: Double,
    y: Double,
    color: PDFColor,
    actualText: String?,
    fonts: [TrueTypeFont],
    subsets: [TrueTypeSubset?],
    to output: inout [UInt8]
  ) {
    if let actualText {
      output += Array("/Span << /ActualText ".utf8)
      PDFObject.writeHex([0xFE, 0xFF] + actualText.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, to: &output)
      output += Array(" >> BDC\n".utf8)
    }
    output += Array("BT\n\(fill(color))".utf8)
    var pen = x
    for run in runs {
      let mapping = subsets.indices.contains(run.face) ? subsets[run.face]?.newGlyph ?? [:] : [:]
      output += Array("/F\(run.face + 1) \(PDFObject.number(size)) Tf\n".utf8)
      var isShowing = false
      for glyph in run.glyphs {
        let code = mapping[glyph.glyph] ?? 0
        let codeBytes = [UInt8(code >> 8), UInt8(code & 0xFF)]
        if glyph.xOffset == 0, glyph.yOffset == 0 {
          if !isShowing {
            output += Array("1 0 0 1 \(PDFObject.number(pen)) \(PDFObject.number(y)) Tm\n[".utf8)
            isShowing = true
          }
          PDFObject.writeHex(codeBytes, to: &output)
          // The font's widths (W) are rounded to whole thousandths; TJ moves the pen back by the difference.
          let width = fonts.indices.contains(run.face) ? fonts[run.face].advance(of: glyph.glyph).rounded() : 0
          let correction = width - glyph.advance
          if abs(correction) >= 0.01 { output += Array(" \(PDFObject.number(correction)) ".utf8) }
        } else {
          if isShowing {
            output += Array("] TJ\n".utf8)
            isShowing = false
          }
          let placedX = pen + glyph.xOffset * size / 1000
          let placedY = y + glyph.yOffset * size / 1000
          output += Array("1 0 0 1 \(PDFObject.number(placedX)) \(PDFObject.number(placedY)) Tm\n".utf8)
          PDFObject.writeHex(codeBytes, to: &output)
          output += Array(" Tj\n".utf8)
        }
        pen += glyph.advance * size / 1000
      }
      if isShowing { output += Array("] TJ\n".utf8) }
    }
    output += Array("ET\n".utf8)
    if actualText != nil { output += Array("EMC\n".utf8) }
  }

  private static func fill(_ color: PDFColor) -> String {
    "\(PDFObject.number(color.red)) \(PDFObject.number(color.green)) \(PDFObject.number(color.blue)) rg\n"
  }

  private static func stroke(_ color: PDFColor) -> String {
    "\(PDFObject.number(color.red)) \(PDFObject.number(color.green)) \(PDFObject.number(color.blue)) RG\n"
  }
}
