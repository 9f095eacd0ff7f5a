/// Writes TrueType tables: big-endian integers, a format 4 `cmap`, and the font file with its table
/// directory, table checksums and `head.checkSumAdjustment`.
package enum TrueTypeFontWriter {
  /// Appends `value` big-endian.
  package static func append16(_ value: UInt16, to bytes: inout [UInt8]) {
    bytes.append(UInt8(value >> 8))
    bytes.append(UInt8(value & 0xFF))
  }

  /// Appends `value` big-endian.
  package static func append32(_ value: UInt32, to bytes: inout [UInt8]) {
    append16(UInt16(value >> 16), to: &bytes)
    append16(UInt16(value & 0xFFFF), to: &bytes)
  }

  /// The table checksum: the sum of its big-endian 32-bit words, zero-padded.
  package static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    var sum: UInt32 = 0
    var word: UInt32 = 0
    var count = 0
    for byte in bytes {
      word = word << 8 | UInt32(byte)
      count += 1
      if count == 4 {
        sum &+= word
        word = 0
        count = 0
      }
    }
    if count > 0 { sum &+= word << (8 * UInt32(4 - count)) }
    return sum
  }

  /// A `cmap` with one Windows Unicode BMP subtable (format 4, one segment per character).
  package static func characterMap(_ map: [UInt32: UInt16]) -> [UInt8] {
    let entries = map.filter { $0.key < 0xFFFF }.sorted { $0.key < $1.key }
    let segmentCount = entries.count + 1
    var subtable: [UInt8] = []
    var searchRange = 1
    var entrySelector = 0
    while searchRange * 2 <= segmentCount {
      searchRange *= 2
      entrySelector += 1
    }
    append16(4, to: &subtable)
    append16(UInt16(16 + 8 * segmentCount), to: &subtable)
    append16(0, to: &subtable)
    append16(UInt16(2 * segmentCount), to: &subtable)
    append16(UInt16(2 * searchRange), to: &subtable)
    append16(UInt16(entrySelector), to: &subtable)
    append16(UInt16(2 * segmentCount - 2 * searchRange), to: &subtable)
    for (code, _) in entries { append16(UInt16(code), to: &subtable) }
    append16(0xFFFF, to: &subtable)
    append16(0, to: &subtable)
    for (code, _) in entries { append16(UInt16(code), to: &subtable) }
    append16(0xFFFF, to: &subtable)
    for (code, glyph) in entries { append16(glyph &- UInt16(code), to: &subtable) }
    append16(1, to: &subtable)
    for _ in 0..<segmentCount { append16(0, to: &subtable) }
    var table: [UInt8] = []
    append16(0, to: &table)
    append16(1, to: &table)
    append16(3, to: &table)
    append16(1, to: &table)
    append32(12, to: &table)
    return table + subtable
  }

  /// The font file holding `tables` (sorted by tag, 4-byte aligned) with checksums filled in.
  package static func assemble(_ tables: [String: [UInt8]]) -> [UInt8] {
    let tags = tables.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    var searchRange = 1
    var entrySelector = 0
    while searchRange * 2 <= tags.count {
      searchRange *= 2
      entrySelector += 1
    }
    var file: [UInt8] = []
    append32(0x0001_0000, to: &file)
    append16(UInt16(tags.count), to: &file)
    append16(UInt16(16 * searchRange), to: &file)
    append16(UInt16(entrySelector), to: &file)
    append16(UInt16(16 * (tags.count - searchRange)), to: &file)
    var offset = 12 + 16 * tags.count
    var body: [UInt8] = []
    var headOffset: Int?
    for tag in tags {
      let table = tables[tag] ?? []
      file += Array(tag.utf8.prefix(4))
      append32(checksum(table), to: &file)
      append32(UInt32(offset), to: &file)
      append32(UInt32(table.count), to: &file)
      if tag == "head" { headOffset = offset }
      body += table
      while body.count % 4 != 0 { body.append(0) }
      offset = 12 + 16 * tags.count + body.count
    }
    file += body
    if let headOffset, headOffset + 12 <= file.count {
      let adjustment = 0xB1B0_AFBA &- checksum(file)
      for byte in 0..<4 { file[headOffset + 8 + byte] = UInt8((adjustment >> (8 * UInt32(3 - byte))) & 0xFF) }
    }
    return file
  }
}
