import Foundation
import SharedCore

/// A deterministic, **non-cryptographic** `CryptoProvider` for tests that need stable digests
/// without the platform crypto: "SHA-256" is four FNV-1a-64 lanes (32 bytes) over the input,
/// and "HMAC" is that digest over key ‖ message. Equal inputs give equal outputs; nothing more.
public struct StubDigestCrypto: CryptoProvider {
  /// Creates the stub.
  public init() {}

  /// 32 bytes derived from `data` by four differently seeded FNV-1a-64 passes.
  public func sha256(_ data: Data) -> Data {
    var output = Data()
    for lane in UInt64(0)..<4 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (lane &* 0x9E37_79B9_7F4A_7C15)
      for byte in data {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
      }
      withUnsafeBytes(of: hash.bigEndian) { output.append(contentsOf: $0) }
    }
    return output
  }

  /// The stub digest of `key` followed by `message`.
  public func hmacSHA256(key: Data, message: Data) -> Data {
    sha256(key + message)
  }
}
