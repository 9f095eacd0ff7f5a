/// The body of endpoints that return none (`204 No Content`) or whose body is ignored, and the
/// empty JSON object `{}` as a request body.
public struct EmptyBody: Codable, Sendable, Hashable {
  /// Creates the empty value.
  public init() {}

  /// Decodes from anything, ignoring it.
  public init(from decoder: any Decoder) throws {}

  /// Encodes as an empty JSON object.
  public func encode(to encoder: any Encoder) throws {
    _ = encoder.container(keyedBy: EmptyKey.self)
  }

  private struct EmptyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
