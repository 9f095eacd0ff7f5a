import Foundation
import SharedCore

/// Checks offline tokens on the device against the cached public key database, with no network.
///
/// The database is installed only when the trust anchor's signature over it verifies (the anchor
/// is the P-256 public key the app ships with), and a lower version never replaces a higher one.
/// Each issuer key is parsed once at installation. ``verify(_:at:)`` then mirrors the backend's
/// validation details: a canonical signature by a known, valid issuer key; not expired; made out to
/// this wallet; an amount within the issuer's per-token limit. See ``WalletTokenSigning`` for the
/// signed bytes and the signature encoding.
///
/// ```swift
/// let verifier = try WalletTokenVerifier(walletId: "wallet-123", trustAnchor: anchorKey, crypto: SystemCrypto())
/// try verifier.install(database)
/// let verified = try verifier.verify(token, at: now)
/// ```
///
/// Safe to use from many tasks at once: the installed keys sit behind a lock held only to read or
/// swap them, never while verifying.
public final class WalletTokenVerifier: Sendable {
  /// The wallet that receives tokens: a token must be made out to it.
  public let walletId: String
  /// How far in the future a token's issue time may be, for a device clock slightly behind.
  public let clockSkewTolerance: Duration

  private let anchor: any P256SignatureVerifier
  private let crypto: any CryptoProvider
  private let keyring = LockedValue<WalletKeyring?>(nil)

  /// Creates a verifier for `walletId` trusting key databases signed by `trustAnchor`.
  /// - Parameters:
  ///   - walletId: The receiving wallet: tokens must be made out to it.
  ///   - trustAnchor: The anchor's P-256 public key: an uncompressed point (65 bytes) or a DER
  ///     SubjectPublicKeyInfo.
  ///   - crypto: The platform's cryptography (`SystemCrypto` from SharedPlatform).
  ///   - clockSkewTolerance: How far in the future a token may be dated (5 minutes by default).
  /// - Throws: ``WalletKeyDatabaseError/invalidTrustAnchor(reason:)`` for an unusable key.
  public init(
    walletId: String, trustAnchor: Data, crypto: any CryptoProvider, clockSkewTolerance: Duration = .seconds(300)
  ) throws(WalletKeyDatabaseError) {
    self.walletId = walletId
    self.crypto = crypto
    self.clockSkewTolerance = clockSkewTolerance
    do {
      anchor = try crypto.p256SignatureVerifier(publicKey: trustAnchor)
    } catch {
      throw .invalidTrustAnchor(reason: error.description)
    }
  }

  /// The installed database's version, if any.
  public var installedVersion: String? { keyring.withLock { $0?.database.version } }

  /// The installed database, if any: its signed fields only (``WalletPublicKeyDatabase/signedFields``).
  public var installedDatabase: WalletPublicKeyDatabase? { keyring.withLock { $0?.database } }

  /// The installed database's offline limits, if any.
  public var offlineLimits: WalletOfflineLimits? { keyring.withLock { $0?.limits } }

  /// Installs `database` once its signature verifies; returns whether it replaced the installed one.
  ///
  /// Only the signed fields are installed (``WalletPublicKeyDatabase/signedFields``): the same
  /// signed database again, whatever its unsigned ``WalletPublicKeyDatabase/publicKeys`` list, is a
  /// no-op (`false`).
  /// - Throws: ``WalletKeyDatabaseError/downgrade(installed:offered:)`` for an older version,
  ///   ``WalletKeyDatabaseError/conflictingVersion(_:)`` for the installed version with other
  ///   signed contents, or why the database cannot be trusted.
  @discardableResult
  public func install(_ database: WalletPublicKeyDatabase) throws(WalletKeyDatabaseError) -> Bool {
    let candidate = try WalletKeyring(database, anchor: anchor, crypto: crypto)
    let outcome = keyring.withLock { installed -> Result<Bool, WalletKeyDatabaseError> in
      if let current = installed {
        if candidate.version < current.version {
          return .failure(.downgrade(installed: current.database.version, offered: database.version))
        }
        if candidate.version == current.version {
          guard candidate.database == current.database else { return .failure(.conflictingVersion(database.version)) }
          return .success(false)
        }
      }
      installed = candidate
      return .success(true)
    }
    return try outcome.get()
  }

  /// Checks `token` as of `now`.
  /// - Returns: The token with the database version and limits it was checked against.
  /// - Throws: The first ``WalletTokenRefusal`` in this order: no database, signature encoding,
  ///   unknown or unusable key, signature, key window, issue date, expiry, owner, currency, amount.
  public func verify(_ token: WalletOfflineToken, at now: Date) throws(WalletTokenRefusal) -> WalletVerifiedToken {
    guard let keyring = keyring.withLock({ $0 }) else { throw .noKeyDatabase }
    try checkSignature(of: token, keyring: keyring, at: now)
    if token.createdAt > now.addingTimeInterval(clockSkewTolerance.seconds) {
      throw .notYetValid(createdAt: token.createdAt)
    }
    guard now < token.expiresAt else { throw .expired(expiresAt: token.expiresAt) }
    guard token.ownerId == walletId else { throw .wrongOwner(expected: walletId, found: token.ownerId) }
    let limit = keyring.limits.maxTokenAmount
    guard token.amount.currency == limit.currency else {
      throw .currencyMismatch(expected: limit.currency.code, found: token.amount.currency.code)
    }
    guard token.amount.minorUnits > 0 else { throw .nonPositiveAmount }
    guard token.amount.minorUnits <= limit.minorUnits else {
      throw .amountAboveLimit(amount: token.amount, limit: limit)
    }
    return WalletVerifiedToken(token: token, keyDatabaseVersion: keyring.database.version, limits: keyring.limits)
  }

  /// The backend's four checks made on the device; `notSpent` is always `true` here (spending is
  /// the double-spend guard's to decide).
  public func validationDetails(of token: WalletOfflineToken, at now: Date) -> WalletTokenValidationDetails {
    let signatureValid: Bool
    if let keyring = keyring.withLock({ $0 }) {
      signatureValid = (try? checkSignature(of: token, keyring: keyring, at: now)) != nil
    } else {
      signatureValid = false
    }
    return WalletTokenValidationDetails(
      signatureValid: signatureValid, notExpired: now < token.expiresAt, notSpent: true,
      ownershipValid: token.ownerId == walletId)
  }

  /// The signature, key and key-window checks.
  private func checkSignature(
    of token: WalletOfflineToken, keyring: WalletKeyring, at now: Date
  ) throws(WalletTokenRefusal) {
    let signature = try WalletTokenSigning.decodeSignature(token.signature)
    guard let key = keyring.keys[token.keyId] else { throw .unknownKey(keyId: token.keyId) }
    let verifier: any P256SignatureVerifier
    switch key.verifier {
    case .success(let parsed): verifier = parsed
    case .failure(let error): throw .invalidIssuerKey(keyId: token.keyId, reason: error.description)
    }
    let input = try WalletTokenSigning.signingInput(for: token)
    let valid: Bool
    do {
      valid = try verifier.isValidSignature(signature, format: .raw, for: input)
    } catch {
      throw .nonCanonicalSignature(reason: error.description)
    }
    guard valid else { throw .invalidSignature }
    guard key.info.isValid(at: token.createdAt), now <= key.info.validUntil else {
      throw .keyNotValid(keyId: token.keyId)
    }
  }
}

extension Duration {
  /// The duration in seconds, fractional.
  fileprivate var seconds: TimeInterval {
    let parts = components
    return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
  }
}
