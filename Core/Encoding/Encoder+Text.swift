extension Encoder {
  /// Encodes `text` as the whole value: one JSON string, which `Decoder.decodeText(_:)` reads back.
  package func encodeText(_ text: String) throws {
    var container = singleValueContainer()
    try container.encode(text)
  }
}
