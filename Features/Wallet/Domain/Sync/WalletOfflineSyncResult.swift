/// The backend's verdict on one transaction of an offline batch.
public struct WalletOfflineSyncResult: Sendable, Hashable, Codable {
  /// The device's id for the transaction.
  public var transactionId: String
  /// Accepted or rejected.
  public var status: WalletOfflineSyncOutcome
  /// The backend's transaction id, once accepted.
  public var serverTransactionId: String?
  /// The error code of a rejection (`DOUBLE_SPENDING_DETECTED`, `TOKEN_EXPIRED`, …).
  public var errorCode: String?
  /// The backend's explanation of a rejection.
  public var reason: String?

  /// Creates a result.
  public init(
    transactionId: String, status: WalletOfflineSyncOutcome, serverTransactionId: String? = nil,
    errorCode: String? = nil, reason: String? = nil
  ) {
    self.transactionId = transactionId
    self.status = status
    self.serverTransactionId = serverTransactionId
    self.errorCode = errorCode
    self.reason = reason
  }

  /// The typed error of a rejection (from its code and reason); `nil` when accepted.
  public var rejection: WalletError? {
    guard status == .rejected else { return nil }
    return WalletError(code: errorCode ?? "", message: reason ?? "rejected")
  }
}
