/// One glyph of shaped text and where it goes, in the font's design units.
///
/// The pen starts at the origin of the run; each glyph is drawn at the pen position moved by its
/// offsets, then the pen moves right by ``advance``.
public struct ShapedGlyph: Sendable, Hashable {
  /// The glyph index in the font.
  public let glyph: UInt32
  /// The index (in Unicode scalars, from 0) of the first character of the cluster the glyph belongs
  /// to. A cluster is the smallest group of characters and glyphs that map to each other: a
  /// conjunct is one cluster of several characters, a split vowel one character of two glyphs.
  public let cluster: Int
  /// How far the pen moves right after the glyph.
  public let advance: Int
  /// How far right of the pen the glyph is drawn (a mark placed over its base).
  public let xOffset: Int
  /// How far above the pen the glyph is drawn (negative: below).
  public let yOffset: Int

  /// Creates a shaped glyph.
  public init(glyph: UInt32, cluster: Int, advance: Int, xOffset: Int = 0, yOffset: Int = 0) {
    self.glyph = glyph
    self.cluster = cluster
    self.advance = advance
    self.xOffset = xOffset
    self.yOffset = yOffset
  }
}
