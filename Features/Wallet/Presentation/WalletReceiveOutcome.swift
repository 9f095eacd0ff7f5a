/// What became of a scanned token: recorded in the vault, or refused on the device with the reason.
public enum WalletReceiveOutcome: Sendable, Hashable {
  /// The token verified and is recorded: its value is available.
  case verified(WalletVerifiedToken)
  /// The token was refused: unreadable text, a signature, expiry, owner or limit check, or a
  /// token already accepted (``WalletTokenRefusal/alreadyAccepted(tokenId:)``).
  case refused(WalletTokenRefusal)

  /// The refusal, for a refused token.
  public var refusal: WalletTokenRefusal? {
    if case .refused(let refusal) = self { refusal } else { nil }
  }
}
