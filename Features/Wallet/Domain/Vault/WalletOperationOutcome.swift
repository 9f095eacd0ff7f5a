/// What the backend answered to a submitted operation, as the vault applies it.
///
/// Only a definite answer moves an operation out of pending: a lost response, a timeout or a
/// server failure is ``unknown`` and leaves the token reserved until the operation is resubmitted
/// (under the same id) or its status is read.
public enum WalletOperationOutcome: Sendable, Hashable {
  /// The backend accepted the whole-token payment.
  case accepted
  /// The backend accepted a division and returned the payment and change tokens.
  case divided(WalletTokenDivision)
  /// The backend refused the operation; the token is released and spendable again.
  case rejected(reason: String)
  /// The backend refused because the token itself is spent elsewhere; the token is voided, not
  /// released.
  case tokenSpent(reason: String)
  /// No definite answer: the operation stays pending.
  case unknown

  /// Classifies a failed submission: a refusal of the operation is ``rejected(reason:)``, a refusal
  /// because the token is gone is ``tokenSpent(reason:)``, and anything that leaves open whether the
  /// backend applied it (transport, server failures, an unreadable response, a session to renew,
  /// cancellation) is ``unknown``.
  public init(error: WalletError) {
    switch error {
    case .tokenAlreadySpent, .doubleSpendingDetected:
      self = .tokenSpent(reason: error.code)
    case .validationError, .insufficientBalance, .tokenExpired, .invalidSignature, .transactionFailed,
      .securityViolation, .authorizationFailed, .resourceNotFound:
      self = .rejected(reason: error.code)
    case .authenticationRequired, .rateLimitExceeded, .blockchainError, .networkError, .syncError,
      .internalServerError, .invalidResponse, .cancelled, .temporarilyUnavailable, .local:
      self = .unknown
    }
  }
}
