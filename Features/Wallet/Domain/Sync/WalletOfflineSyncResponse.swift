/// The backend's answer to one offline batch: a verdict per transaction.
public struct WalletOfflineSyncResponse: Sendable, Hashable, Codable {
  /// One result per submitted transaction.
  public var results: [WalletOfflineSyncResult]
  /// How many were accepted.
  public var syncedCount: Int
  /// How many were rejected.
  public var failedCount: Int

  /// Creates an answer.
  public init(results: [WalletOfflineSyncResult], syncedCount: Int, failedCount: Int) {
    self.results = results
    self.syncedCount = syncedCount
    self.failedCount = failedCount
  }
}
