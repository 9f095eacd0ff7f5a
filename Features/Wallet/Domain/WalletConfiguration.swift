import Foundation
import SharedCore

/// How the app reaches its offline wallet backend and which wallet is on this device.
public struct WalletConfiguration: Sendable, Hashable {
  /// How long offline acceptance trusts a key database after the backend last served it, unless
  /// configured otherwise: a week.
  public static let defaultKeyDatabaseMaxAge: Duration = .seconds(7 * 86_400)

  /// The backend's base URL (endpoint paths such as `wallet/{id}/balance` are appended).
  public var baseURL: URL
  /// This device's wallet: offline tokens must be made out to it.
  public var walletId: String
  /// The currency of every amount.
  public var currency: Currency
  /// The trust anchor's P-256 public key (uncompressed point or DER SubjectPublicKeyInfo) that
  /// signs the public key database.
  public var trustAnchor: Data
  /// How many offline transactions one sync request carries (1...500).
  public var syncBatchSize: Int
  /// How long after the backend last served the key database tokens are still accepted offline
  /// against it (more than zero, at most a year). Every sync fetches it; a device that could not
  /// for longer refuses tokens offline (``WalletTokenRefusal/keyDatabaseTooOld(refreshedAt:maxAgeSeconds:)``),
  /// so an issuer key revoked or rotated meanwhile is not trusted for longer than this.
  public var keyDatabaseMaxAge: Duration

  /// Creates a configuration.
  public init(
    baseURL: URL, walletId: String, currency: Currency, trustAnchor: Data, syncBatchSize: Int = 50,
    keyDatabaseMaxAge: Duration = defaultKeyDatabaseMaxAge
  ) {
    self.baseURL = baseURL
    self.walletId = walletId
    self.currency = currency
    self.trustAnchor = trustAnchor
    self.syncBatchSize = syncBatchSize
    self.keyDatabaseMaxAge = keyDatabaseMaxAge
  }

  /// Checks every setting and returns all problems at once (an empty array when valid):
  /// an http(s) base URL with a host, a wallet id, a trust anchor, a batch size of 1...500 and a
  /// key database maximum age of more than zero and at most a year. ``WalletModule`` refuses to
  /// register an invalid configuration.
  public func validate() -> [ConfigurationIssue] {
    var issues: [ConfigurationIssue] = []
    func report(_ field: String, _ problem: String, _ suggestion: String) {
      issues.append(ConfigurationIssue(field: field, problem: problem, suggestion: suggestion))
    }
    let scheme = baseURL.scheme?.lowercased()
    if scheme != "http" && scheme != "https" || (baseURL.host ?? "").isEmpty {
      report(
        "baseURL", "\"\(baseURL.absoluteString)\" is not an http(s) URL with a host", "Use the wallet backend's URL")
    }
    if walletId.trimmingCharacters(in: .whitespaces).isEmpty {
      report("walletId", "is empty", "Use the id of the wallet signed in on this device")
    }
    if trustAnchor.isEmpty {
      report("trustAnchor", "is empty", "Use the P-256 public key that signs the backend's key database")
    }
    if !(1...500).contains(syncBatchSize) {
      report("syncBatchSize", "must be 1...500 (got \(syncBatchSize))", "Use the default of 50")
    }
    if keyDatabaseMaxAge <= .zero || keyDatabaseMaxAge > .seconds(365 * 86_400) {
      report(
        "keyDatabaseMaxAge", "must be more than zero and at most a year (got \(keyDatabaseMaxAge))",
        "Use the default of a week")
    }
    return issues
  }
}
