import SharedCore

/// Free-form details attached to a submitted transaction (a note, the device, a place).
public struct WalletTransactionMetadata: Sendable, Hashable, Codable {
  /// A note shown in history.
  public var description: String?
  /// The submitting device's identifier.
  public var deviceId: String?
  /// Any other members, kept as sent.
  public var extra: [String: JSONValue]?

  /// Creates metadata.
  public init(description: String? = nil, deviceId: String? = nil, extra: [String: JSONValue]? = nil) {
    self.description = description
    self.deviceId = deviceId
    self.extra = extra
  }
}
