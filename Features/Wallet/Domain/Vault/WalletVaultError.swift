import SharedCore

/// Why the vault refused an operation on tokens it holds.
public enum WalletVaultError: Error, Sendable, Hashable {
  /// No token with this id was accepted on this device.
  case unknownToken(String)
  /// No operation with this id was recorded.
  case unknownOperation(String)
  /// The token is already reserved or spent by another operation.
  case tokenAlreadySpent(tokenId: String, operationId: String)
  /// The operation id is already used for another token, or its outcome contradicts the one
  /// recorded (confirming a rejected operation, rejecting a confirmed one).
  case operationConflict(operationId: String, reason: String)
  /// A stored row could not be read back (a value outside what the vault writes).
  case corruptRecord(table: String, reason: String)

  /// The backend error table's view.
  public var walletError: WalletError {
    switch self {
    case .unknownToken, .unknownOperation: .resourceNotFound
    case .tokenAlreadySpent: .doubleSpendingDetected
    case .operationConflict: .doubleSpendingDetected
    case .corruptRecord(let table, let reason): .local(.init(.storage, reason: "\(table): \(reason)"))
    }
  }
}
