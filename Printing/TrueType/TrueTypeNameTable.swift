/// Reads the PostScript name (name ID 6) from a `name` table.
package enum TrueTypeNameTable {
  /// The PostScript name with anything but ASCII letters, digits and `-` removed; throws when absent.
  package static func postScriptName(_ name: TrueTypeByteReader) throws(PDFFontError) -> String {
    let count = Int(try name.uint16(at: 2))
    let storage = Int(try name.uint16(at: 4))
    for index in 0..<count {
      let record = 6 + 12 * index
      let platform = try name.uint16(at: record)
      let nameID = try name.uint16(at: record + 6)
      guard nameID == 6, platform == 1 || platform == 3 || platform == 0 else { continue }
      let length = Int(try name.uint16(at: record + 8))
      let offset = Int(try name.uint16(at: record + 10))
      let raw = try name.bytes(at: storage + offset, count: length)
      let text: String
      if platform == 1 {
        text = String(decoding: raw, as: UTF8.self)
      } else {
        let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
          UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
        }
        text = String(decoding: units, as: UTF16.self)
      }
      let cleaned = String(
        text.unicodeScalars.filter {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
        })
      if !cleaned.isEmpty { return cleaned }
    }
    throw name.malformed(0, "no PostScript name")
  }
}
