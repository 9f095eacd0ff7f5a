/// An entry of `destinationList` (EPCIS 2.0 §7.3.5.4): where a transfer went.
public struct EPCISDestination: Sendable, Hashable, Codable {
  /// `owning_party`, `possessing_party`, `location` or a URI.
  public var type: String
  /// The party or location URI.
  public var destination: String

  /// Creates a destination.
  public init(type: String, destination: String) {
    self.type = type
    self.destination = destination
  }
}
