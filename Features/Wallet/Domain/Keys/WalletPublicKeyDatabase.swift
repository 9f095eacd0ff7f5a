import Foundation

/// The public key database (`GET /tokens/public-keys`): wallets' keys, the issuer's token-signing
/// keys and the offline limits, under one version.
///
/// The backend's original fields are ``publicKeys``, ``otmPublicKey`` and ``version``. Offline
/// acceptance also needs ``issuerKeys``, ``offlineLimits`` and ``signature``: the trust anchor's
/// signature over ``WalletTokenSigning/signingInput(for:)-(WalletPublicKeyDatabase)``, so that
/// limits and keys cannot be altered on the way. A database without them decodes, but
/// ``WalletTokenVerifier`` does not install it.
///
/// The signature covers everything but ``publicKeys`` (and itself). The wallets' keys change
/// whenever a wallet joins, so the backend does not sign them: they are never installed (the
/// installed database is ``signedFields``), and nothing on the device treats them as verified.
public struct WalletPublicKeyDatabase: Sendable, Hashable, Codable {
  /// Wallets' public keys by wallet id, as the backend lists them: not covered by ``signature``, so
  /// never installed nor trusted.
  public var publicKeys: [String: WalletPublicKeyInfo]
  /// The offline token manager's public key, base64.
  public var otmPublicKey: String
  /// The database's version: decimal numbers separated by dots (`"12"`, `"1.4.2"`), compared
  /// numerically part by part. A lower version never replaces a higher one.
  public var version: String
  /// The keys that sign offline tokens, by key id.
  public var issuerKeys: [String: WalletIssuerKey]?
  /// The limits the device enforces offline.
  public var offlineLimits: WalletOfflineLimits?
  /// The trust anchor's signature over the database's signing input, base64url `r || s`.
  public var signature: String?

  /// Creates a database.
  public init(
    publicKeys: [String: WalletPublicKeyInfo], otmPublicKey: String, version: String,
    issuerKeys: [String: WalletIssuerKey]? = nil, offlineLimits: WalletOfflineLimits? = nil, signature: String? = nil
  ) {
    self.publicKeys = publicKeys
    self.otmPublicKey = otmPublicKey
    self.version = version
    self.issuerKeys = issuerKeys
    self.offlineLimits = offlineLimits
    self.signature = signature
  }

  /// The database with only what ``signature`` covers: ``publicKeys`` emptied. This is what
  /// ``WalletTokenVerifier`` installs and the vault caches, and what two databases of one version
  /// are compared on.
  public var signedFields: WalletPublicKeyDatabase {
    var signed = self
    signed.publicKeys = [:]
    return signed
  }
}
