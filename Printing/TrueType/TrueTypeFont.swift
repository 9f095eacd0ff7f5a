/// A parsed TrueType font (`glyf` outlines): the metrics a PDF needs, the character map and the
/// glyph data, read with bounds checks from the file's bytes (Apple TrueType Reference Manual,
/// ISO/IEC 14496-22 Open Font Format).
///
/// Parsing validates every offset it will later follow, so a damaged file throws a
/// ``PDFFontError`` at load time and a loaded font never fails on a glyph lookup.
package struct TrueTypeFont: Sendable {
  /// The file's bytes.
  package let bytes: [UInt8]
  /// Table tag → (offset, length) in `bytes`.
  package let tables: [String: TrueTypeTableRecord]
  /// Font units per em (`head.unitsPerEm`).
  package let unitsPerEm: Int
  /// The bounding box of all glyphs in font units: xMin, yMin, xMax, yMax (`head`).
  package let boundingBox: [Int]
  /// Typographic ascent and descent in font units (`hhea`).
  package let ascent: Int
  /// Typographic descent in font units, negative below the baseline (`hhea`).
  package let descent: Int
  /// Height of capital letters in font units (`OS/2.sCapHeight`, or the ascent without it).
  package let capHeight: Int
  /// Weight class, 100–900 (`OS/2.usWeightClass`, 400 without it).
  package let weightClass: Int
  /// Italic angle in degrees counter-clockwise from vertical (`post`).
  package let italicAngle: Double
  /// Whether all glyphs have the same advance (`post.isFixedPitch`).
  package let isFixedPitch: Bool
  /// The PostScript name (`name` ID 6), letters and digits only.
  package let postScriptName: String
  /// Advance width and left side bearing of every glyph, in font units (`hmtx`).
  package let advances: [UInt16]
  /// The left side bearing of every glyph, in font units (`hmtx`).
  package let leftSideBearings: [Int16]
  /// Start of each glyph in `glyf` (relative to the table), `numGlyphs + 1` entries (`loca`).
  package let glyphOffsets: [Int]
  /// Unicode scalar value → glyph index (`cmap` format 4 or 12).
  package let characterMap: [UInt32: UInt16]

  /// The number of glyphs (`maxp.numGlyphs`).
  package var glyphCount: Int { advances.count }

  /// Parses `bytes`; throws a ``PDFFontError`` naming the table and offset of the first problem.
  package init(bytes: [UInt8]) throws(PDFFontError) {
    self.bytes = bytes
    let file = TrueTypeByteReader(bytes: bytes)
    let version = try file.uint32(at: 0)
    guard version == 0x0001_0000 || version == 0x7472_7565 else {
      throw .unsupportedFormat(version == 0x4F54_544F ? "CFF outlines (OTTO) are not supported" : "not a TrueType file")
    }
    let tableCount = Int(try file.uint16(at: 4))
    var tables: [String: TrueTypeTableRecord] = [:]
    for index in 0..<tableCount {
      let entry = 12 + 16 * index
      let tag = String(decoding: try file.bytes(at: entry, count: 4), as: UTF8.self)
      let offset = Int(try file.uint32(at: entry + 8))
      let length = Int(try file.uint32(at: entry + 12))
      _ = try TrueTypeByteReader(bytes: bytes, table: tag, start: offset, count: length)
      tables[tag] = TrueTypeTableRecord(offset: offset, length: length)
    }
    self.tables = tables
    func table(_ tag: String) throws(PDFFontError) -> TrueTypeByteReader {
      guard let record = tables[tag] else { throw .missingTable(tag) }
      return try TrueTypeByteReader(bytes: bytes, table: tag, start: record.offset, count: record.length)
    }

    let head = try table("head")
    unitsPerEm = Int(try head.uint16(at: 18))
    guard (16...16_384).contains(unitsPerEm) else { throw head.malformed(18, "unitsPerEm \(unitsPerEm)") }
    boundingBox = [
      Int(try head.int16(at: 36)), Int(try head.int16(at: 38)), Int(try head.int16(at: 40)),
      Int(try head.int16(at: 42)),
    ]
    let longOffsets = try head.int16(at: 50)
    guard longOffsets == 0 || longOffsets == 1 else { throw head.malformed(50, "indexToLocFormat \(longOffsets)") }

    let maxp = try table("maxp")
    let glyphCount = Int(try maxp.uint16(at: 4))
    guard glyphCount > 0 else { throw maxp.malformed(4, "no glyphs") }

    let hhea = try table("hhea")
    ascent = Int(try hhea.int16(at: 4))
    descent = Int(try hhea.int16(at: 6))
    let metricCount = Int(try hhea.uint16(at: 34))
    guard metricCount > 0, metricCount <= glyphCount else {
      throw hhea.malformed(34, "numberOfHMetrics \(metricCount) for \(glyphCount) glyphs")
    }

    let hmtx = try table("hmtx")
    var advances: [UInt16] = []
    var bearings: [Int16] = []
    advances.reserveCapacity(glyphCount)
    bearings.reserveCapacity(glyphCount)
    for index in 0..<metricCount {
      advances.append(try hmtx.uint16(at: 4 * index))
      bearings.append(try hmtx.int16(at: 4 * index + 2))
    }
    let lastAdvance = advances[metricCount - 1]
    for index in metricCount..<glyphCount {
      advances.append(lastAdvance)
      bearings.append(try hmtx.int16(at: 4 * metricCount + 2 * (index - metricCount)))
    }
    self.advances = advances
    leftSideBearings = bearings

    let loca = try table("loca")
    let glyf = try table("glyf")
    var offsets: [Int] = []
    offsets.reserveCapacity(glyphCount + 1)
    for index in 0...glyphCount {
      let offset = longOffsets == 1 ? Int(try loca.uint32(at: 4 * index)) : 2 * Int(try loca.uint16(at: 2 * index))
      if let previous = offsets.last, offset < previous {
        throw loca.malformed(index, "glyph \(index) starts before glyph \(index - 1)")
      }
      guard offset <= glyf.count else { throw loca.malformed(index, "glyph \(index) starts past the glyf table") }
      offsets.append(offset)
    }
    glyphOffsets = offsets

    characterMap = try TrueTypeCharacterMap.parse(try table("cmap"), glyphCount: glyphCount)

    if let post = try? table("post") {
      italicAngle = try post.fixed(at: 4)
      isFixedPitch = try post.uint32(at: 12) != 0
    } else {
      italicAngle = 0
      isFixedPitch = false
    }
    if let os2 = try? table("OS/2") {
      weightClass = Int(try os2.uint16(at: 4))
      let version = try os2.uint16(at: 0)
      capHeight = version >= 2 && os2.count >= 90 ? Int(try os2.int16(at: 88)) : ascent
    } else {
      weightClass = 400
      capHeight = ascent
    }
    postScriptName = (try? TrueTypeNameTable.postScriptName(try table("name"))) ?? "Font"
  }

  /// The raw bytes of table `tag`, if present.
  package func tableBytes(_ tag: String) -> ArraySlice<UInt8>? {
    guard let record = tables[tag] else { return nil }
    return bytes[record.offset..<(record.offset + record.length)]
  }

  /// The `glyf` bytes of glyph `glyph` (empty for a glyph without outline, such as the space).
  package func glyphData(_ glyph: UInt16) -> ArraySlice<UInt8> {
    let index = Int(glyph)
    guard index < glyphCount, let glyf = tables["glyf"] else { return [] }
    return bytes[(glyf.offset + glyphOffsets[index])..<(glyf.offset + glyphOffsets[index + 1])]
  }

  /// The glyph for `scalar`, or `nil` when the font does not cover it.
  package func glyph(for scalar: Unicode.Scalar) -> UInt16? {
    characterMap[scalar.value]
  }

  /// The advance of `glyph` in thousandths of an em (PDF glyph space).
  package func advance(of glyph: UInt16) -> Double {
    let index = Int(glyph)
    guard index < glyphCount else { return 0 }
    return Double(advances[index]) * 1000 / Double(unitsPerEm)
  }

  /// `value` font units in thousandths of an em, rounded.
  package func scaled(_ value: Int) -> Int {
    (value * 1000 + (value >= 0 ? unitsPerEm / 2 : -unitsPerEm / 2)) / unitsPerEm
  }
}

/// Where a table lies in a font file.
package struct TrueTypeTableRecord: Sendable, Hashable {
  /// The table's byte offset in the file.
  package let offset: Int
  /// The table's length in bytes.
  package let length: Int
}
