import SharedCore
import SharedPrinting

/// Builds small PNG files byte by byte for the error tests, chunk CRCs computed unless told otherwise.
package enum TestPNG {
  /// A chunk: length, type, data and CRC.
  package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(data.count) + body + bigEndian(Int(CRC32.checksum(body[...])))
  }

  /// IHDR data for the given fields.
  package static func header(
    width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 0, interlace: UInt8 = 0
  ) -> [UInt8] {
    bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace]
  }

  /// A PNG file: the signature, IHDR with `header`, the `extra` chunks, one IDAT of `compressed`
  /// (or of `filtered` compressed), then IEND.
  package static func file(
    header: [UInt8], extra: [[UInt8]] = [], filtered: [UInt8] = [], compressed: [UInt8]? = nil
  ) -> [UInt8] {
    PNGFile.signature + chunk("IHDR", header) + extra.joined()
      + chunk("IDAT", compressed ?? ZlibEncoder.compress(filtered)) + chunk("IEND", [])
  }

  /// A valid 2 × 2 8-bit grayscale image: rows of filter type 0.
  package static let tinyGray = file(header: header(width: 2, height: 2), filtered: [0, 10, 20, 0, 30, 40])

  /// The offsets and names of the chunks of `bytes`, a PNG file.
  package static func chunks(of bytes: [UInt8]) -> [(name: String, offset: Int, length: Int)] {
    var chunks: [(name: String, offset: Int, length: Int)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      chunks.append((String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self), offset, length))
      offset += 12 + length
    }
    return chunks
  }

  /// `bytes` with every chunk's CRC recomputed, so damage to a chunk's data reaches the decoder.
  package static func withCRCsFixed(_ bytes: [UInt8]) -> [UInt8] {
    var fixed = bytes
    for chunk in chunks(of: bytes) where chunk.offset + 12 + chunk.length <= bytes.count {
      let end = chunk.offset + 8 + chunk.length
      fixed.replaceSubrange(end..<(end + 4), with: bigEndian(Int(CRC32.checksum(bytes[(chunk.offset + 4)..<end]))))
    }
    return fixed
  }

  /// The four big-endian bytes of `value`.
  package static func bigEndian(_ value: Int) -> [UInt8] {
    [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }
}
