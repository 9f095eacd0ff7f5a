/// What a reported security event is about.
public enum WalletSecurityEventType: String, Sendable, Hashable, Codable, CaseIterable {
  /// Requests are slow enough to suggest interference.
  case performanceIssue = "performance_issue"
  /// Behaviour that does not look like the user's.
  case suspiciousActivity = "suspicious_activity"
  /// A token or message failed its signature check.
  case invalidSignature = "invalid_signature"
  /// A token already recorded was offered again.
  case doubleSpendAttempt = "double_spend_attempt"
  /// The device clock went back past a time already seen.
  case clockRollback = "clock_rollback"
  /// A key database older than the installed one was offered.
  case keyDatabaseDowngrade = "key_database_downgrade"
  /// The device's integrity is in doubt (rooted, jailbroken, debugged).
  case deviceIntegrity = "device_integrity"
}
