/// An App Store enumeration that keeps values it does not know, so a value Apple adds later never
/// voids a transaction: its known cases decode to themselves, anything else to `unknown(raw)`.
public protocol PlansOpenEnumeration: Codable, Sendable, Hashable {
  /// The wire type (a string or an integer).
  associatedtype Raw: Codable & Hashable & Sendable
  /// Every case this version knows.
  static var known: [Self] { get }
  /// The case for a value this version does not know.
  static func unknown(_ raw: Raw) -> Self
  /// The wire value.
  var rawValue: Raw { get }
}

extension PlansOpenEnumeration {
  /// The case for `raw`: a known one, or `unknown(raw)`.
  public init(rawValue raw: Raw) {
    self = Self.known.first { $0.rawValue == raw } ?? Self.unknown(raw)
  }

  /// Decodes the wire value.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(Raw.self))
  }

  /// Encodes the wire value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
