import Foundation

/// The cryptographic primitives SharedCore needs, implemented by the platform.
///
/// SharedPlatform's `SystemCrypto` uses CryptoKit on Apple and the system libcrypto
/// (OpenSSL 3) on Linux. Nothing in SharedCore implements a primitive itself.
public protocol CryptoProvider: Sendable {
  /// The SHA-256 digest of `data` (32 bytes).
  func sha256(_ data: Data) -> Data
  /// The HMAC-SHA-256 of `message` under `key` (32 bytes).
  func hmacSHA256(key: Data, message: Data) -> Data
}

extension Data {
  /// Lowercase hexadecimal, two characters per byte.
  public var hexString: String {
    let digits = Array("0123456789abcdef".utf8)
    var bytes = [UInt8]()
    bytes.reserveCapacity(count * 2)
    for byte in self {
      bytes.append(digits[Int(byte >> 4)])
      bytes.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
