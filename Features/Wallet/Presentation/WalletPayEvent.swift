/// What the pay screen sends its ``WalletPayViewModel``.
public enum WalletPayEvent: Sendable, Hashable {
  /// The amount field changed: plan the payment (which token pays, the change it gives).
  case amountChanged(String)
  /// The user confirmed the planned payment: record it for the next sync.
  case confirm
}
