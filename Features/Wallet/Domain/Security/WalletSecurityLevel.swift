/// The device's overall security state.
public enum WalletSecurityLevel: String, Sendable, Hashable, Codable, CaseIterable {
  /// Nothing to act on.
  case healthy
  /// Something deserves attention.
  case warning
  /// Act now.
  case critical
}
