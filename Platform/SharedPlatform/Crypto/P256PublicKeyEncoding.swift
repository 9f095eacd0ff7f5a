import Foundation
import SharedCore

/// Normalises the P-256 public-key encodings ``CryptoProvider`` accepts to the uncompressed
/// X9.63 point (`04 || X || Y`) both backends import.
enum P256PublicKeyEncoding {
  /// The length of an uncompressed P-256 point.
  static let uncompressedPointByteCount = 65

  /// The fixed DER header of a P-256 SubjectPublicKeyInfo (RFC 5480 §2): SEQUENCE {
  /// SEQUENCE { id-ecPublicKey, secp256r1 }, BIT STRING (0 unused bits) }, followed by the point.
  static let subjectPublicKeyInfoPrefix: [UInt8] = [
    0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01,
    0x06, 0x08, 0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
  ]

  /// The uncompressed point inside `publicKey`, which is either that point (65 bytes) or a
  /// DER SubjectPublicKeyInfo wrapping it (91 bytes).
  ///
  /// Only the encoding is checked here; whether the point lies on the curve is checked by the
  /// backend when it imports the key.
  /// - Throws: ``CryptoError/invalidPublicKey(reason:)``.
  static func uncompressedPoint(from publicKey: Data) throws(CryptoError) -> Data {
    let bytes = Data(publicKey)
    let point: Data
    switch bytes.count {
    case uncompressedPointByteCount:
      point = bytes
    case subjectPublicKeyInfoPrefix.count + uncompressedPointByteCount:
      guard bytes.prefix(subjectPublicKeyInfoPrefix.count).elementsEqual(subjectPublicKeyInfoPrefix) else {
        throw .invalidPublicKey(reason: "91-byte key is not a P-256 SubjectPublicKeyInfo")
      }
      point = Data(bytes.suffix(uncompressedPointByteCount))
    default:
      throw .invalidPublicKey(
        reason: "expected a 65-byte uncompressed point or a 91-byte SubjectPublicKeyInfo, got \(bytes.count) bytes"
      )
    }
    guard point.first == 0x04 else {
      throw .invalidPublicKey(reason: "only uncompressed points (prefix 0x04) are supported")
    }
    return point
  }
}
