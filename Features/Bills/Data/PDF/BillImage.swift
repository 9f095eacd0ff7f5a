import Foundation
import SharedPrinting

/// A PNG or JPEG image to print on an invoice, such as the shop's logo or the seller's signature.
///
/// Creating one reads and checks the whole file, so a damaged or unsupported image is refused with
/// a ``BillImageError`` when it is handed over, not when an invoice is rendered:
///
/// ```swift
/// let logo = try BillImage(data: settings.logoData)
/// print(logo.kind, logo.width, logo.height)  // png 320 120
/// ```
///
/// PNG images of every colour type and bit depth are accepted, interlaced or not, with their
/// transparency kept; JPEG images may be baseline, extended or progressive, in grayscale, RGB or
/// CMYK. A JPEG is embedded in the PDF byte for byte. Colour profiles, gamma and EXIF orientation
/// are not applied: save the image upright in sRGB. An image encodes as its file's bytes, and
/// decoding checks them again.
public struct BillImage: Sendable, Hashable {
  /// The largest file accepted, in bytes (8 MiB).
  public static let maximumByteCount = 8 * 1024 * 1024
  /// The longest side accepted, in pixels.
  public static let maximumDimension = PDFImage.maximumDimension

  /// The file's bytes, as given.
  public let data: Data
  /// Whether the file is a PNG or a JPEG, from its signature.
  public let kind: Kind
  /// The image, ready to be written into a PDF.
  let image: PDFImage

  /// Reads and checks `data`, a PNG or JPEG file.
  ///
  /// - Throws: ``BillImageError`` naming what is wrong and where, when the data is empty, neither
  ///   PNG nor JPEG, larger than ``maximumByteCount`` bytes or ``maximumDimension`` pixels a side,
  ///   damaged, or uses a feature PDF readers do not support.
  public init(data: Data) throws(BillImageError) {
    guard !data.isEmpty else { throw .empty }
    guard data.count <= Self.maximumByteCount else {
      throw .fileTooLarge(byteCount: data.count, limit: Self.maximumByteCount)
    }
    let bytes = [UInt8](data)
    guard let kind = Kind(signatureOf: bytes) else { throw .unrecognizedFormat }
    self.data = data
    self.kind = kind
    do throws(PDFImageError) {
      switch kind {
      case .png: image = try PDFImage(png: bytes)
      case .jpeg: image = try PDFImage(jpeg: bytes)
      }
    } catch {
      throw BillImageError(error)
    }
  }

  /// The width in pixels.
  public var width: Int { image.width }

  /// The height in pixels.
  public var height: Int { image.height }

  /// Two images are equal when their files are.
  public static func == (left: BillImage, right: BillImage) -> Bool { left.data == right.data }

  /// Hashes the file's bytes.
  public func hash(into hasher: inout Hasher) { hasher.combine(data) }
}
