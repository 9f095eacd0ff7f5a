import Foundation

/// The backend's view of the current session.
public struct WalletSession: Sendable, Hashable, Codable {
  /// Whether the session is valid.
  public var valid: Bool
  /// The signed-in user.
  public var userId: String
  /// The user's wallet.
  public var walletId: String
  /// When the current access token expires.
  public var expiresAt: Date

  /// Creates a session description.
  public init(valid: Bool, userId: String, walletId: String, expiresAt: Date) {
    self.valid = valid
    self.userId = userId
    self.walletId = walletId
    self.expiresAt = expiresAt
  }
}
