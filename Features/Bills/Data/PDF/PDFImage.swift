/// An image ready to be written into a PDF as an image XObject (ISO 32000-1 §8.9.5): its size,
/// colour space, bits per component, stream data as encoded, and the alpha of a transparent image
/// as a separate soft mask (§11.6.5.3).
///
/// Made from a PNG (``init(png:)``) or JPEG (``init(jpeg:)``) file; written by ``PDFImageEmbedder``.
struct PDFImage: Sendable, Hashable {
  /// The size in pixels.
  let width: Int
  let height: Int
  let colorSpace: ColorSpace
  let bitsPerComponent: Int
  let encoding: Encoding
  /// The decode array (§8.9.5.2), or `nil` for the colour space's default.
  let decode: [Int]?
  /// The stream data, encoded as `encoding` says.
  let data: [UInt8]
  /// The Flate-compressed 8-bit alpha of each pixel (written as a DeviceGray soft mask), or `nil`
  /// when the image is opaque.
  let softMask: [UInt8]?

  /// The rectangle of an image `width` × `height` pixels scaled as large as fits in `box` with its
  /// aspect ratio kept, centred in `box`; empty when either has no area.
  static func fit(width: Int, height: Int, in box: PDFRectangle) -> PDFRectangle {
    guard width > 0, height > 0, box.width > 0, box.height > 0 else {
      return PDFRectangle(x: box.x, y: box.y, width: 0, height: 0)
    }
    let scale = min(box.width / Double(width), box.height / Double(height))
    let fitted = (width: Double(width) * scale, height: Double(height) * scale)
    return PDFRectangle(
      x: box.x + (box.width - fitted.width) / 2, y: box.y + (box.height - fitted.height) / 2, width: fitted.width,
      height: fitted.height)
  }
}
