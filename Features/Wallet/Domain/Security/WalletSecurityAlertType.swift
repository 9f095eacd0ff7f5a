/// How serious a security alert is.
public enum WalletSecurityAlertType: String, Sendable, Hashable, Codable, CaseIterable {
  /// For information.
  case info
  /// A warning.
  case warning
  /// An error.
  case error
}
