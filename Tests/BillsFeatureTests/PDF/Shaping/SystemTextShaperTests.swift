import Foundation
import PrintingTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The platform's shaper gives exactly the glyphs, clusters, advances and offsets that HarfBuzz's own
/// `hb-shape` gives for the same bundled font, script and language, for words with conjuncts,
/// reordered and split vowel signs, reph and nukta in every Indian script the invoice prints.
@Suite struct SystemTextShaperTests {
  @Test(arguments: IndianScriptWords.table)
  func shapedGlyphsEqualHarfBuzzsOwnOutput(script: IndianScriptWords.Script) async throws {
    let writingScript = try #require(script.writingScript, "unknown script \(script.script)")
    let font = try SystemTextShaper().load(font: [UInt8](Data(contentsOf: script.fontURL)))
    for word in script.words {
      let glyphs = try font.shape(word, script: writingScript, language: nil)
      let (status, output) = try await PDFTools.run(
        "hb-shape",
        [
          "--no-glyph-names", "--script=\(writingScript.iso15924Code.lowercased())",
          "--language=\(writingScript.defaultLanguage)", script.fontURL.path, word,
        ])
      #expect(status == 0, "hb-shape failed for \(word)")
      #expect(Self.hbShapeFormat(glyphs) == output.trimmingCharacters(in: .whitespacesAndNewlines), "\(word)")
      #expect(!glyphs.contains { $0.glyph == 0 }, "\(word) has a .notdef glyph")
    }
  }

  @Test func conjunctsAndReorderedVowelSignsAreShapedNotMappedOneToOne() throws {
    let url = IndianScriptWords.fontsDirectory.appendingPathComponent("NotoSansDevanagari-Regular.ttf")
    let font = try SystemTextShaper().load(font: [UInt8](Data(contentsOf: url)))
    // क्ष: three characters, one conjunct glyph, one cluster.
    let conjunct = try font.shape("क्ष", script: .devanagari, language: "hi")
    #expect(conjunct.count == 1)
    #expect(conjunct.first?.cluster == 0)
    // कि: the vowel sign (second character) is drawn first; both glyphs share the syllable's cluster.
    let reordered = try font.shape("कि", script: .devanagari, language: "hi")
    let alone = try font.shape("क", script: .devanagari, language: "hi")
    #expect(reordered.count == 2)
    #expect(reordered.last?.glyph == alone.first?.glyph)
    #expect(Set(reordered.map(\.cluster)) == [0])
  }

  @Test func anUnreadableFontIsATypedError() {
    #expect(throws: TextShapingError.self) { try SystemTextShaper().load(font: Array("not a font".utf8)) }
    #expect(throws: TextShapingError.self) { try SystemTextShaper().load(font: []) }
  }

  /// Glyphs written as `hb-shape --no-glyph-names` writes them: `gid=cluster@x,y+advance|…`.
  static func hbShapeFormat(_ glyphs: [ShapedGlyph]) -> String {
    let items = glyphs.map { glyph in
      let offset = glyph.xOffset != 0 || glyph.yOffset != 0 ? "@\(glyph.xOffset),\(glyph.yOffset)" : ""
      return "\(glyph.glyph)=\(glyph.cluster)\(offset)+\(glyph.advance)"
    }
    return "[" + items.joined(separator: "|") + "]"
  }
}
