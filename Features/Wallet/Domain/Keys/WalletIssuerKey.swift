import Foundation

/// One key the issuer signs offline tokens with, and when tokens signed by it are acceptable.
public struct WalletIssuerKey: Sendable, Hashable, Codable {
  /// The ECDSA P-256 public key, base64 of the uncompressed point (`04 || X || Y`, 65 bytes) or of
  /// a DER SubjectPublicKeyInfo (RFC 5480).
  public var publicKey: String
  /// The first moment a token signed by this key may be issued.
  public var validFrom: Date
  /// The moment after which tokens signed by this key are no longer accepted.
  public var validUntil: Date

  /// Creates an issuer key.
  public init(publicKey: String, validFrom: Date, validUntil: Date) {
    self.publicKey = publicKey
    self.validFrom = validFrom
    self.validUntil = validUntil
  }

  /// Whether `date` lies in the key's validity window (both ends included).
  public func isValid(at date: Date) -> Bool { validFrom <= date && date <= validUntil }
}
