import Foundation
import SharedCore
import WalletFeature

/// Issues offline tokens and key databases signed like the real backend's, with fixed test keys.
///
/// Key databases are signed by ``WalletTestSigner/anchor`` (configure the wallet's trust anchor
/// with ``trustAnchor``) and list one issuer key, ``keyId``, valid from 2020 to 2100; tokens are
/// signed by ``WalletTestSigner/issuer``. Amounts are read exactly from text.
///
/// ```swift
/// let issuer = WalletTestIssuer()
/// try verifier.install(try issuer.keyDatabase())
/// let token = try issuer.token(amount: "25.00", owner: "wallet-123")
/// ```
public struct WalletTestIssuer: Sendable {
  /// The issuer key's id in the key database and in every token.
  public static let keyId = "issuer-test"

  /// The currency of the tokens and limits.
  public let currency: Currency
  /// The limits signed into ``keyDatabase(version:limits:)`` by default.
  public let limits: WalletOfflineLimits
  private let now: @Sendable () -> Date

  /// Creates an issuer.
  /// - Parameters:
  ///   - currency: The currency of the tokens and limits (INR by default).
  ///   - limits: The offline limits (by default ₹500 per token, ₹2,000 offline, 3 days).
  ///   - now: The issue time of tokens (whole seconds are kept: the signing input has no fractions).
  public init(
    currency: Currency = .inr, limits: WalletOfflineLimits? = nil, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.currency = currency
    self.limits =
      limits
      ?? WalletOfflineLimits(
        maxTokenAmount: Money(minorUnits: 500 * Self.scale(currency), currency: currency),
        maxOfflineTotal: Money(minorUnits: 2_000 * Self.scale(currency), currency: currency),
        maxOfflineSeconds: 3 * 86_400)
    self.now = now
  }

  /// The trust anchor's public point: the `trustAnchor` of a wallet that accepts these databases.
  public var trustAnchor: Data { WalletTestSigner.anchor.publicPoint }

  /// A key database of `version` with the test issuer key and `limits`, signed by the anchor.
  /// - Throws: `WalletKeyDatabaseError` or `CryptoError` if it cannot be signed.
  public func keyDatabase(version: String = "1", limits: WalletOfflineLimits? = nil) throws -> WalletPublicKeyDatabase {
    let point = WalletTestSigner.issuer.publicPoint.base64EncodedString()
    var database = WalletPublicKeyDatabase(
      publicKeys: [:], otmPublicKey: point, version: version,
      issuerKeys: [
        Self.keyId: WalletIssuerKey(
          publicKey: point, validFrom: Date(timeIntervalSince1970: 1_577_836_800),
          validUntil: Date(timeIntervalSince1970: 4_102_444_800))
      ],
      offlineLimits: limits ?? self.limits)
    database.signature = try WalletTestSigner.anchor.sign(try WalletTokenSigning.signingInput(for: database))
    return database
  }

  /// A token of `amount` (text such as `"25.00"`) made out to `owner`, signed by the test issuer.
  /// - Parameters:
  ///   - amount: The value, exact; more fraction digits than the currency has is an error.
  ///   - owner: The receiving wallet.
  ///   - id: The token's serial (a new UUID by default).
  ///   - lifetime: Seconds until it expires (30 days by default).
  /// - Throws: `MoneyError` for a bad amount, `CryptoError` if it cannot be signed.
  public func token(
    amount: String, owner: String, id: String = "tok-\(UUID().uuidString.lowercased())", lifetime: Int = 30 * 86_400
  ) throws -> WalletOfflineToken {
    try token(amount: Money(amount, currency: currency), owner: owner, id: id, lifetime: lifetime)
  }

  /// A token of `amount` made out to `owner`, signed by the test issuer.
  /// - Throws: `CryptoError` if it cannot be signed.
  public func token(
    amount: Money, owner: String, id: String = "tok-\(UUID().uuidString.lowercased())", lifetime: Int = 30 * 86_400
  ) throws -> WalletOfflineToken {
    let created = Date(timeIntervalSince1970: now().timeIntervalSince1970.rounded(.down))
    var token = WalletOfflineToken(
      id: id, amount: amount, ownerId: owner, keyId: Self.keyId, createdAt: created,
      expiresAt: created.addingTimeInterval(TimeInterval(lifetime)), signature: "")
    token.signature = try WalletTestSigner.issuer.sign(try WalletTokenSigning.signingInput(for: token))
    return token
  }

  /// The text a wallet scans for `token`: its JSON, as the receive screen reads it.
  public static func scanText(of token: WalletOfflineToken) throws -> String {
    String(decoding: try WalletCoding.makeEncoder().encode(token), as: UTF8.self)
  }

  private static func scale(_ currency: Currency) -> Int64 {
    (0..<currency.minorUnitDigits).reduce(Int64(1)) { value, _ in value * 10 }
  }
}
