#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto
  import Foundation
  import SharedCore

  /// A P-256 public key imported into libcrypto once, verifying signatures until it is released.
  ///
  /// The instance owns its `EVP_PKEY` and frees it in `deinit`. Thread safety: the key is never
  /// modified after import, and each verification runs in an `EVP_MD_CTX` of its own, which is
  /// how openssl-threads(7) allows one `EVP_PKEY` to be used from many threads at once (libcrypto
  /// locks the key's internal caches itself). That is why the type is `@unchecked Sendable`
  /// without a lock of its own.
  final class LibCryptoP256Verifier: P256SignatureVerifier, @unchecked Sendable {
    private let key: OpaquePointer

    /// Takes ownership of `key`, a P-256 public key that has passed the on-curve check.
    init(owning key: OpaquePointer) {
      self.key = key
    }

    deinit {
      EVP_PKEY_free(key)
    }

    func isValidSignature(
      _ signature: Data,
      format: ECDSASignatureFormat,
      for message: Data
    ) throws(CryptoError) -> Bool {
      try LibCryptoBackend.isValidP256Signature(signature, format: format, for: message, key: key)
    }
  }
#endif
