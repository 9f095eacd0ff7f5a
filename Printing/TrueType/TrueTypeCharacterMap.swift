/// Reads the Unicode subtable of a `cmap` table: format 12 (full Unicode) when present, otherwise
/// format 4 (Basic Multilingual Plane).
package enum TrueTypeCharacterMap {
  /// Unicode scalar value → glyph index; throws when no Unicode subtable exists or one is malformed.
  package static func parse(_ cmap: TrueTypeByteReader, glyphCount: Int) throws(PDFFontError) -> [UInt32: UInt16] {
    let subtableCount = Int(try cmap.uint16(at: 2))
    var format4: Int?
    var format12: Int?
    for index in 0..<subtableCount {
      let record = 4 + 8 * index
      let platform = try cmap.uint16(at: record)
      let encoding = try cmap.uint16(at: record + 2)
      let offset = Int(try cmap.uint32(at: record + 4))
      let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      guard isUnicode else { continue }
      switch try cmap.uint16(at: offset) {
      case 4: format4 = format4 ?? offset
      case 12: format12 = format12 ?? offset
      default: continue
      }
    }
    if let offset = format12 { return try parseFormat12(try cmap.slice(from: offset), glyphCount: glyphCount) }
    if let offset = format4 { return try parseFormat4(try cmap.slice(from: offset), glyphCount: glyphCount) }
    throw cmap.malformed(0, "no Unicode subtable in format 4 or 12")
  }

  private static func parseFormat4(_ table: TrueTypeByteReader, glyphCount: Int) throws(PDFFontError) -> [UInt32:
    UInt16]
  {
    let segmentCount = Int(try table.uint16(at: 6)) / 2
    let ends = 14
    let starts = ends + 2 * segmentCount + 2
    let deltas = starts + 2 * segmentCount
    let rangeOffsets = deltas + 2 * segmentCount
    var map: [UInt32: UInt16] = [:]
    var previousEnd = -1
    for segment in 0..<segmentCount {
      let end = Int(try table.uint16(at: ends + 2 * segment))
      let start = Int(try table.uint16(at: starts + 2 * segment))
      let delta = Int(try table.uint16(at: deltas + 2 * segment))
      let rangeOffsetPosition = rangeOffsets + 2 * segment
      let rangeOffset = Int(try table.uint16(at: rangeOffsetPosition))
      guard start <= end, start > previousEnd else {
        throw table.malformed(starts + 2 * segment, "segment \(segment) is empty, unsorted or overlaps the one before")
      }
      previousEnd = end
      for code in start...end where code != 0xFFFF {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          glyph = Int(try table.uint16(at: rangeOffsetPosition + rangeOffset + 2 * (code - start)))
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        guard glyph != 0 else { continue }
        guard glyph < glyphCount else {
          throw table.malformed(starts + 2 * segment, "U+\(String(code, radix: 16)) maps to missing glyph \(glyph)")
        }
        map[UInt32(code)] = UInt16(glyph)
      }
    }
    return map
  }

  private static func parseFormat12(_ table: TrueTypeByteReader, glyphCount: Int) throws(PDFFontError) -> [UInt32:
    UInt16]
  {
    let groupCount = Int(try table.uint32(at: 12))
    var map: [UInt32: UInt16] = [:]
    var previousEnd: Int64 = -1
    for group in 0..<groupCount {
      let record = 16 + 12 * group
      let start = try table.uint32(at: record)
      let end = try table.uint32(at: record + 4)
      let firstGlyph = Int(try table.uint32(at: record + 8))
      guard start <= end, end <= 0x10_FFFF, Int64(start) > previousEnd, firstGlyph + Int(end - start) < glyphCount
      else {
        throw table.malformed(record, "group \(group) is out of range, unsorted or overlaps the one before")
      }
      previousEnd = Int64(end)
      for code in start...end where firstGlyph + Int(code - start) != 0 {
        map[code] = UInt16(firstGlyph + Int(code - start))
      }
    }
    return map
  }
}
