import Foundation

extension BillImage: Codable {
  /// Decodes the file's bytes (base64 in JSON) and checks them as ``init(data:)`` does.
  ///
  /// - Throws: `DecodingError.dataCorrupted` describing the ``BillImageError`` when the bytes are
  ///   not an acceptable image.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let data = try container.decode(Data.self)
    do {
      try self.init(data: data)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the file's bytes as they were given.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(data)
  }
}
