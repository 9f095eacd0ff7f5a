/// A line of text shaped for one style: runs of glyphs, each in one font, and the total advance.
struct PDFShapedText: Sendable {
  /// One font's stretch of the line.
  struct Run: Sendable {
    /// The index of the font face.
    let face: Int
    /// The glyphs in visual order.
    let glyphs: [Glyph]
  }

  /// A glyph and its placement, in thousandths of an em.
  struct Glyph: Sendable {
    /// The glyph index in the original font.
    let glyph: UInt16
    let advance: Double
    let xOffset: Double
    let yOffset: Double
    /// The characters the glyph's cluster stands for, on the first glyph of each cluster only.
    let text: String?
  }

  let runs: [Run]
  /// The sum of every glyph's advance, in thousandths of an em.
  let advance: Double
  /// Whether the text needed shaping (an Indian script), so glyph order differs from the characters'.
  let isComplex: Bool
}
