import SharedCore

/// Parsed font files for a renderer: the Latin pair and each script's pair.
package struct PDFFontFiles: Sendable {
  /// The regular Latin font.
  package var regular: TrueTypeFont
  /// The bold Latin font.
  package var bold: TrueTypeFont
  /// Each Indian script with its regular and bold fonts.
  package var scripts: [(WritingScript, TrueTypeFont, TrueTypeFont)]

  /// The faces, loaded into `shaper`, and the regular (0) and bold (1) typefaces over them.
  package func faces(shaper: any TextShaper) throws(PDFFontError) -> ([PDFFontFace], [PDFTypeface]) {
    var faces = [try PDFFontFace(regular, shaper: shaper), try PDFFontFace(bold, shaper: shaper)]
    var regularScripts: [WritingScript: Int] = [:]
    var boldScripts: [WritingScript: Int] = [:]
    for (script, regularFont, boldFont) in scripts {
      regularScripts[script] = faces.count
      faces.append(try PDFFontFace(regularFont, shaper: shaper))
      boldScripts[script] = faces.count
      faces.append(try PDFFontFace(boldFont, shaper: shaper))
    }
    return (faces, [PDFTypeface(latin: 0, scripts: regularScripts), PDFTypeface(latin: 1, scripts: boldScripts)])
  }

  /// The characters of `text` no bundled font has a glyph for, each once, in order.
  package func uncovered(in text: String) -> [Unicode.Scalar] {
    var missing: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars
    where !scalar.properties.isDefaultIgnorableCodePoint && scalar.properties.generalCategory != .control {
      if regular.glyph(for: scalar) == nil, !scripts.contains(where: { $0.1.glyph(for: scalar) != nil }),
        !missing.contains(scalar)
      {
        missing.append(scalar)
      }
    }
    return missing
  }
}
