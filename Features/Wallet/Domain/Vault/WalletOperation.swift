import Foundation
import SharedCore

/// A spend of one token recorded in the vault, identified by the caller's operation id.
public struct WalletOperation: Sendable, Hashable, Identifiable {
  /// The operation id: the idempotency key under which it is (re)submitted.
  public let id: String
  /// The token it spends.
  public let tokenId: String
  /// The value it moves (the token's).
  public let amount: Money
  /// Where it is in its life.
  public let state: WalletOperationState
  /// Why it was rejected, for a rejected operation.
  public let reason: String?

  /// Creates an operation.
  public init(id: String, tokenId: String, amount: Money, state: WalletOperationState, reason: String? = nil) {
    self.id = id
    self.tokenId = tokenId
    self.amount = amount
    self.state = state
    self.reason = reason
  }
}
