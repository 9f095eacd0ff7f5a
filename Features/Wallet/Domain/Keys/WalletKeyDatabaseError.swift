/// Why a public key database was not installed.
public enum WalletKeyDatabaseError: Error, Sendable, Hashable {
  /// The database lacks what offline acceptance needs (`issuerKeys`, `offlineLimits`, `signature`).
  case incomplete(missing: String)
  /// A field cannot be used (a version that is not dotted numbers, limits in two currencies).
  case malformed(field: String, reason: String)
  /// The trust anchor's signature does not verify: the database was altered or not issued by it.
  case invalidSignature
  /// The database is older than the installed one; a lower version never replaces a higher one.
  case downgrade(installed: String, offered: String)
  /// A database with the installed version but different contents.
  case conflictingVersion(String)
  /// The configured trust anchor is not a usable P-256 public key.
  case invalidTrustAnchor(reason: String)

  /// The backend error table's view.
  public var walletError: WalletError {
    switch self {
    case .invalidSignature, .invalidTrustAnchor: .invalidSignature
    case .downgrade, .conflictingVersion: .securityViolation
    case .incomplete(let missing): .invalidResponse(path: missing, reason: "missing")
    case .malformed(let field, let reason): .invalidResponse(path: field, reason: reason)
    }
  }
}
