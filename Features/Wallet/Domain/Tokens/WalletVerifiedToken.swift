/// A token whose signature, key, dates, owner and amount passed the device's checks.
public struct WalletVerifiedToken: Sendable, Hashable {
  /// The token.
  public let token: WalletOfflineToken
  /// The version of the key database it was checked against.
  public let keyDatabaseVersion: String
  /// The offline limits of that database, which acceptance enforces across tokens.
  public let limits: WalletOfflineLimits
}
