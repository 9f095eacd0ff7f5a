/// Turns text into positioned glyphs of a font, with the operating system's shaping engine.
///
/// Indian scripts cannot be drawn one character at a time: a conjunct such as "क्ष" is one glyph
/// made of three characters, the vowel sign in "कि" is drawn before the consonant it follows, and
/// a reph ("र्" before a consonant) moves above the end of the syllable. A shaper applies the font's
/// OpenType rules (`GSUB`, `GPOS`) for the script and gives back the glyphs to draw, in visual
/// order, each tied to the characters it stands for.
///
/// SharedPlatform's `SystemTextShaper` uses Core Text on Apple platforms and HarfBuzz on Linux.
/// A conforming type loads each font once; the loaded ``ShapingFont`` shapes from any thread.
public protocol TextShaper: Sendable {
  /// Reads a TrueType or OpenType font file for shaping; throws ``TextShapingError/unreadableFont(_:)``
  /// when the engine cannot use it.
  func load(font bytes: [UInt8]) throws(TextShapingError) -> any ShapingFont
}
