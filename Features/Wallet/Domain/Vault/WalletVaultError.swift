import SharedCore

/// Why the vault refused an operation on tokens it holds.
public enum WalletVaultError: Error, Sendable, Hashable {
  /// No token with this id was accepted on this device.
  case unknownToken(String)
  /// No operation with this id was recorded.
  case unknownOperation(String)
  /// The token is already reserved or spent by another operation (or divided by it at the backend).
  case tokenAlreadySpent(tokenId: String, operationId: String)
  /// The operation id is already used for another token, or its outcome contradicts the one
  /// recorded (confirming a rejected operation, rejecting a confirmed one).
  case operationConflict(operationId: String, reason: String)
  /// The token was voided: the backend said it is spent elsewhere.
  case tokenVoided(tokenId: String, reason: String)
  /// The payment is zero, negative, in another currency or larger than the token.
  case invalidPayment(reason: String)
  /// The backend's division does not match the recorded operation (another token, another payment
  /// or change amount), or a division was confirmed without one.
  case divisionMismatch(operationId: String, reason: String)
  /// A token the division returned (its change or payment token) does not verify, or is already
  /// recorded.
  case invalidChangeToken(WalletTokenRefusal)
  /// A stored row could not be read back (a value outside what the vault writes).
  case corruptRecord(table: String, reason: String)

  /// The backend error table's view.
  public var walletError: WalletError {
    switch self {
    case .unknownToken, .unknownOperation: .resourceNotFound
    case .tokenAlreadySpent: .doubleSpendingDetected
    case .operationConflict: .doubleSpendingDetected
    case .tokenVoided: .tokenAlreadySpent
    case .invalidPayment(let reason): .validationError(details: [.init(field: "payment", message: reason)])
    case .divisionMismatch(_, let reason): .transactionFailed(reason: reason)
    case .invalidChangeToken(let refusal): refusal.walletError
    case .corruptRecord(let table, let reason): .local(.init(.storage, reason: "\(table): \(reason)"))
    }
  }
}

extension WalletVaultError: CustomStringConvertible {
  /// A developer-facing explanation (never key material).
  public var description: String {
    switch self {
    case .unknownToken(let tokenId): "no token \(tokenId) on this device"
    case .unknownOperation(let operationId): "no operation \(operationId) on this device"
    case .tokenAlreadySpent(let tokenId, let operationId): "token \(tokenId) is spent by operation \(operationId)"
    case .operationConflict(let operationId, let reason): "operation \(operationId): \(reason)"
    case .tokenVoided(let tokenId, let reason): "token \(tokenId) was voided: \(reason)"
    case .invalidPayment(let reason): "invalid payment: \(reason)"
    case .divisionMismatch(let operationId, let reason): "the division for \(operationId) does not match: \(reason)"
    case .invalidChangeToken(let refusal): "a token of the division was refused: \(refusal)"
    case .corruptRecord(let table, let reason): "unreadable \(table) row: \(reason)"
    }
  }
}
