import Foundation
import SharedCore

/// Why a wallet refused an offline token, decided on the device without a network.
public enum WalletTokenRefusal: Error, Sendable, Hashable {
  /// No public key database is installed yet, so no token can be checked.
  case noKeyDatabase
  /// A field cannot be put into the canonical signing input (a date with a fraction of a second).
  case malformed(field: String, reason: String)
  /// The signature is not base64url `r || s` of 64 bytes with a low S (a DER or malleated
  /// high-S signature included).
  case nonCanonicalSignature(reason: String)
  /// The signature does not verify: the token was altered or signed by another key.
  case invalidSignature
  /// The key database has no issuer key with this id.
  case unknownKey(keyId: String)
  /// The issuer key is not a usable P-256 public key (not a point on the curve, bad encoding).
  case invalidIssuerKey(keyId: String, reason: String)
  /// The token was issued outside its key's validity window, or the key has since expired.
  case keyNotValid(keyId: String)
  /// The token is past its expiry.
  case expired(expiresAt: Date)
  /// The token claims to be issued in the future.
  case notYetValid(createdAt: Date)
  /// The token is made out to another wallet.
  case wrongOwner(expected: String, found: String)
  /// The token is in another currency than the wallet's limits.
  case currencyMismatch(expected: String, found: String)
  /// The token carries zero or a negative amount.
  case nonPositiveAmount
  /// The token carries more than the issuer's per-token offline limit.
  case amountAboveLimit(amount: Money, limit: Money)
  /// Accepting the token would take the value accepted offline since the last sync past the limit.
  case offlineTotalExceeded(acceptedSoFar: Money, limit: Money)
  /// The device has been offline longer than the issuer allows since its last successful sync.
  case offlineTooLong(seconds: Int64, limit: Int64)
  /// The device has never completed a sync, so there is no start for its offline window.
  case syncRequired
  /// The device restarted since it last reached the backend: how long it was switched off cannot
  /// be measured, so the offline window stays closed until the backend is reached again (a restart
  /// never reopens or extends it).
  case restartedSinceLastContact
  /// The backend last served the key database at `refreshedAt` (`nil`: not since this device's
  /// vault began recording it), more than `maxAgeSeconds` ago: revoked or rotated keys may be
  /// missing, so tokens are not accepted offline until a sync fetches it again.
  case keyDatabaseTooOld(refreshedAt: Date?, maxAgeSeconds: Int64)
  /// The token (by id) was already recorded on this device.
  case alreadyAccepted(tokenId: String)

  /// The backend error table's view of the refusal.
  public var walletError: WalletError {
    switch self {
    case .noKeyDatabase: .syncError(message: "the public key database has not been fetched")
    case .malformed(let field, let reason): .validationError(details: [.init(field: field, message: reason)])
    case .nonCanonicalSignature, .invalidSignature, .unknownKey, .invalidIssuerKey, .keyNotValid: .invalidSignature
    case .expired: .tokenExpired
    case .notYetValid:
      .validationError(details: [.init(field: "createdAt", message: "The token is dated in the future.")])
    case .wrongOwner: .validationError(details: [.init(field: "ownerId", message: "The token is for another wallet.")])
    case .currencyMismatch:
      .validationError(details: [.init(field: "currency", message: "The token is in another currency.")])
    case .nonPositiveAmount:
      .validationError(details: [.init(field: "amount", message: "The token carries no value.")])
    case .amountAboveLimit:
      .validationError(details: [.init(field: "amount", message: "The token is above the offline limit.")])
    case .offlineTotalExceeded:
      .securityViolation
    case .offlineTooLong:
      .syncError(message: "the device must sync before accepting more tokens offline")
    case .syncRequired: .syncError(message: "the device must sync once before accepting tokens offline")
    case .restartedSinceLastContact:
      .syncError(message: "the device restarted offline; it must reach the backend before accepting tokens offline")
    case .keyDatabaseTooOld: .syncError(message: "the public key database must be fetched again")
    case .alreadyAccepted: .doubleSpendingDetected
    }
  }
}

extension WalletTokenRefusal: CustomStringConvertible {
  /// A developer-facing explanation (never key material).
  public var description: String {
    switch self {
    case .noKeyDatabase: "no public key database installed"
    case .malformed(let field, let reason): "malformed \(field): \(reason)"
    case .nonCanonicalSignature(let reason): "non-canonical signature: \(reason)"
    case .invalidSignature: "the signature does not verify"
    case .unknownKey(let keyId): "unknown issuer key \(keyId)"
    case .invalidIssuerKey(let keyId, let reason): "issuer key \(keyId) is unusable: \(reason)"
    case .keyNotValid(let keyId): "issuer key \(keyId) is outside its validity window"
    case .expired(let expiresAt): "expired at \(expiresAt.ISO8601Format())"
    case .notYetValid(let createdAt): "issued in the future, at \(createdAt.ISO8601Format())"
    case .wrongOwner(let expected, let found): "made out to \(found), not \(expected)"
    case .currencyMismatch(let expected, let found): "in \(found), not \(expected)"
    case .nonPositiveAmount: "carries no value"
    case .amountAboveLimit(let amount, let limit): "\(amount) is above the per-token limit \(limit)"
    case .offlineTotalExceeded(let acceptedSoFar, let limit):
      "\(acceptedSoFar) already accepted offline; the limit is \(limit)"
    case .offlineTooLong(let seconds, let limit): "offline for \(seconds) s; the limit is \(limit) s"
    case .syncRequired: "no successful sync yet"
    case .restartedSinceLastContact: "the device restarted since it last reached the backend"
    case .keyDatabaseTooOld(let refreshedAt, let maxAge):
      "the key database was last served \(refreshedAt.map { "at \($0.ISO8601Format())" } ?? "before this vault recorded it"); "
        + "the limit is \(maxAge) s"
    case .alreadyAccepted(let tokenId): "token \(tokenId) was already accepted on this device"
    }
  }
}
