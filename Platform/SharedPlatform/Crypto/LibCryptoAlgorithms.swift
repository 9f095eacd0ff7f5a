#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto

  /// The libcrypto algorithm implementations ``LibCryptoBackend`` uses, fetched from the default
  /// provider once per process.
  ///
  /// OpenSSL 3 resolves the legacy `EVP_sha256()` and `EVP_aes_256_gcm()` handles through its
  /// provider store on every context initialisation; an explicitly fetched algorithm skips that
  /// lookup, which costs more than sealing a kilobyte. Fetched `EVP_MD` and `EVP_CIPHER` objects are
  /// immutable and reference-counted, and OpenSSL documents them as safe to share between threads
  /// (openssl-threads(7)), so these constants are read concurrently without a lock. They are never
  /// freed: they live as long as the process, as the provider does. If a fetch fails (a
  /// misconfigured provider), the legacy handle is used and the first call reports the failure.
  enum LibCryptoAlgorithms {
    /// SHA-256, for ECDSA verification.
    nonisolated(unsafe) static let sha256: OpaquePointer? = EVP_MD_fetch(nil, "SHA256", nil) ?? EVP_sha256()
    /// AES-256 in GCM mode.
    nonisolated(unsafe) static let aes256GCM: OpaquePointer? =
      EVP_CIPHER_fetch(nil, "AES-256-GCM", nil) ?? EVP_aes_256_gcm()
  }
#endif
