/// What the backend did with one offline transaction.
public enum WalletOfflineSyncOutcome: String, Sendable, Hashable, Codable, CaseIterable {
  /// Recorded (or already recorded under the same id: resubmission is idempotent).
  case accepted
  /// Refused for good; the item's reason says why.
  case rejected
}
