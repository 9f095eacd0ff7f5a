import Foundation
import SharedCore

/// A spend of one token recorded in the vault, identified by the caller's operation id.
///
/// A payment smaller than the token is a division: the token is reserved whole while the
/// operation is pending, and on confirmation the backend's change token comes back to the wallet.
public struct WalletOperation: Sendable, Hashable, Identifiable {
  /// The operation id: the idempotency key under which it is (re)submitted.
  public let id: String
  /// The token it spends.
  public let tokenId: String
  /// The token's whole value.
  public let tokenAmount: Money
  /// The value paid: the whole token, or less for a division.
  public let payment: Money
  /// Where it is in its life.
  public let state: WalletOperationState
  /// Why it was rejected, for a rejected operation.
  public let reason: String?
  /// The change token recorded when a division was confirmed.
  public let changeTokenId: String?

  /// Creates an operation.
  public init(
    id: String, tokenId: String, tokenAmount: Money, payment: Money, state: WalletOperationState,
    reason: String? = nil, changeTokenId: String? = nil
  ) {
    self.id = id
    self.tokenId = tokenId
    self.tokenAmount = tokenAmount
    self.payment = payment
    self.state = state
    self.reason = reason
    self.changeTokenId = changeTokenId
  }

  /// The value that comes back as change: the token's value minus the payment (zero unless a division).
  public var change: Money {
    Money(minorUnits: tokenAmount.minorUnits - payment.minorUnits, currency: payment.currency)
  }

  /// Whether the payment is smaller than the token, so that confirming it needs the backend's division.
  public var isDivision: Bool { payment.minorUnits < tokenAmount.minorUnits }
}
