#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto
  import Foundation
  import SharedCore

  extension LibCryptoBackend {
    /// AES-256-GCM encryption with `EVP_EncryptUpdate`, written straight into the returned
    /// ciphertext and tag; the caller has checked key and nonce sizes.
    static func aesGCMSeal(
      _ plaintext: Data,
      key: Data,
      nonce: Data,
      aad: Data
    ) throws(CryptoError) -> (ciphertext: Data, tag: Data) {
      guard let length = Int32(exactly: plaintext.count) else {
        throw .invalidSealedBox(reason: "plaintext longer than \(Int32.max) bytes")
      }
      guard let context = EVP_CIPHER_CTX_new() else { throw libraryFailure("EVP_CIPHER_CTX_new") }
      defer { EVP_CIPHER_CTX_free(context) }
      try setUp(context, key: key, nonce: nonce, encrypting: true)
      try feedAAD(aad, to: context, encrypting: true)

      // GCM is a stream mode: each update writes exactly as many bytes as it reads, and the
      // final call writes none, so the ciphertext is as long as the plaintext.
      var ciphertext = Data(count: plaintext.count)
      let encrypted = ciphertext.withOpenSSLMutableBytes { output in
        var written: Int32 = 0
        var finalLength: Int32 = 0
        let updated =
          length == 0
          || plaintext.withOpenSSLBytes { input, _ in
            EVP_EncryptUpdate(context, output, &written, input, length) == 1
          }
        return updated && written == length && EVP_EncryptFinal_ex(context, output, &finalLength) == 1
          && finalLength == 0
      }
      guard encrypted else { throw libraryFailure("EVP_EncryptUpdate") }

      var tag = Data(count: AESGCMSealedBox.tagByteCount)
      let tagged = tag.withOpenSSLMutableBytes { output in
        EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(AESGCMSealedBox.tagByteCount), output)
      }
      guard tagged == 1 else { throw libraryFailure("EVP_CTRL_GCM_GET_TAG") }
      return (ciphertext, tag)
    }

    /// AES-256-GCM decryption; the tag is set before `EVP_DecryptFinal_ex`, which checks it.
    static func aesGCMOpen(
      ciphertext: Data,
      tag: Data,
      key: Data,
      nonce: Data,
      aad: Data
    ) throws(CryptoError) -> Data {
      guard let length = Int32(exactly: ciphertext.count) else {
        throw .invalidSealedBox(reason: "ciphertext longer than \(Int32.max) bytes")
      }
      guard let context = EVP_CIPHER_CTX_new() else { throw libraryFailure("EVP_CIPHER_CTX_new") }
      defer { EVP_CIPHER_CTX_free(context) }
      try setUp(context, key: key, nonce: nonce, encrypting: false)
      try feedAAD(aad, to: context, encrypting: false)

      // One pass over every buffer: the tag is set first (GCM only reads it in
      // `EVP_DecryptFinal_ex`), then the ciphertext is decrypted into `plaintext` and checked.
      var plaintext = Data(count: ciphertext.count)
      let outcome = plaintext.withOpenSSLMutableBytes { output in
        ciphertext.withOpenSSLBytes { input, _ in
          tag.withOpenSSLBytes { tagBytes, tagCount in
            Self.decrypt(input, length: length, tag: tagBytes, tagCount: tagCount, into: output, context: context)
          }
        }
      }
      switch outcome {
      case .opened:
        return plaintext
      case .unauthenticated:
        ERR_clear_error()
        throw .authenticationFailure
      case .failed(let operation):
        throw libraryFailure(operation)
      }
    }

    /// What `decrypt(_:length:tag:tagCount:into:context:)` found.
    private enum OpenOutcome {
      case opened
      case unauthenticated
      case failed(String)
    }

    /// Sets the expected tag, decrypts `length` bytes from `input` into `output` and checks the
    /// tag; on a mismatch `output` is wiped, so nothing decrypted before the check is released.
    private static func decrypt(
      _ input: UnsafePointer<UInt8>,
      length: Int32,
      tag: UnsafePointer<UInt8>,
      tagCount: Int,
      into output: UnsafeMutablePointer<UInt8>,
      context: OpaquePointer
    ) -> OpenOutcome {
      // `EVP_CTRL_GCM_SET_TAG` copies the tag; OpenSSL's prototype takes it as non-const.
      let mutableTag = UnsafeMutablePointer(mutating: tag)
      guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(tagCount), mutableTag) == 1 else {
        return .failed("EVP_CTRL_GCM_SET_TAG")
      }
      var written: Int32 = 0
      guard length == 0 || (EVP_DecryptUpdate(context, output, &written, input, length) == 1 && written == length)
      else { return .failed("EVP_DecryptUpdate") }
      var finalLength: Int32 = 0
      guard EVP_DecryptFinal_ex(context, output, &finalLength) == 1, finalLength == 0 else {
        output.update(repeating: 0, count: Int(length))
        return .unauthenticated
      }
      return .opened
    }

    // MARK: - Steps

    /// Selects AES-256-GCM with the key and nonce: in one call for the standard 12-byte nonce
    /// (GCM's default length), otherwise after setting the nonce length.
    private static func setUp(
      _ context: OpaquePointer,
      key: Data,
      nonce: Data,
      encrypting: Bool
    ) throws(CryptoError) {
      let initialise = encrypting ? EVP_EncryptInit_ex : EVP_DecryptInit_ex
      if nonce.count != AESGCMSealedBox.nonceByteCount {
        guard initialise(context, LibCryptoAlgorithms.aes256GCM, nil, nil, nil) == 1 else {
          throw libraryFailure("EVP_CipherInit_ex(aes-256-gcm)")
        }
        guard let nonceLength = Int32(exactly: nonce.count),
          EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, nonceLength, nil) == 1
        else { throw .invalidNonce(actual: nonce.count) }
      }
      let cipher = nonce.count == AESGCMSealedBox.nonceByteCount ? LibCryptoAlgorithms.aes256GCM : nil
      let status = key.withOpenSSLBytes { keyBytes, _ in
        nonce.withOpenSSLBytes { nonceBytes, _ in initialise(context, cipher, nil, keyBytes, nonceBytes) }
      }
      guard status == 1 else { throw libraryFailure("EVP_CipherInit_ex(aes-256-gcm, key, nonce)") }
    }

    /// Authenticates `aad` (an update with no output buffer).
    private static func feedAAD(_ aad: Data, to context: OpaquePointer, encrypting: Bool) throws(CryptoError) {
      guard !aad.isEmpty else { return }
      guard let length = Int32(exactly: aad.count) else {
        throw .invalidSealedBox(reason: "AAD longer than \(Int32.max) bytes")
      }
      let update = encrypting ? EVP_EncryptUpdate : EVP_DecryptUpdate
      var ignored: Int32 = 0
      let status = aad.withOpenSSLBytes { bytes, _ in update(context, nil, &ignored, bytes, length) }
      guard status == 1 else { throw libraryFailure("EVP_CipherUpdate(aad)") }
    }
  }
#endif
