/// What the receive screen sends its ``WalletReceiveViewModel``.
public enum WalletReceiveEvent: Sendable, Hashable {
  /// A token's text was scanned (a QR code or a pasted payload): its JSON, or that JSON in base64url.
  case scanned(String)
  /// The user dismissed the last result.
  case reset
}
