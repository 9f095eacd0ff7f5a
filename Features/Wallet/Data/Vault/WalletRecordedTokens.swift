import SharedCore

/// Token ids this process has seen recorded in the vault: a cache of positive answers only.
///
/// A recorded token is never forgotten (the vault keeps one row per token id, ever), so "recorded"
/// stays true once seen; "not seen" proves nothing and is always asked of the database. Shared by
/// every copy of one ``WalletVault``; safe from many tasks (a lock held only for the set operation).
final class WalletRecordedTokens: Sendable {
  private let ids = LockedValue<Set<String>>([])

  /// Whether `tokenId` was seen recorded.
  func contains(_ tokenId: String) -> Bool { ids.withLock { $0.contains(tokenId) } }

  /// Remembers that `tokenId` is recorded (call it only once the database says so).
  func insert(_ tokenId: String) { _ = ids.withLock { $0.insert(tokenId) } }
}
