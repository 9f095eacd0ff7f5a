import Foundation

/// A photo or scan of an expense's bill, kept with the expense and synced with it.
///
/// The image travels inside the expense's record, so it is limited to ``maximumByteCount``: scale a
/// camera photo down (a 1,200-pixel JPEG at quality 0.7 is about 200 KB) before attaching it.
public struct ExpenseReceipt: Sendable, Hashable, Codable {
  /// The image's format, read from its first bytes.
  public enum Format: String, Sendable, Hashable, Codable, CaseIterable {
    /// A PNG image.
    case png
    /// A JPEG image.
    case jpeg

    /// The MIME type (`"image/png"`).
    public var mimeType: String { "image/\(rawValue)" }
  }

  /// The most bytes an attached image may have: 1 MiB.
  public static let maximumByteCount = 1 << 20

  /// The image's format.
  public let format: Format
  /// The image's bytes, as captured.
  public let data: Data

  /// A receipt from an image's bytes.
  /// - Throws: ``ExpenseError/invalidReceipt(_:)`` when the bytes are not a PNG or JPEG image, or are
  ///   more than ``maximumByteCount``.
  public init(data: Data) throws(ExpenseError) {
    guard data.count <= Self.maximumByteCount else {
      throw .invalidReceipt("The image is \(data.count) bytes; at most \(Self.maximumByteCount) may be attached.")
    }
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      format = .png
    } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
      format = .jpeg
    } else {
      throw .invalidReceipt("The attachment is not a PNG or JPEG image.")
    }
    self.data = data
  }

  private enum CodingKeys: String, CodingKey { case format, data }

  /// Decodes and checks the image again: a record from elsewhere is not trusted.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let data = try container.decode(Data.self, forKey: .data)
    do {
      self = try ExpenseReceipt(data: data)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: error.description)
    }
  }

  /// Encodes the format and the bytes (base64).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(data, forKey: .data)
  }
}
