/// An image ready to be written into a PDF as an image XObject (ISO 32000-1 §8.9.5): its size,
/// colour space, bits per component, stream data as encoded, and the alpha of a transparent image
/// as a separate soft mask (§11.6.5.3).
///
/// Made from a PNG (``init(png:)``) or JPEG (``init(jpeg:)``) file; written by ``PDFImageEmbedder``.
package struct PDFImage: Sendable, Hashable {
  /// The longest side accepted, in pixels: larger images are refused with
  /// ``PDFImageError/dimensionsOutOfRange(width:height:limit:)``.
  package static let maximumDimension = 4096

  /// The size in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// The colour space of the samples.
  package let colorSpace: ColorSpace
  /// The bits of each sample.
  package let bitsPerComponent: Int
  /// How `data` is encoded.
  package let encoding: Encoding
  /// The decode array (§8.9.5.2), or `nil` for the colour space's default.
  package let decode: [Int]?
  /// The stream data, encoded as `encoding` says.
  package let data: [UInt8]
  /// The Flate-compressed 8-bit alpha of each pixel (written as a DeviceGray soft mask), or `nil`
  /// when the image is opaque.
  package let softMask: [UInt8]?

  /// The rectangle of an image `width` × `height` pixels scaled as large as fits in `box` with its
  /// aspect ratio kept, centred in `box`; empty when either has no area.
  package static func fit(width: Int, height: Int, in box: PDFRectangle) -> PDFRectangle {
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
