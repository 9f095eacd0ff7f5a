import SharedCore

/// A security event the device reports (`POST /security/events`).
public struct WalletSecurityEvent: Sendable, Hashable, Codable {
  /// What happened.
  public var eventType: WalletSecurityEventType
  /// How severe it is.
  public var severity: WalletSecuritySeverity
  /// A description for the security team (never a secret).
  public var description: String
  /// Structured details (`{"endpoint": "/wallet/history", "averageTime": 2.4}`).
  public var metadata: [String: JSONValue]?

  /// Creates an event.
  public init(
    eventType: WalletSecurityEventType, severity: WalletSecuritySeverity, description: String,
    metadata: [String: JSONValue]? = nil
  ) {
    self.eventType = eventType
    self.severity = severity
    self.description = description
    self.metadata = metadata
  }
}
