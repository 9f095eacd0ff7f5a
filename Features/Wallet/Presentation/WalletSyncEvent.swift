/// What the sync status screen sends its ``WalletSyncViewModel``.
public enum WalletSyncEvent: Sendable, Hashable {
  /// The screen appeared: read the waiting and rejected operations.
  case appeared
  /// The user asked to sync (or connectivity returned): send the waiting operations.
  case sync
}
