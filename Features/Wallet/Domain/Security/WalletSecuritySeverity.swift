/// How severe a reported security event is.
public enum WalletSecuritySeverity: String, Sendable, Hashable, Codable, CaseIterable {
  /// Minor.
  case low
  /// Notable.
  case medium
  /// Serious.
  case high
  /// Needs action now.
  case critical
}
