import SharedCore

/// One embedded font: its parsed file (metrics, character map, outlines for subsetting) and the
/// same file loaded into the shaping engine.
struct PDFFontFace: Sendable {
  let font: TrueTypeFont
  let shaping: any ShapingFont

  /// Loads `font` into `shaper`; a font the engine cannot read is reported as a ``BillFontError``.
  init(_ font: TrueTypeFont, shaper: any TextShaper) throws(BillFontError) {
    self.font = font
    do {
      shaping = try shaper.load(font: font.bytes)
    } catch {
      throw .shapingFailed(error)
    }
  }

  /// A shaped glyph's design units in thousandths of an em (PDF glyph space).
  func thousandths(_ units: Int) -> Double {
    Double(units) * 1000 / Double(shaping.unitsPerEm)
  }
}
