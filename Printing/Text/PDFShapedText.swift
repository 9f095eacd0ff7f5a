/// A line of text shaped for one style: runs of glyphs, each in one font, and the total advance.
package struct PDFShapedText: Sendable {
  /// One font's stretch of the line.
  package struct Run: Sendable {
    /// The index of the font face.
    package let face: Int
    /// The glyphs in visual order.
    package let glyphs: [Glyph]

    /// The run of `glyphs` in face `face`.
    package init(face: Int, glyphs: [Glyph]) {
      self.face = face
      self.glyphs = glyphs
    }
  }

  /// A glyph and its placement, in thousandths of an em.
  package struct Glyph: Sendable {
    /// The glyph index in the original font.
    package let glyph: UInt16
    /// How far the pen moves after the glyph.
    package let advance: Double
    /// How far the glyph is drawn right of the pen.
    package let xOffset: Double
    /// How far the glyph is drawn above the baseline.
    package let yOffset: Double
    /// The characters the glyph's cluster stands for, on the first glyph of each cluster only.
    package let text: String?

    /// The glyph `glyph` placed as given, standing for `text`.
    package init(glyph: UInt16, advance: Double, xOffset: Double, yOffset: Double, text: String?) {
      self.glyph = glyph
      self.advance = advance
      self.xOffset = xOffset
      self.yOffset = yOffset
      self.text = text
    }
  }

  /// The runs in visual order.
  package let runs: [Run]
  /// The sum of every glyph's advance, in thousandths of an em.
  package let advance: Double
  /// Whether the text needed shaping (an Indian script), so glyph order differs from the characters'.
  package let isComplex: Bool
}
