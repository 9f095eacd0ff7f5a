/// A TrueType font cut down to the glyphs a document uses, renumbered densely from 0 (`.notdef`).
///
/// Composite glyphs keep their components (renumbered in the glyph data), `glyf`/`loca`/`hmtx` are
/// rebuilt, `maxp`/`hhea`/`head` are patched, a small `cmap` maps the used characters, and every table
/// checksum and `head.checkSumAdjustment` is recomputed.
package struct TrueTypeSubset: Sendable {
  /// The subset font file.
  package let bytes: [UInt8]
  /// Original glyph index → glyph index in the subset.
  package let newGlyph: [UInt16: UInt16]
  /// Original glyph index of each subset glyph, in subset order (`[0]` is `.notdef`).
  package let originalGlyphs: [UInt16]

  /// Builds the subset of `font` holding `glyphs` (original indices), their components and `.notdef`;
  /// `characters` (scalar → original glyph) become the subset's `cmap`.
  package init(font: TrueTypeFont, glyphs: Set<UInt16>, characters: [UInt32: UInt16]) throws(PDFFontError) {
    let closure = try Self.closure(of: glyphs, in: font)
    originalGlyphs = [0] + closure.subtracting([0]).sorted()
    var newGlyph: [UInt16: UInt16] = [:]
    for (index, glyph) in originalGlyphs.enumerated() { newGlyph[glyph] = UInt16(index) }
    self.newGlyph = newGlyph

    var glyf: [UInt8] = []
    var loca: [UInt8] = []
    var hmtx: [UInt8] = []
    for original in originalGlyphs {
      TrueTypeFontWriter.append32(UInt32(glyf.count), to: &loca)
      var data = Array(font.glyphData(original))
      for position in try Self.componentPositions(in: data, glyph: original) {
        let component = UInt16(data[position]) << 8 | UInt16(data[position + 1])
        let renumbered = newGlyph[component] ?? 0
        data[position] = UInt8(renumbered >> 8)
        data[position + 1] = UInt8(renumbered & 0xFF)
      }
      glyf += data
      while glyf.count % 4 != 0 { glyf.append(0) }
      TrueTypeFontWriter.append16(font.advances[Int(original)], to: &hmtx)
      TrueTypeFontWriter.append16(UInt16(bitPattern: font.leftSideBearings[Int(original)]), to: &hmtx)
    }
    TrueTypeFontWriter.append32(UInt32(glyf.count), to: &loca)

    let count = UInt16(originalGlyphs.count)
    var tables: [String: [UInt8]] = ["glyf": glyf, "loca": loca, "hmtx": hmtx]
    tables["head"] = try Self.patched(font, "head", [(8, 0), (50, 1)], width: [(8, 4), (50, 2)])
    tables["maxp"] = try Self.patched(font, "maxp", [(4, UInt32(count))], width: [(4, 2)])
    tables["hhea"] = try Self.patched(font, "hhea", [(34, UInt32(count))], width: [(34, 2)])
    var subsetCharacters: [UInt32: UInt16] = [:]
    for (scalar, glyph) in characters {
      if let renumbered = newGlyph[glyph] { subsetCharacters[scalar] = renumbered }
    }
    tables["cmap"] = TrueTypeFontWriter.characterMap(subsetCharacters)
    if let post = font.tableBytes("post"), post.count >= 32 {
      var table = Array(post.prefix(32))
      table.replaceSubrange(0..<4, with: [0, 3, 0, 0])
      tables["post"] = table
    }
    for tag in ["cvt ", "fpgm", "prep", "OS/2", "name"] {
      if let table = font.tableBytes(tag) { tables[tag] = Array(table) }
    }
    bytes = TrueTypeFontWriter.assemble(tables)
  }

  /// `glyphs` plus `.notdef` plus every component of every composite glyph among them, recursively.
  package static func closure(of glyphs: Set<UInt16>, in font: TrueTypeFont) throws(PDFFontError) -> Set<UInt16> {
    var result: Set<UInt16> = [0]
    var pending = Array(glyphs.filter { Int($0) < font.glyphCount })
    while let glyph = pending.popLast() {
      guard result.insert(glyph).inserted || glyph == 0 else { continue }
      let data = Array(font.glyphData(glyph))
      for position in try componentPositions(in: data, glyph: glyph) {
        let component = UInt16(data[position]) << 8 | UInt16(data[position + 1])
        guard Int(component) < font.glyphCount else {
          throw .malformed(
            table: "glyf", offset: position, reason: "glyph \(glyph) uses missing component \(component)")
        }
        if !result.contains(component) { pending.append(component) }
      }
    }
    return result
  }

  /// Offsets in `data` of the component glyph indices of a composite glyph (none for a simple glyph).
  package static func componentPositions(in data: [UInt8], glyph: UInt16) throws(PDFFontError) -> [Int] {
    guard data.count >= 10 else {
      if data.isEmpty { return [] }
      throw .malformed(table: "glyf", offset: 0, reason: "glyph \(glyph) is shorter than its header")
    }
    guard Int16(bitPattern: UInt16(data[0]) << 8 | UInt16(data[1])) < 0 else { return [] }
    var positions: [Int] = []
    var offset = 10
    while true {
      guard offset + 4 <= data.count else {
        throw .malformed(table: "glyf", offset: offset, reason: "composite glyph \(glyph) is truncated")
      }
      let flags = UInt16(data[offset]) << 8 | UInt16(data[offset + 1])
      positions.append(offset + 2)
      offset += 4 + (flags & 0x0001 != 0 ? 4 : 2)
      if flags & 0x0008 != 0 {
        offset += 2
      } else if flags & 0x0040 != 0 {
        offset += 4
      } else if flags & 0x0080 != 0 {
        offset += 8
      }
      guard flags & 0x0020 != 0 else { break }
    }
    guard offset <= data.count else {
      throw .malformed(table: "glyf", offset: offset, reason: "composite glyph \(glyph) is truncated")
    }
    return positions
  }

  /// A copy of table `tag` with big-endian `values` written at their offsets (`width` bytes each).
  private static func patched(
    _ font: TrueTypeFont,
    _ tag: String,
    _ values: [(Int, UInt32)],
    width: [(Int, Int)]
  ) throws(PDFFontError) -> [UInt8] {
    guard let source = font.tableBytes(tag) else { throw .missingTable(tag) }
    var table = Array(source)
    let widths = Dictionary(width, uniquingKeysWith: { first, _ in first })
    for (offset, value) in values {
      let size = widths[offset] ?? 2
      guard offset + size <= table.count else { throw .truncated(table: tag, offset: offset, needed: size) }
      for byte in 0..<size { table[offset + byte] = UInt8((value >> (8 * UInt32(size - 1 - byte))) & 0xFF) }
    }
    return table
  }
}
