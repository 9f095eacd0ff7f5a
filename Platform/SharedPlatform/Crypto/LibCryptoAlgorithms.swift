#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto

  /// The libcrypto algorithm implementations ``LibCryptoBackend`` uses, fetched from the default
  /// provider once per process, and the P-256 parameters its key imports start from.
  ///
  /// OpenSSL 3 resolves the legacy `EVP_sha256()` and `EVP_aes_256_gcm()` handles through its
  /// provider store on every context initialisation; an explicitly fetched algorithm skips that
  /// lookup, which costs more than sealing a kilobyte. Fetched `EVP_MD` and `EVP_CIPHER` objects
  /// are immutable and reference-counted, and OpenSSL documents them, like an `EVP_PKEY` that is
  /// never modified, as safe to share between threads (openssl-threads(7)), so these constants are
  /// read concurrently without a lock. They are never freed: they live as long as the process, as
  /// the provider does. If a fetch fails (a misconfigured provider), the legacy handle is used and
  /// the first call reports the failure.
  enum LibCryptoAlgorithms {
    /// SHA-256, for ECDSA verification.
    nonisolated(unsafe) static let sha256: OpaquePointer? = EVP_MD_fetch(nil, "SHA256", nil) ?? EVP_sha256()
    /// AES-256 in GCM mode.
    nonisolated(unsafe) static let aes256GCM: OpaquePointer? =
      EVP_CIPHER_fetch(nil, "AES-256-GCM", nil) ?? EVP_aes_256_gcm()
    /// A key holding only P-256's domain parameters, copied by every public-key import; `nil` if
    /// the provider cannot build it, which the first import reports.
    nonisolated(unsafe) static let p256Parameters: OpaquePointer? = makeP256Parameters()

    /// `EVP_PKEY_fromdata` of the named group `prime256v1` alone.
    private static func makeP256Parameters() -> OpaquePointer? {
      guard let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil) else { return nil }
      defer { EVP_PKEY_CTX_free(context) }
      // The parameter array points at these C strings, so it is used inside their closures.
      return OSSL_PKEY_PARAM_GROUP_NAME.withCString { name in
        "prime256v1".withCString { group in
          withUnsafeTemporaryAllocation(of: OSSL_PARAM.self, capacity: 2) { parameters in
            parameters[0] = OSSL_PARAM_construct_utf8_string(name, UnsafeMutablePointer(mutating: group), 0)
            parameters[1] = OSSL_PARAM_construct_end()
            var key: OpaquePointer?
            guard EVP_PKEY_fromdata_init(context) == 1,
              EVP_PKEY_fromdata(context, &key, Int32(OSSL_KEYMGMT_SELECT_ALL_PARAMETERS), parameters.baseAddress) == 1
            else { return nil }
            return key
          }
        }
      }
    }
  }
#endif
