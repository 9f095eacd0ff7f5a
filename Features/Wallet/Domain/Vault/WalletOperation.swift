import Foundation
import SharedCore

/// A spend of one token recorded in the vault, identified by the caller's operation id.
///
/// A payment smaller than the token is a division: the token is reserved whole while the
/// operation is pending. Once the backend divided it (``paymentTokenId`` is set), the token is
/// used up, the change token is held and the payment token is reserved for the transfer instead;
/// a refused transfer releases the payment token, never the divided one.
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
  /// For a rejected operation, the backend's code and reason. For a pending one, why the last sync
  /// could not settle it (an answer that proves nothing, a refusal without a verdict, an answer that
  /// could not be recorded), or `nil` while it simply waits to be sent. `nil` once confirmed.
  public let reason: String?
  /// The change token, recorded when the backend divided the token (or when a division was
  /// confirmed with its change).
  public let changeTokenId: String?
  /// The payment token the backend's division issued, once recorded: the token the transfer sends.
  public let paymentTokenId: String?

  /// Creates an operation.
  public init(
    id: String, tokenId: String, tokenAmount: Money, payment: Money, state: WalletOperationState,
    reason: String? = nil, changeTokenId: String? = nil, paymentTokenId: String? = nil
  ) {
    self.id = id
    self.tokenId = tokenId
    self.tokenAmount = tokenAmount
    self.payment = payment
    self.state = state
    self.reason = reason
    self.changeTokenId = changeTokenId
    self.paymentTokenId = paymentTokenId
  }

  /// The value that comes back as change: the token's value minus the payment (zero unless a division).
  public var change: Money {
    Money(minorUnits: tokenAmount.minorUnits - payment.minorUnits, currency: payment.currency)
  }

  /// Whether the payment is smaller than the token, so that confirming it needs the backend's division.
  public var isDivision: Bool { payment.minorUnits < tokenAmount.minorUnits }
}
