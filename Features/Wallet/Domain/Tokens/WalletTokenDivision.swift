/// The backend's answer to `POST /tokens/divide`: the original token's end and the new tokens.
public struct WalletTokenDivision: Sendable, Hashable, Codable {
  /// The token that was split, now used up.
  public var originalToken: WalletTokenStatus
  /// The new token worth the payment.
  public var paymentToken: WalletOfflineToken
  /// The new token worth the rest, unless the payment took it all.
  public var changeToken: WalletOfflineToken?

  /// Creates a division answer.
  public init(originalToken: WalletTokenStatus, paymentToken: WalletOfflineToken, changeToken: WalletOfflineToken?) {
    self.originalToken = originalToken
    self.paymentToken = paymentToken
    self.changeToken = changeToken
  }
}
