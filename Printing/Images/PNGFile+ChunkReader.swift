import SharedCore

extension PNGFile {
  /// Reads a PNG file's chunks one after the other (W3C PNG §5.3), checking each one's length and CRC.
  package struct ChunkReader {
    /// One chunk: its four-letter type, its data and the file offset of its length field.
    package struct Chunk {
      /// The four-letter chunk type, such as "IHDR".
      package let name: String
      /// The chunk's data, without its length, type and CRC.
      package let data: ArraySlice<UInt8>
      /// The file offset of the chunk's length field.
      package let offset: Int
      /// Whether a reader may skip the chunk when it does not know it (its first letter is lower case).
      package let isAncillary: Bool
    }

    /// The whole file.
    package let bytes: [UInt8]
    private var offset = PNGFile.signature.count

    /// A reader of the chunks of `bytes`, starting after the signature.
    package init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    /// The next chunk; throws if it is cut off, its type is not four letters or its CRC is wrong.
    package mutating func next() throws(PDFImageError) -> Chunk {
      let start = offset
      guard bytes.count - start >= 8 else { throw .truncated(part: "PNG chunk", offset: start) }
      let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[start + $1]) }
      let type = bytes[(start + 4)..<(start + 8)]
      guard type.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
        throw .malformed(part: "PNG chunk", offset: start, reason: "the chunk type is not four letters")
      }
      let name = String(decoding: type, as: UTF8.self)
      guard length <= 0x7FFF_FFFF else {
        throw .malformed(part: "PNG \(name) chunk", offset: start, reason: "its length \(length) exceeds 2³¹ − 1")
      }
      guard bytes.count - start - 12 >= length else { throw .truncated(part: "PNG \(name) chunk", offset: start) }
      let end = start + 8 + length
      let stored = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[end + $1]) }
      guard CRC32.checksum(bytes[(start + 4)..<end]) == stored else {
        throw .checksumMismatch(chunk: name, offset: start)
      }
      offset = end + 4
      return Chunk(name: name, data: bytes[(start + 8)..<end], offset: start, isAncillary: type[start + 4] & 0x20 != 0)
    }
  }
}
