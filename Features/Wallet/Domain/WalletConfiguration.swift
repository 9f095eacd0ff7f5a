import Foundation
import SharedCore

/// How the app reaches its offline wallet backend and which wallet is on this device.
public struct WalletConfiguration: Sendable, Hashable {
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

  /// Creates a configuration.
  public init(baseURL: URL, walletId: String, currency: Currency, trustAnchor: Data, syncBatchSize: Int = 50) {
    self.baseURL = baseURL
    self.walletId = walletId
    self.currency = currency
    self.trustAnchor = trustAnchor
    self.syncBatchSize = syncBatchSize
  }
}
