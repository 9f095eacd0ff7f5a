/// An entry of `sourceList` (EPCIS 2.0 §7.3.5.4): where a transfer came from.
public struct EPCISSource: Sendable, Hashable, Codable {
  /// `owning_party`, `possessing_party`, `location` or a URI.
  public var type: String
  /// The party or location URI.
  public var source: String

  /// Creates a source.
  public init(type: String, source: String) {
    self.type = type
    self.source = source
  }
}
