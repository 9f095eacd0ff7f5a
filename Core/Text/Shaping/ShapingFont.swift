/// A font loaded by a ``TextShaper``, ready to shape text from any thread.
public protocol ShapingFont: Sendable {
  /// The font's design units per em: every advance and offset of a ``ShapedGlyph`` is in these units.
  var unitsPerEm: Int { get }

  /// The glyphs that draw `text` in visual order, shaped with the rules of `script` and, when
  /// given, of `language` (a BCP 47 tag such as `"hi"` or `"mr"`; some fonts draw letters of the
  /// same script differently per language).
  ///
  /// A character the font has no glyph for comes back as glyph 0 (`.notdef`); callers that must
  /// not draw boxes check ``ShapedGlyph/glyph`` for 0.
  func shape(_ text: String, script: WritingScript, language: String?) throws(TextShapingError) -> [ShapedGlyph]
}
