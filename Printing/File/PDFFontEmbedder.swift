/// Embeds a subset TrueType font as a composite font (ISO 32000-1 §9.7): a Type 0 font with
/// `Identity-H` encoding over a CIDFontType2 whose CIDs are the subset's glyph indices
/// (`CIDToGIDMap /Identity`), its widths, font descriptor, `FontFile2` and a ToUnicode CMap.
package enum PDFFontEmbedder {
  /// Adds the font's objects to `file` and returns the number of its Type 0 font dictionary.
  package static func embed(
    _ font: TrueTypeFont,
    subset: TrueTypeSubset,
    usage: PDFFontUsage,
    in file: inout PDFFileBuilder
  ) -> Int {
    let baseName = subsetTag(font: font, glyphs: subset.originalGlyphs) + "+" + font.postScriptName
    let fontFile = file.addStream([("Length1", .integer(subset.bytes.count))], data: subset.bytes)
    var flags = 4
    if font.isFixedPitch { flags |= 1 }
    if font.italicAngle != 0 { flags |= 64 }
    let stemV = 50 + Int((Double(font.weightClass) / 65) * (Double(font.weightClass) / 65))
    let descriptor = file.add(
      .dictionary([
        ("Type", .name("FontDescriptor")), ("FontName", .name(baseName)), ("Flags", .integer(flags)),
        ("FontBBox", .array(font.boundingBox.map { .integer(font.scaled($0)) })),
        ("ItalicAngle", .real(font.italicAngle)), ("Ascent", .integer(font.scaled(font.ascent))),
        ("Descent", .integer(font.scaled(font.descent))), ("CapHeight", .integer(font.scaled(font.capHeight))),
        ("StemV", .integer(stemV)), ("FontWeight", .integer(font.weightClass)), ("FontFile2", .reference(fontFile)),
      ])
    )
    let widths = subset.originalGlyphs.map { PDFObject.integer(Int(font.advance(of: $0).rounded())) }
    let descendant = file.add(
      .dictionary([
        ("Type", .name("Font")), ("Subtype", .name("CIDFontType2")), ("BaseFont", .name(baseName)),
        (
          "CIDSystemInfo",
          .dictionary([
            ("Registry", .literal(Array("Adobe".utf8))), ("Ordering", .literal(Array("Identity".utf8))),
            ("Supplement", .integer(0)),
          ])
        ),
        ("FontDescriptor", .reference(descriptor)), ("W", .array([.integer(0), .array(widths)])),
        ("CIDToGIDMap", .name("Identity")),
      ])
    )
    let toUnicode = file.addStream([], data: toUnicodeCMap(subset: subset, usage: usage))
    return file.add(
      .dictionary([
        ("Type", .name("Font")), ("Subtype", .name("Type0")), ("BaseFont", .name(baseName)),
        ("Encoding", .name("Identity-H")), ("DescendantFonts", .array([.reference(descendant)])),
        ("ToUnicode", .reference(toUnicode)),
      ])
    )
  }

  /// The ToUnicode CMap (§9.10.3): each subset glyph code → the UTF-16BE text it was drawn for.
  package static func toUnicodeCMap(subset: TrueTypeSubset, usage: PDFFontUsage) -> [UInt8] {
    var entries: [(UInt16, String)] = []
    for (index, original) in subset.originalGlyphs.enumerated() {
      if let text = usage.text[original] { entries.append((UInt16(index), text)) }
    }
    var output = Array(
      """
      /CIDInit /ProcSet findresource begin
      12 dict begin
      begincmap
      /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
      /CMapName /Adobe-Identity-UCS def
      /CMapType 2 def
      1 begincodespacerange
      <0000> <FFFF>
      endcodespacerange

      """.utf8
    )
    var start = 0
    while start < entries.count {
      let chunk = entries[start..<min(start + 100, entries.count)]
      output += Array("\(chunk.count) beginbfchar\n".utf8)
      for (code, text) in chunk {
        PDFObject.writeHex([UInt8(code >> 8), UInt8(code & 0xFF)], to: &output)
        output.append(UInt8(ascii: " "))
        PDFObject.writeHex(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, to: &output)
        output.append(UInt8(ascii: "\n"))
      }
      output += Array("endbfchar\n".utf8)
      start += 100
    }
    output += Array("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n".utf8)
    return output
  }

  /// Six capital letters derived from the font and its glyph set (ISO 32000-1 §9.6.4).
  package static func subsetTag(font: TrueTypeFont, glyphs: [UInt16]) -> String {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in font.postScriptName.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    for glyph in glyphs { hash = (hash ^ UInt64(glyph)) &* 0x0000_0100_0000_01B3 }
    var tag = ""
    for _ in 0..<6 {
      tag.append(Character(Unicode.Scalar(UInt8(65 + hash % 26))))
      hash /= 26
    }
    return tag
  }
}
