/// A PNG image's header chunk, IHDR (W3C PNG §11.2.2): its size, colour type, bit depth and
/// interlacing, with what follows from them.
package struct PNGHeader: Sendable, Hashable {
  /// The image's size in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// The bits per sample (per palette index for indexed images).
  package let bitDepth: Int
  /// How a pixel's samples are stored.
  package let colorType: PNGColorType
  /// Whether the pixels are stored in the seven Adam7 passes.
  package let isInterlaced: Bool

  /// Reads the 13 bytes of IHDR `data`, the chunk starting at file offset `offset`.
  package init(_ data: ArraySlice<UInt8>, offset: Int) throws(PDFImageError) {
    let part = "PNG IHDR chunk"
    guard data.count == 13 else {
      throw .malformed(part: part, offset: offset, reason: "it has \(data.count) bytes, not 13")
    }
    let field = { (index: Int) in data[data.startIndex + index] }
    let word = { (index: Int) in (0..<4).reduce(0) { $0 << 8 | Int(field(index + $1)) } }
    width = word(0)
    height = word(4)
    bitDepth = Int(field(8))
    guard (1...PDFImage.maximumDimension).contains(width), (1...PDFImage.maximumDimension).contains(height) else {
      throw .dimensionsOutOfRange(width: width, height: height, limit: PDFImage.maximumDimension)
    }
    guard let colorType = PNGColorType(rawValue: field(9)) else {
      throw .malformed(part: part, offset: offset, reason: "colour type \(field(9)) does not exist")
    }
    self.colorType = colorType
    guard colorType.allowedBitDepths.contains(bitDepth) else {
      throw .malformed(
        part: part, offset: offset, reason: "bit depth \(bitDepth) is not allowed for colour type \(field(9))")
    }
    guard field(10) == 0, field(11) == 0 else {
      throw .malformed(
        part: part, offset: offset, reason: "compression method \(field(10)) or filter method \(field(11)) is not 0")
    }
    guard field(12) <= 1 else {
      throw .malformed(part: part, offset: offset, reason: "interlace method \(field(12)) does not exist")
    }
    isInterlaced = field(12) == 1
  }

  /// The bits one pixel takes.
  package var bitsPerPixel: Int { colorType.channels * bitDepth }

  /// The distance in bytes between a byte and the one it is predicted from by the Sub, Average and
  /// Paeth filters: the bytes of a whole pixel, or 1 below 8 bits per pixel.
  package var filterDistance: Int { max(1, bitsPerPixel / 8) }

  /// The bytes of one row of `width` pixels, without its filter-type byte.
  package func rowByteCount(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// The passes the image data holds, in order.
  package var passes: [PNGPass] { PNGPass.passes(width: width, height: height, interlaced: isInterlaced) }

  /// The size of the decompressed image data: each non-empty pass's rows with their filter-type bytes.
  package var filteredByteCount: Int {
    passes.filter { !$0.isEmpty }.reduce(0) { $0 + $1.height * (1 + rowByteCount(width: $1.width)) }
  }
}
