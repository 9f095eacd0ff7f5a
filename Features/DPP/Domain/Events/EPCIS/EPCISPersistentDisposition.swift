/// `persistentDisposition` (EPCIS 2.0 §7.3.5.5): dispositions that stay set until unset.
public struct EPCISPersistentDisposition: Sendable, Hashable, Codable {
  /// Dispositions set by this event.
  public var set: [CBVDisposition]?
  /// Dispositions cleared by this event.
  public var unset: [CBVDisposition]?

  /// Creates a persistent-disposition change.
  public init(set: [CBVDisposition]? = nil, unset: [CBVDisposition]? = nil) {
    self.set = set
    self.unset = unset
  }
}
