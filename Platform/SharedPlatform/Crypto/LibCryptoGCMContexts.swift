#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto
  import Glibc
  import SharedCore

  /// One AES-256-GCM cipher context per thread and direction, kept between calls, so that a seal
  /// or an open re-keys an existing context instead of allocating, initialising, wiping and
  /// freeing one (about 110 ns of a 1 KiB open, measured in C against OpenSSL 3.0).
  ///
  /// Thread safety without a lock: each context is reachable only through its thread's
  /// `pthread_getspecific` slot, and it is used only inside one synchronous call, which cannot be
  /// suspended or re-entered. A context that saw any failure is freed rather than kept, so the
  /// next call starts from a fresh one. When a thread exits, `pthread` hands its contexts to
  /// `EVP_CIPHER_CTX_free`, which wipes them.
  ///
  /// Between calls a context still holds the last key's schedule, as the caller's own key bytes
  /// (a `Data`, which Swift never wipes) stay in memory after use; the next call on the thread
  /// overwrites it.
  enum LibCryptoGCMContexts {
    private static let sealing = makeSlot()
    private static let opening = makeSlot()

    /// Calls `body` with a context for `encrypting`, already set to AES-256-GCM with nonces of
    /// `nonceByteCount` bytes, to be keyed with `EVP_CipherInit_ex(context, NULL, NULL, key,
    /// nonce, …)`.
    ///
    /// Standard 12-byte nonces use this thread's kept context; if `body` throws, that context is
    /// freed and the next call makes a new one. Other nonce lengths (known-answer tests only), or a
    /// process out of thread slots, get a context of their own, freed on return.
    static func withContext<Value>(
      encrypting: Bool,
      nonceByteCount: Int,
      _ body: (OpaquePointer) throws(CryptoError) -> Value
    ) throws(CryptoError) -> Value {
      guard nonceByteCount == AESGCMSealedBox.nonceByteCount, let slot = encrypting ? sealing : opening,
        let context = try keptContext(in: slot, encrypting: encrypting)
      else {
        let context = try makeContext(encrypting: encrypting, nonceByteCount: nonceByteCount)
        defer { EVP_CIPHER_CTX_free(context) }
        return try body(context)
      }
      do throws(CryptoError) {
        return try body(context)
      } catch {
        pthread_setspecific(slot, nil)
        EVP_CIPHER_CTX_free(context)
        throw error
      }
    }

    /// This thread's context in `slot`, made and stored there on first use; `nil` if it cannot be
    /// stored (the caller then uses a context of its own).
    private static func keptContext(in slot: pthread_key_t, encrypting: Bool) throws(CryptoError) -> OpaquePointer? {
      if let kept = pthread_getspecific(slot) { return OpaquePointer(kept) }
      let context = try makeContext(encrypting: encrypting, nonceByteCount: AESGCMSealedBox.nonceByteCount)
      guard pthread_setspecific(slot, UnsafeRawPointer(context)) == 0 else {
        EVP_CIPHER_CTX_free(context)
        return nil
      }
      return context
    }

    /// A context with AES-256-GCM selected for `encrypting` and its nonce length set, but no key
    /// or nonce yet.
    private static func makeContext(encrypting: Bool, nonceByteCount: Int) throws(CryptoError) -> OpaquePointer {
      guard let context = EVP_CIPHER_CTX_new() else { throw LibCryptoBackend.libraryFailure("EVP_CIPHER_CTX_new") }
      let initialise = encrypting ? EVP_EncryptInit_ex : EVP_DecryptInit_ex
      guard initialise(context, LibCryptoAlgorithms.aes256GCM, nil, nil, nil) == 1 else {
        EVP_CIPHER_CTX_free(context)
        throw LibCryptoBackend.libraryFailure("EVP_CipherInit_ex(aes-256-gcm)")
      }
      // 12 bytes is GCM's default; any other length is set before the nonce itself.
      guard nonceByteCount != AESGCMSealedBox.nonceByteCount else { return context }
      guard let length = Int32(exactly: nonceByteCount),
        EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, length, nil) == 1
      else {
        EVP_CIPHER_CTX_free(context)
        ERR_clear_error()
        throw .invalidNonce(actual: nonceByteCount)
      }
      return context
    }

    /// A thread-specific slot whose values are freed with `EVP_CIPHER_CTX_free` at thread exit;
    /// `nil` if the process has run out of slots.
    private static func makeSlot() -> pthread_key_t? {
      var slot = pthread_key_t()
      let created = pthread_key_create(&slot) { context in
        EVP_CIPHER_CTX_free(context.map(OpaquePointer.init))
      }
      return created == 0 ? slot : nil
    }
  }
#endif
