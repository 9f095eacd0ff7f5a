/// The glyphs a document uses from one font and the text each glyph stands for.
package struct PDFFontUsage: Sendable {
  /// Original glyph indices used.
  package private(set) var glyphs: Set<UInt16> = []
  /// Unicode scalar value → original glyph index, for the subset's `cmap` (glyphs drawn for one character).
  package private(set) var characters: [UInt32: UInt16] = [:]
  /// Original glyph index → the text it represents, for the ToUnicode CMap.
  package private(set) var text: [UInt16: String] = [:]

  /// No glyphs used yet.
  package init() {}

  /// Records the glyphs of `run` and the characters the first glyph of each cluster stands for.
  package mutating func record(_ run: PDFShapedText.Run) {
    for glyph in run.glyphs {
      glyphs.insert(glyph.glyph)
      guard let represented = glyph.text, text[glyph.glyph] == nil else { continue }
      text[glyph.glyph] = represented
      let scalars = represented.unicodeScalars
      if scalars.count == 1, let scalar = scalars.first, characters[scalar.value] == nil {
        characters[scalar.value] = glyph.glyph
      }
    }
  }
}
