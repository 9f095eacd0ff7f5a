import SharedCore

/// The risk limits the issuer signs into the key database, which a device enforces while offline.
///
/// The offline total and the offline window count from the last sync the backend *accepted*: one in
/// which it accepted every operation the device had pending, or confirmed the session when nothing
/// was pending (``WalletSyncProgress/restartsOfflineLimits``). A contact that answers but accepts
/// nothing, or loses an answer, does not restart them. Time is the vault's guarded time
/// (``WalletVault/guardedNow()``), not the device's clock.
public struct WalletOfflineLimits: Sendable, Hashable, Codable {
  /// The largest value one token may carry.
  public var maxTokenAmount: Money
  /// The most value the device may accept offline between two accepted syncs.
  public var maxOfflineTotal: Money
  /// The longest the device may go on accepting tokens since its last accepted sync, in seconds of
  /// guarded time.
  public var maxOfflineSeconds: Int64

  /// Creates limits.
  public init(maxTokenAmount: Money, maxOfflineTotal: Money, maxOfflineSeconds: Int64) {
    self.maxTokenAmount = maxTokenAmount
    self.maxOfflineTotal = maxOfflineTotal
    self.maxOfflineSeconds = maxOfflineSeconds
  }

  private enum CodingKeys: String, CodingKey {
    case maxTokenAmount, maxOfflineTotal, maxOfflineSeconds
  }

  /// Decodes the limits; the amounts are exact in the decoder's currency.
  public init(from decoder: any Decoder) throws {
    let currency = try WalletCoding.currency(in: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    maxTokenAmount = try container.decodeWalletAmount(forKey: .maxTokenAmount, currency: currency)
    maxOfflineTotal = try container.decodeWalletAmount(forKey: .maxOfflineTotal, currency: currency)
    maxOfflineSeconds = try container.decode(Int64.self, forKey: .maxOfflineSeconds)
  }

  /// Encodes the limits, amounts as exact numbers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeWalletAmount(maxTokenAmount, forKey: .maxTokenAmount)
    try container.encodeWalletAmount(maxOfflineTotal, forKey: .maxOfflineTotal)
    try container.encode(maxOfflineSeconds, forKey: .maxOfflineSeconds)
  }
}
