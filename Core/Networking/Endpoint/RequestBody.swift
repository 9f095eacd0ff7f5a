import Foundation

/// What a request sends.
public enum RequestBody: Sendable {
  /// A value encoded with the client's JSON encoder, sent as `application/json`.
  case json(any Encodable & Sendable)
  /// Raw bytes with their media type.
  case data(Data, contentType: String)

  /// Encodes the body, returning the bytes and the `Content-Type` to send.
  func encoded(with encoder: JSONEncoder) throws -> (data: Data, contentType: String) {
    switch self {
    case .json(let value): (try encoder.encode(value), "application/json")
    case .data(let data, let contentType): (data, contentType)
    }
  }
}
