import SharedCore

/// Shapes lines of text for a canvas: splits each line into runs by script and by the font that
/// covers each character, shapes every run with its font, and remembers the result, since a layout
/// measures the same strings many times before drawing them.
package final class PDFTextSetter {
  /// The font faces; runs of shaped text index them.
  package let faces: [PDFFontFace]
  /// The styles (regular, bold…) over the faces; `style:` arguments index them.
  package let typefaces: [PDFTypeface]
  private var shaped: [Key: PDFShapedText] = [:]

  private struct Key: Hashable {
    let text: String
    let style: Int
  }

  /// A setter over `faces` with the styles `typefaces`.
  package init(faces: [PDFFontFace], typefaces: [PDFTypeface]) {
    self.faces = faces
    self.typefaces = typefaces
  }

  /// `text` shaped in style `style` (an index into the typefaces); throws
  /// ``PDFFontError/unsupportedCharacter(_:text:)`` for a character no font of the style has.
  package func shape(_ text: String, style: Int) throws(PDFFontError) -> PDFShapedText {
    let key = Key(text: text, style: style)
    if let known = shaped[key] { return known }
    let result = try shapeUncached(text, typeface: typefaces[style])
    shaped[key] = result
    return result
  }

  private func shapeUncached(_ text: String, typeface: PDFTypeface) throws(PDFFontError) -> PDFShapedText {
    let scalars = Array(text.unicodeScalars)
    var runs: [PDFShapedText.Run] = []
    var advance = 0.0
    var isComplex = false
    for scriptRun in WritingScript.runs(in: text) {
      let preferred = typeface.face(for: scriptRun.script)
      var start = scriptRun.scalars.lowerBound
      var current: Int?
      for index in scriptRun.scalars {
        let face = try face(for: scalars[index], preferred: preferred, typeface: typeface, text: text)
        if face != current {
          if let current, index > start {
            let script = current == preferred ? scriptRun.script : .latin
            runs.append(try run(scalars, start..<index, face: current, script: script, text: text))
            isComplex = isComplex || script.needsShaping
          }
          start = index
          current = face
        }
      }
      if let current, scriptRun.scalars.upperBound > start {
        let script = current == preferred ? scriptRun.script : .latin
        runs.append(try run(scalars, start..<scriptRun.scalars.upperBound, face: current, script: script, text: text))
        isComplex = isComplex || script.needsShaping
      }
    }
    for run in runs {
      for glyph in run.glyphs { advance += glyph.advance }
    }
    return PDFShapedText(runs: runs, advance: advance, isComplex: isComplex)
  }

  /// The face that draws `scalar`: the run's own when it has a glyph, else the style's first that does.
  private func face(
    for scalar: Unicode.Scalar,
    preferred: Int,
    typeface: PDFTypeface,
    text: String
  ) throws(PDFFontError) -> Int {
    if scalar.properties.isDefaultIgnorableCodePoint || faces[preferred].font.glyph(for: scalar) != nil {
      return preferred
    }
    for face in typeface.faces where faces[face].font.glyph(for: scalar) != nil {
      return face
    }
    throw .unsupportedCharacter(scalar, text: text)
  }

  /// Shapes `scalars[range]` with face `face`.
  private func run(
    _ scalars: [Unicode.Scalar],
    _ range: Range<Int>,
    face: Int,
    script: WritingScript,
    text: String
  ) throws(PDFFontError) -> PDFShapedText.Run {
    var piece = String.UnicodeScalarView()
    piece.append(contentsOf: scalars[range])
    let shaped: [ShapedGlyph]
    do {
      shaped = try faces[face].shaping.shape(String(piece), script: script, language: nil)
    } catch {
      throw .shapingFailed(error)
    }
    let starts = Set(shaped.map(\.cluster)).sorted()
    var ends: [Int: Int] = [:]
    for (position, start) in starts.enumerated() {
      ends[start] = position + 1 < starts.count ? starts[position + 1] : range.count
    }
    var seen = Set<Int>()
    var glyphs: [PDFShapedText.Glyph] = []
    glyphs.reserveCapacity(shaped.count)
    let font = faces[face]
    for glyph in shaped {
      guard glyph.cluster >= 0, glyph.cluster < range.count, let end = ends[glyph.cluster] else {
        throw .shapingFailed(.inconsistentResult("cluster \(glyph.cluster) outside \(range.count) characters"))
      }
      guard glyph.glyph != 0 else {
        throw .unsupportedCharacter(scalars[range.lowerBound + glyph.cluster], text: text)
      }
      guard glyph.glyph < font.font.glyphCount else {
        throw .shapingFailed(.inconsistentResult("glyph \(glyph.glyph) is not in the font"))
      }
      var clusterText: String?
      if seen.insert(glyph.cluster).inserted {
        var characters = String.UnicodeScalarView()
        characters.append(contentsOf: scalars[(range.lowerBound + glyph.cluster)..<(range.lowerBound + end)])
        clusterText = String(characters)
      }
      glyphs.append(
        PDFShapedText.Glyph(
          glyph: UInt16(glyph.glyph), advance: font.thousandths(glyph.advance),
          xOffset: font.thousandths(glyph.xOffset),
          yOffset: font.thousandths(glyph.yOffset), text: clusterText))
    }
    return PDFShapedText.Run(face: face, glyphs: glyphs)
  }
}
