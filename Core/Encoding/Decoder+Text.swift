extension Decoder {
  /// Decodes a value written as one JSON string by reading the string and passing it to `read`, the
  /// value's validating initialiser: an error `read` throws becomes `DecodingError.dataCorrupted` at
  /// this coding path, with the error's own description as the reason.
  ///
  /// ```swift
  /// public init(from decoder: any Decoder) throws {
  ///   self = try decoder.decodeText { try PAN($0) }
  /// }
  /// ```
  package func decodeText<Value>(_ read: (String) throws -> Value) throws -> Value {
    let container = try singleValueContainer()
    let text = try container.decode(String.self)
    do {
      return try read(text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: String(describing: error))
    }
  }

  /// Decodes a value written as one JSON string that `read` accepts or returns `nil` for; the
  /// `DecodingError.dataCorrupted` for `nil` says `"<text>" is not <expected>`.
  ///
  /// ```swift
  /// self = try decoder.decodeText(expecting: "a GST state code") { GSTStateCode($0) }
  /// ```
  package func decodeText<Value>(expecting expected: String, _ read: (String) -> Value?) throws -> Value {
    try decodeText { text in
      guard let value = read(text) else { throw TextNotAccepted(text: text, expected: expected) }
      return value
    }
  }
}

/// The reason a string was not read, for `Decoder.decodeText(expecting:_:)`.
private struct TextNotAccepted: Error, CustomStringConvertible {
  let text: String
  let expected: String

  var description: String { "\"\(text)\" is not \(expected)" }
}
