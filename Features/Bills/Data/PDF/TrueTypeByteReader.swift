/// A bounds-checked big-endian reader over a slice of a font file.
///
/// Every read checks its range against the slice and throws ``BillFontError/truncated(table:offset:needed:)``
/// naming the table, so malformed offsets and lengths never read outside the buffer.
struct TrueTypeByteReader {
  /// The whole font file.
  let bytes: [UInt8]
  /// The table this reader covers (for error messages).
  let table: String
  /// Where the slice starts in `bytes`.
  let start: Int
  /// How many bytes the slice holds.
  let count: Int

  /// A reader over the whole file.
  init(bytes: [UInt8]) {
    self.bytes = bytes
    table = "offset table"
    start = 0
    count = bytes.count
  }

  /// A reader over `count` bytes at `start` of `bytes`; throws if that range is not inside the file.
  init(bytes: [UInt8], table: String, start: Int, count: Int) throws(BillFontError) {
    guard start >= 0, count >= 0, start <= bytes.count, count <= bytes.count - start else {
      throw .truncated(table: table, offset: start, needed: count)
    }
    self.bytes = bytes
    self.table = table
    self.start = start
    self.count = count
  }

  /// A reader over a sub-range of this slice (offsets relative to this slice).
  func slice(at offset: Int, count length: Int) throws(BillFontError) -> TrueTypeByteReader {
    try check(offset, length)
    return try TrueTypeByteReader(bytes: bytes, table: table, start: start + offset, count: length)
  }

  /// The rest of this slice from `offset`.
  func slice(from offset: Int) throws(BillFontError) -> TrueTypeByteReader {
    try check(offset, 0)
    return try slice(at: offset, count: count - offset)
  }

  func uint8(at offset: Int) throws(BillFontError) -> UInt8 {
    try check(offset, 1)
    return bytes[start + offset]
  }

  func uint16(at offset: Int) throws(BillFontError) -> UInt16 {
    try check(offset, 2)
    let index = start + offset
    return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
  }

  func int16(at offset: Int) throws(BillFontError) -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  func uint32(at offset: Int) throws(BillFontError) -> UInt32 {
    try check(offset, 4)
    let index = start + offset
    return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  /// A 16.16 fixed-point number (`post.italicAngle`).
  func fixed(at offset: Int) throws(BillFontError) -> Double {
    Double(Int32(bitPattern: try uint32(at: offset))) / 65_536
  }

  /// `length` raw bytes at `offset`.
  func bytes(at offset: Int, count length: Int) throws(BillFontError) -> ArraySlice<UInt8> {
    try check(offset, length)
    return bytes[(start + offset)..<(start + offset + length)]
  }

  /// A `malformed` error at `offset` of this slice.
  func malformed(_ offset: Int, _ reason: String) -> BillFontError {
    .malformed(table: table, offset: start + offset, reason: reason)
  }

  private func check(_ offset: Int, _ length: Int) throws(BillFontError) {
    guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
      throw .truncated(table: table, offset: start + offset, needed: length)
    }
  }
}
