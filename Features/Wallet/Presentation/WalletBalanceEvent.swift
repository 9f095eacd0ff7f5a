/// What the balance screen sends its ``WalletBalanceViewModel``.
public enum WalletBalanceEvent: Sendable, Hashable {
  /// The screen appeared: read the device's balance and ask the backend for its own.
  case appeared
  /// Pull to refresh: the same again.
  case refresh
}
