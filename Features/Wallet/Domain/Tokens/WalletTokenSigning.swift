import Foundation
import SharedCore

/// The canonical bytes an issuer signs, and the signature encoding a wallet accepts.
///
/// **Signing input (version 1).** A domain line, then fields in a fixed order, each written as
/// `<UTF-8 byte length in decimal>:<bytes>\n`. The length prefix makes the encoding unambiguous:
/// no two different tokens (or databases) share an input, whatever their fields contain.
///
/// - Token: `wallet-offline-token/1`, `id`, the amount in minor units (a decimal integer), the
///   currency code, `ownerId`, `keyId`, `createdAt` and `expiresAt` (Unix seconds).
/// - Key database: `wallet-key-database/1`, `version`, `otmPublicKey`, `maxTokenAmount` and
///   `maxOfflineTotal` (minor units), the limits' currency code, `maxOfflineSeconds`, the number of
///   issuer keys, then for each issuer key in ascending UTF-8 byte order of its id: the id,
///   `publicKey`, `validFrom` and `validUntil` (Unix seconds).
///
/// **Signature.** ECDSA P-256 over SHA-256 of the input (FIPS 186-5), encoded as base64url
/// (RFC 4648 §5, padding optional) of `r || s`, each 32 bytes big-endian (IEEE P1363), with
/// `s ≤ n/2` (low S). The high-S twin of a valid signature and any other length (a DER
/// signature included) are refused, so a signature has exactly one accepted form.
public enum WalletTokenSigning {
  /// The first line of a token's signing input.
  public static let tokenDomain = "wallet-offline-token/1"
  /// The first line of a key database's signing input.
  public static let databaseDomain = "wallet-key-database/1"

  /// Half the order of the P-256 group, big-endian: the largest low S.
  private static let halfOrder: [UInt8] = [
    0x7F, 0xFF, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xDE, 0x73, 0x7D, 0x56, 0xD3, 0x8B, 0xCF, 0x42, 0x79, 0xDC, 0xE5, 0x61, 0x7E, 0x31, 0x92, 0xA8,
  ]

  /// The bytes the issuer signs for `token`.
  /// - Throws: ``WalletTokenRefusal/malformed(field:reason:)`` for a date with a fraction of a second.
  public static func signingInput(for token: WalletOfflineToken) throws(WalletTokenRefusal) -> Data {
    var writer = Writer(tokenDomain)
    writer.field(token.id)
    writer.field(String(token.amount.minorUnits))
    writer.field(token.amount.currency.code)
    writer.field(token.ownerId)
    writer.field(token.keyId)
    writer.field(try unixSeconds(token.createdAt, field: "createdAt"))
    writer.field(try unixSeconds(token.expiresAt, field: "expiresAt"))
    return writer.data
  }

  /// The bytes the trust anchor signs for `database`.
  /// - Throws: ``WalletKeyDatabaseError/incomplete(missing:)`` without issuer keys or limits,
  ///   ``WalletKeyDatabaseError/malformed(field:reason:)`` for a date with a fraction of a second or
  ///   limits in two currencies.
  public static func signingInput(for database: WalletPublicKeyDatabase) throws(WalletKeyDatabaseError) -> Data {
    guard let limits = database.offlineLimits else { throw .incomplete(missing: "offlineLimits") }
    guard let keys = database.issuerKeys else { throw .incomplete(missing: "issuerKeys") }
    guard limits.maxTokenAmount.currency == limits.maxOfflineTotal.currency else {
      throw .malformed(field: "offlineLimits", reason: "the limits are in two currencies")
    }
    var writer = Writer(databaseDomain)
    writer.field(database.version)
    writer.field(database.otmPublicKey)
    writer.field(String(limits.maxTokenAmount.minorUnits))
    writer.field(String(limits.maxOfflineTotal.minorUnits))
    writer.field(limits.maxTokenAmount.currency.code)
    writer.field(String(limits.maxOfflineSeconds))
    writer.field(String(keys.count))
    for keyId in keys.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      guard let key = keys[keyId] else { continue }
      writer.field(keyId)
      writer.field(key.publicKey)
      do {
        writer.field(try unixSeconds(key.validFrom, field: "issuerKeys.\(keyId).validFrom"))
        writer.field(try unixSeconds(key.validUntil, field: "issuerKeys.\(keyId).validUntil"))
      } catch {
        if case .malformed(let field, let reason) = error { throw .malformed(field: field, reason: reason) }
        throw .malformed(field: "issuerKeys.\(keyId)", reason: error.description)
      }
    }
    return writer.data
  }

  /// Decodes a signature in the accepted encoding: 64 bytes `r || s` with a low S.
  /// - Throws: ``WalletTokenRefusal/nonCanonicalSignature(reason:)`` for anything else.
  public static func decodeSignature(_ text: String) throws(WalletTokenRefusal) -> Data {
    guard let bytes = base64URLDecoded(text) else { throw .nonCanonicalSignature(reason: "not base64url") }
    guard bytes.count == 64 else {
      throw .nonCanonicalSignature(reason: "expected 64 bytes r || s, found \(bytes.count)")
    }
    guard !halfOrder.lexicographicallyPrecedes(bytes.suffix(32)) else {
      throw .nonCanonicalSignature(reason: "high S (s > n/2): the malleated form of a signature")
    }
    return bytes
  }

  /// Decodes base64url (RFC 4648 §5): padding optional but, when present, exactly what completes the
  /// last group; unused bits of the last character must be zero, so each byte string has one text.
  /// A table-free decoder: Foundation's base64 costs as much here as the rest of a token's checks.
  static func base64URLDecoded(_ text: String) -> Data? {
    let utf8 = text.utf8
    let unpadded = utf8.reversed().prefix { $0 == UInt8(ascii: "=") }.count
    let length = utf8.count - unpadded
    guard unpadded <= 2, unpadded == 0 || utf8.count % 4 == 0, length % 4 != 1 else { return nil }
    var output = [UInt8]()
    output.reserveCapacity(length * 3 / 4)
    var buffer: UInt32 = 0
    var bits = 0
    for byte in utf8.prefix(length) {
      let value: UInt8
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
      case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
      case UInt8(ascii: "-"): value = 62
      case UInt8(ascii: "_"): value = 63
      default: return nil
      }
      buffer = (buffer << 6) | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
      }
    }
    guard buffer & ((1 << UInt32(bits)) - 1) == 0 else { return nil }
    return Data(output)
  }

  /// A date as whole Unix seconds.
  private static func unixSeconds(_ date: Date, field: String) throws(WalletTokenRefusal) -> String {
    guard let seconds = Int64(exactly: date.timeIntervalSince1970) else {
      throw .malformed(field: field, reason: "not a whole second")
    }
    return String(seconds)
  }

  /// Appends length-prefixed fields.
  private struct Writer {
    private var bytes: [UInt8] = []

    init(_ domain: String) {
      bytes.reserveCapacity(192)
      field(domain)
    }

    /// The input written so far.
    var data: Data { Data(bytes) }

    mutating func field(_ value: String) {
      bytes.append(contentsOf: String(value.utf8.count).utf8)
      bytes.append(UInt8(ascii: ":"))
      bytes.append(contentsOf: value.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
  }
}
