/// A bounds-checked big-endian reader over a slice of a font file.
///
/// Every read checks its range against the slice and throws ``PDFFontError/truncated(table:offset:needed:)``
/// naming the table, so malformed offsets and lengths never read outside the buffer.
package struct TrueTypeByteReader {
  /// The whole font file.
  package let bytes: [UInt8]
  /// The table this reader covers (for error messages).
  package let table: String
  /// Where the slice starts in `bytes`.
  package let start: Int
  /// How many bytes the slice holds.
  package let count: Int

  /// A reader over the whole file.
  package init(bytes: [UInt8]) {
    self.bytes = bytes
    table = "offset table"
    start = 0
    count = bytes.count
  }

  /// A reader over `count` bytes at `start` of `bytes`; throws if that range is not inside the file.
  package init(bytes: [UInt8], table: String, start: Int, count: Int) throws(PDFFontError) {
    guard start >= 0, count >= 0, start <= bytes.count, count <= bytes.count - start else {
      throw .truncated(table: table, offset: start, needed: count)
    }
    self.bytes = bytes
    self.table = table
    self.start = start
    self.count = count
  }

  /// A reader over a sub-range of this slice (offsets relative to this slice).
  package func slice(at offset: Int, count length: Int) throws(PDFFontError) -> TrueTypeByteReader {
    try check(offset, length)
    return try TrueTypeByteReader(bytes: bytes, table: table, start: start + offset, count: length)
  }

  /// The rest of this slice from `offset`.
  package func slice(from offset: Int) throws(PDFFontError) -> TrueTypeByteReader {
    try check(offset, 0)
    return try slice(at: offset, count: count - offset)
  }

  /// The byte at `offset`.
  package func uint8(at offset: Int) throws(PDFFontError) -> UInt8 {
    try check(offset, 1)
    return bytes[start + offset]
  }

  /// The big-endian unsigned 16-bit value at `offset`.
  package func uint16(at offset: Int) throws(PDFFontError) -> UInt16 {
    try check(offset, 2)
    let index = start + offset
    return UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
  }

  /// The big-endian signed 16-bit value at `offset`.
  package func int16(at offset: Int) throws(PDFFontError) -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  /// The big-endian unsigned 32-bit value at `offset`.
  package func uint32(at offset: Int) throws(PDFFontError) -> UInt32 {
    try check(offset, 4)
    let index = start + offset
    return UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  /// A 16.16 fixed-point number (`post.italicAngle`).
  package func fixed(at offset: Int) throws(PDFFontError) -> Double {
    Double(Int32(bitPattern: try uint32(at: offset))) / 65_536
  }

  /// `length` raw bytes at `offset`.
  package func bytes(at offset: Int, count length: Int) throws(PDFFontError) -> ArraySlice<UInt8> {
    try check(offset, length)
    return bytes[(start + offset)..<(start + offset + length)]
  }

  /// A `malformed` error at `offset` of this slice.
  package func malformed(_ offset: Int, _ reason: String) -> PDFFontError {
    .malformed(table: table, offset: start + offset, reason: reason)
  }

  private func check(_ offset: Int, _ length: Int) throws(PDFFontError) {
    guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
      throw .truncated(table: table, offset: start + offset, needed: length)
    }
  }
}
