import SharedCore

/// One embedded font: its parsed file (metrics, character map, outlines for subsetting) and the
/// same file loaded into the shaping engine.
package struct PDFFontFace: Sendable {
  /// The parsed font file.
  package let font: TrueTypeFont
  /// The same file loaded into the platform's shaping engine.
  package let shaping: any ShapingFont

  /// Loads `font` into `shaper`; a font the engine cannot read is reported as a ``PDFFontError``.
  package init(_ font: TrueTypeFont, shaper: any TextShaper) throws(PDFFontError) {
    self.font = font
    do {
      shaping = try shaper.load(font: font.bytes)
    } catch {
      throw .shapingFailed(error)
    }
  }

  /// A shaped glyph's design units in thousandths of an em (PDF glyph space).
  package func thousandths(_ units: Int) -> Double {
    Double(units) * 1000 / Double(shaping.unitsPerEm)
  }
}
