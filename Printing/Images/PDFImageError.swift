/// Why the bytes of a PNG or JPEG file cannot be placed in a PDF.
///
/// Every case says what is wrong and, where the file itself is at fault, where: the PNG chunk or
/// JPEG segment and its byte offset in the file. A damaged or hostile file always ends in one of
/// these errors, never in a crash. A feature turns it into its own public error.
package enum PDFImageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The image is `width` × `height` pixels: a side is zero or longer than `limit`.
  case dimensionsOutOfRange(width: Int, height: Int, limit: Int)
  /// The file ends inside `part` (such as "PNG IHDR chunk" or "JPEG SOF0 segment") that starts at `offset`.
  case truncated(part: String, offset: Int)
  /// A value in `part`, which starts at `offset`, is invalid or contradicts another part.
  case malformed(part: String, offset: Int, reason: String)
  /// The PNG chunk `chunk` at `offset` does not match its CRC: the file was damaged.
  case checksumMismatch(chunk: String, offset: Int)
  /// The compressed PNG image data cannot be decompressed; `offset` is the file offset of the
  /// byte where decompression failed.
  case corruptImageData(offset: Int, reason: String)
  /// The file is valid but uses something PDF readers do not support, such as a 12-bit, lossless
  /// or arithmetic-coded JPEG.
  case unsupported(part: String, reason: String)

  /// A sentence describing the problem and where it is.
  package var description: String {
    switch self {
    case .dimensionsOutOfRange(let width, let height, let limit):
      "the image is \(width) × \(height) pixels; each side must be 1 to \(limit) pixels"
    case .truncated(let part, let offset): "the image ends inside the \(part) at offset \(offset)"
    case .malformed(let part, let offset, let reason): "the \(part) at offset \(offset) is invalid: \(reason)"
    case .checksumMismatch(let chunk, let offset): "the PNG \(chunk) chunk at offset \(offset) fails its CRC check"
    case .corruptImageData(let offset, let reason):
      "the compressed image data is corrupt at offset \(offset): \(reason)"
    case .unsupported(let part, let reason): "the \(part) is not supported: \(reason)"
    }
  }
}
