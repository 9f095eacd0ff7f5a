import SharedCore

/// What the backend answered to a submitted operation, as the vault applies it.
///
/// Only the backend's verdict moves an operation out of pending. A failed submission is sorted by
/// SharedCore's one table, `RemoteUncertainty` (through `RemoteOutcome`): an answer that does not
/// prove what the backend did (a lost response, a timeout, a 409 for a request still in progress
/// under the same idempotency key, a 5xx, a 2xx that cannot be read) is ``unknown``, and the token
/// stays reserved until the operation is sent again under the same id, which the backend answers
/// with its first result. A refusal is a verdict only when the backend says, in its own error
/// table, why it refuses the operation; a refusal without one is ``refusedWithoutVerdict(reason:)``
/// and keeps the token too, since an earlier attempt under the same id may have been applied.
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
  /// No definite answer: the operation stays pending, to be sent again under the same id.
  case unknown
  /// The backend refused the request with an answer outside its error table (a key reused for
  /// another request, a gateway's refusal): this request was not applied, but an earlier one under
  /// the same id may have been. The operation stays pending until the token's status on the backend
  /// settles it (``WalletSyncService`` asks for it: a token the backend still holds unspent is
  /// released with this reason).
  case refusedWithoutVerdict(reason: String)

  /// Sorts a failed submission: the backend's verdict that the token is spent elsewhere is
  /// ``tokenSpent(reason:)``, any other verdict ``rejected(reason:)``; a refusal outside the error
  /// table is ``refusedWithoutVerdict(reason:)``; everything `RemoteUncertainty` does not call a
  /// refusal (transport and server failures, an unreadable answer, a request still in progress, a
  /// session to renew, cancellation, a failure of this device) is ``unknown``.
  public init(error: WalletError) {
    switch RemoteOutcome<Never, WalletError>(failure: error, refusal: { _ in error }) {
    case .done, .unknown:
      self = .unknown
    case .refused(.tokenAlreadySpent), .refused(.doubleSpendingDetected):
      self = .tokenSpent(reason: error.code)
    case .refused(.unlistedFailure(let status, let code, let message)):
      let answer = code.map { "\($0) (HTTP \(status))" } ?? "HTTP \(status)"
      self = .refusedWithoutVerdict(reason: message.map { "\(answer): \($0)" } ?? answer)
    case .refused:
      self = .rejected(reason: error.code)
    }
  }
}
