import Foundation
import PrintingTesting
import SharedPrinting
import Testing

/// Reading the bundled Noto Sans and cutting it down: the subset holds exactly the used glyphs,
/// their components and `.notdef`, with the same outlines and advances, valid checksums and a cmap.
@Suite struct TrueTypeSubsetTests {
  /// The bundled regular and bold fonts, read from the target's resources.
  static func bundledFonts() throws -> [TrueTypeFont] {
    let fonts = try PDFBundledFonts.fonts.get()
    return [fonts.regular, fonts.bold]
  }

  static let regular = try? bundledFonts().first

  @Test func theBundledFontCoversRupeeAndLatin() throws {
    let font = try #require(Self.regular)
    #expect(font.unitsPerEm == 1000)
    #expect(font.postScriptName == "NotoSans-Regular")
    for scalar in "₹AZaz09 .,-/()%·é".unicodeScalars {
      #expect(font.glyph(for: scalar) != nil, "no glyph for \(scalar)")
    }
    #expect(font.glyph(for: "北") == nil)
    #expect(font.capHeight > 0 && font.ascent > font.capHeight && font.descent < 0)
  }

  @Test(arguments: ["Total ₹1,23,456.00", "INV/2025-26/0042", "Résumé café naïve", "a"])
  func theSubsetHoldsExactlyTheUsedGlyphsAndNotdef(text: String) throws {
    let font = try #require(Self.regular)
    var usage = PDFFontUsage()
    let glyphs = try usage.encodeCharacterByCharacter(text, in: font)
    let subset = try TrueTypeSubset(font: font, glyphs: usage.glyphs, characters: usage.characters)
    let expected = try TrueTypeSubset.closure(of: Set(glyphs), in: font)
    #expect(Set(subset.originalGlyphs) == expected)
    #expect(subset.originalGlyphs.first == 0)
    #expect(subset.originalGlyphs.count == expected.count)

    let parsed = try TrueTypeFont(bytes: subset.bytes)
    #expect(parsed.glyphCount == expected.count)
    for scalar in text.unicodeScalars {
      let original = try #require(font.glyph(for: scalar))
      let renumbered = try #require(parsed.glyph(for: scalar))
      #expect(subset.newGlyph[original] == renumbered)
      #expect(parsed.advances[Int(renumbered)] == font.advances[Int(original)])
      let data = Array(font.glyphData(original))
      if try TrueTypeSubset.componentPositions(in: data, glyph: original).isEmpty {
        #expect(Array(parsed.glyphData(renumbered).prefix(data.count)) == data)
      }
    }
  }

  @Test func compositeGlyphsKeepTheirComponentsRenumbered() throws {
    let font = try #require(Self.regular)
    let composite = try #require(
      font.characterMap.values.sorted().first { glyph in
        (try? TrueTypeSubset.componentPositions(in: Array(font.glyphData(glyph)), glyph: glyph).count) ?? 0 > 0
      }
    )
    let subset = try TrueTypeSubset(font: font, glyphs: [composite], characters: [:])
    let original = Array(font.glyphData(composite))
    let originalComponents = try TrueTypeSubset.componentPositions(in: original, glyph: composite).map {
      UInt16(original[$0]) << 8 | UInt16(original[$0 + 1])
    }
    #expect(subset.originalGlyphs.count >= 2 + Set(originalComponents).count - 1)
    let parsed = try TrueTypeFont(bytes: subset.bytes)
    let renumbered = try #require(subset.newGlyph[composite])
    let data = Array(parsed.glyphData(renumbered))
    let components = try TrueTypeSubset.componentPositions(in: data, glyph: renumbered).map {
      UInt16(data[$0]) << 8 | UInt16(data[$0 + 1])
    }
    #expect(components.map { subset.originalGlyphs[Int($0)] } == originalComponents)
  }

  @Test func tableChecksumsAndTheFileChecksumAreRight() throws {
    let font = try #require(Self.regular)
    var usage = PDFFontUsage()
    _ = try usage.encodeCharacterByCharacter("Tax Invoice ₹ 0123456789", in: font)
    let subset = try TrueTypeSubset(font: font, glyphs: usage.glyphs, characters: usage.characters)
    let parsed = try TrueTypeFont(bytes: subset.bytes)
    let bytes = subset.bytes
    for index in 0..<(Int(bytes[4]) << 8 | Int(bytes[5])) {
      let entry = 12 + 16 * index
      let tag = String(decoding: bytes[entry..<(entry + 4)], as: UTF8.self)
      let stored = bytes[(entry + 4)..<(entry + 8)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      var table = Array(try #require(parsed.tableBytes(tag)))
      if tag == "head" { table.replaceSubrange(8..<12, with: [0, 0, 0, 0]) }
      #expect(TrueTypeFontWriter.checksum(table) == stored, "table \(tag)")
    }
    #expect(TrueTypeFontWriter.checksum(bytes) == 0xB1B0_AFBA)
    #expect(bytes.count < 30_000)
  }
}

extension PDFFontUsage {
  /// Records `text` drawn one glyph per character from the font's character map (no shaping).
  mutating func encodeCharacterByCharacter(_ text: String, in font: TrueTypeFont) throws -> [UInt16] {
    let glyphs = try text.unicodeScalars.map { scalar in
      PDFShapedText.Glyph(
        glyph: try #require(font.glyph(for: scalar)), advance: 0, xOffset: 0, yOffset: 0, text: String(scalar))
    }
    record(PDFShapedText.Run(face: 0, glyphs: glyphs))
    return glyphs.map(\.glyph)
  }
}
