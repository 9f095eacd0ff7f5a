import Foundation

/// The JSON encoder and decoder settings every backend shares.
///
/// Dates are ISO 8601 (RFC 3339) with or without fractional seconds on input (read by
/// ``ISO8601Timestamp/parse(_:)``), and without them on output. Decoding failures surface as ``AppError/decoding(path:reason:)`` with the key
/// path (via `AppError(_:)`).
public enum JSONCoders {
  /// A decoder accepting `2024-05-01T10:00:00Z` and `2024-05-01T10:00:00.123+02:00`.
  @Sendable public static func makeDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = ISO8601Timestamp.parse(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Expected an ISO 8601 date, found \"\(text)\"")
      }
      return date
    }
    return decoder
  }

  /// An encoder writing ISO 8601 dates without fractional seconds and sorted keys (stable output).
  @Sendable public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
