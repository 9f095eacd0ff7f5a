import Foundation

/// The backend's acknowledgement of a reported security event.
public struct WalletSecurityEventReceipt: Sendable, Hashable, Codable {
  /// The id the backend gave the event.
  public var eventId: String
  /// When the backend recorded it.
  public var recordedAt: Date

  /// Creates a receipt.
  public init(eventId: String, recordedAt: Date) {
    self.eventId = eventId
    self.recordedAt = recordedAt
  }
}
