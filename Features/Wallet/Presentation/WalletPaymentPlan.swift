import SharedCore

/// How a payment will be made from the tokens on the device: which token pays, and the change it
/// gives back.
///
/// A payment smaller than its token is a division: the backend splits the token when the wallet is
/// next online, and the change comes back as a new token.
public struct WalletPaymentPlan: Sendable, Hashable {
  /// The token that pays: the smallest available one that covers the payment.
  public let token: WalletOfflineToken
  /// The amount paid.
  public let payment: Money

  /// Creates a plan.
  public init(token: WalletOfflineToken, payment: Money) {
    self.token = token
    self.payment = payment
  }

  /// The change the payment gives back: the token's value minus the payment.
  public var change: Money {
    Money(minorUnits: token.amount.minorUnits - payment.minorUnits, currency: payment.currency)
  }

  /// Whether the payment needs change (a division of the token).
  public var isDivision: Bool { payment.minorUnits < token.amount.minorUnits }
}
