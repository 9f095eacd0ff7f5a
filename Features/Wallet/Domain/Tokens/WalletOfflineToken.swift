import Foundation
import SharedCore

/// A bearer token of value, signed by the issuer, that a wallet can accept without a network.
///
/// The issuer signs ``signingInput`` (see ``WalletTokenSigning``) with the ECDSA P-256 key named by
/// ``keyId`` in the public key database; a wallet checks the signature, the expiry, that it is the
/// ``ownerId`` and that the amount is within the issuer's offline limits before it records the token.
/// On the wire the amount is a JSON number beside its currency code, the dates ISO 8601 in whole
/// seconds, and the signature base64url `r || s` (64 bytes, low S).
public struct WalletOfflineToken: Sendable, Hashable, Codable, Identifiable {
  /// The token's serial: unique across the issuer, the key of the double-spend guard.
  public var id: String
  /// The value, exact, in its own currency.
  public var amount: Money
  /// The wallet the token is made out to.
  public var ownerId: String
  /// The issuer key (in the public key database) that signed it.
  public var keyId: String
  /// When it was issued.
  public var createdAt: Date
  /// When it stops being acceptable.
  public var expiresAt: Date
  /// The issuer's signature: base64url of `r || s`.
  public var signature: String

  /// Creates a token.
  public init(
    id: String, amount: Money, ownerId: String, keyId: String, createdAt: Date, expiresAt: Date, signature: String
  ) {
    self.id = id
    self.amount = amount
    self.ownerId = ownerId
    self.keyId = keyId
    self.createdAt = createdAt
    self.expiresAt = expiresAt
    self.signature = signature
  }

  /// The bytes the issuer signed (``WalletTokenSigning/signingInput(for:)-(WalletOfflineToken)``).
  /// - Throws: ``WalletTokenRefusal/malformed(field:reason:)`` for a date with a fraction of a second.
  public var signingInput: Data {
    get throws(WalletTokenRefusal) { try WalletTokenSigning.signingInput(for: self) }
  }

  private enum CodingKeys: String, CodingKey {
    case id, amount, currency, ownerId, keyId, createdAt, expiresAt, signature
  }

  /// Decodes a token; the amount may not have more fraction digits than its currency.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let currency = try container.decode(Currency.self, forKey: .currency)
    id = try container.decode(String.self, forKey: .id)
    amount = try container.decodeWalletAmount(forKey: .amount, currency: currency)
    ownerId = try container.decode(String.self, forKey: .ownerId)
    keyId = try container.decode(String.self, forKey: .keyId)
    createdAt = try container.decode(Date.self, forKey: .createdAt)
    expiresAt = try container.decode(Date.self, forKey: .expiresAt)
    signature = try container.decode(String.self, forKey: .signature)
  }

  /// Encodes the token, the amount as an exact number beside its currency code.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeWalletAmount(amount, forKey: .amount)
    try container.encode(amount.currency, forKey: .currency)
    try container.encode(ownerId, forKey: .ownerId)
    try container.encode(keyId, forKey: .keyId)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encode(expiresAt, forKey: .expiresAt)
    try container.encode(signature, forKey: .signature)
  }
}
