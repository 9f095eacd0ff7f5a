/// The backend's answer to a logout: the session's tokens are invalidated.
public struct WalletLogoutReceipt: Sendable, Hashable, Codable {
  /// Whether the logout succeeded.
  public var success: Bool
  /// The backend's message.
  public var message: String?

  /// Creates a receipt.
  public init(success: Bool, message: String? = nil) {
    self.success = success
    self.message = message
  }
}
