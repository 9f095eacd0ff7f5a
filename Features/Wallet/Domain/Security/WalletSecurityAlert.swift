import Foundation

/// One security alert about the device or the account.
public struct WalletSecurityAlert: Sendable, Hashable, Codable, Identifiable {
  /// The alert's id.
  public var id: String
  /// How serious it is.
  public var type: WalletSecurityAlertType
  /// What to tell the user.
  public var message: String
  /// When it was raised.
  public var timestamp: Date

  /// Creates an alert.
  public init(id: String, type: WalletSecurityAlertType, message: String, timestamp: Date) {
    self.id = id
    self.type = type
    self.message = message
    self.timestamp = timestamp
  }
}
