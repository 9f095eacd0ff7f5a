/// Writes grayscale PNG files (ISO/IEC 15948, the PNG specification): the signature, then the `IHDR`,
/// `IDAT` and `IEND` chunks, each with its length and CRC-32.
enum PNGWriter {
  /// The per-row filters the writer's callers use (PNG §9.2).
  enum Filter: UInt8 {
    /// The row's bytes as they are.
    case none = 0
    /// Each byte minus the byte above it.
    case up = 2
  }

  /// The PNG file of a `width` × `height` grayscale image of `bitDepth` (1, 2, 4, 8 or 16) bits a pixel
  /// whose filtered rows, each a filter byte then the packed pixels, are `scanlines`.
  static func grayscaleImage(width: Int, height: Int, bitDepth: UInt8, scanlines: [UInt8]) -> [UInt8] {
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header: [UInt8] = []
    header.appendBigEndian(UInt32(truncatingIfNeeded: width))
    header.appendBigEndian(UInt32(truncatingIfNeeded: height))
    // Bit depth, colour type 0 (grayscale), compression 0 (deflate), filter method 0, no interlace.
    header += [bitDepth, 0, 0, 0, 0]
    appendChunk("IHDR", data: header, to: &file)
    appendChunk("IDAT", data: ZlibEncoder.compress(scanlines), to: &file)
    appendChunk("IEND", data: [], to: &file)
    return file
  }

  /// Appends a chunk: the data's length, the four-letter type, the data, and the CRC-32 of type and data.
  private static func appendChunk(_ type: StaticString, data: [UInt8], to file: inout [UInt8]) {
    file.appendBigEndian(UInt32(truncatingIfNeeded: data.count))
    let start = file.count
    type.withUTF8Buffer { file.append(contentsOf: $0) }
    file.append(contentsOf: data)
    file.appendBigEndian(CRC32.checksum(file[start...]))
  }
}

extension [UInt8] {
  /// Appends `value`'s four bytes, most significant first.
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
  }
}
