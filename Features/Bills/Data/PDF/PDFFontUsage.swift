/// The glyphs a document uses from one font and the text each glyph stands for.
struct PDFFontUsage: Sendable {
  /// Original glyph indices used.
  private(set) var glyphs: Set<UInt16> = []
  /// Unicode scalar value → original glyph index, for the subset's `cmap`.
  private(set) var characters: [UInt32: UInt16] = [:]
  /// Original glyph index → the text it represents, for the ToUnicode CMap.
  private(set) var text: [UInt16: String] = [:]

  /// Encodes `string` as glyphs of `font`, recording their use; throws for a character the font lacks.
  mutating func encode(_ string: String, in font: TrueTypeFont) throws(BillFontError) -> [UInt16] {
    var result: [UInt16] = []
    result.reserveCapacity(string.unicodeScalars.count)
    for scalar in string.unicodeScalars {
      guard let glyph = font.glyph(for: scalar) else { throw .unsupportedCharacter(scalar, text: string) }
      result.append(glyph)
      if glyphs.insert(glyph).inserted {
        characters[scalar.value] = glyph
        text[glyph] = String(scalar)
      }
    }
    return result
  }
}
