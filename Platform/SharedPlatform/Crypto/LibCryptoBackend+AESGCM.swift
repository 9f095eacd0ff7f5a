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

      var plaintext = Data(count: ciphertext.count)
      let decrypted = plaintext.withOpenSSLMutableBytes { output in
        var written: Int32 = 0
        let updated =
          length == 0
          || ciphertext.withOpenSSLBytes { input, _ in
            EVP_DecryptUpdate(context, output, &written, input, length) == 1
          }
        return updated && written == length
      }
      guard decrypted else { throw libraryFailure("EVP_DecryptUpdate") }

      // `EVP_CTRL_GCM_SET_TAG` copies the tag; OpenSSL's prototype takes it as non-const.
      let tagSet = tag.withOpenSSLBytes { bytes, count in
        EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(count), UnsafeMutablePointer(mutating: bytes))
      }
      guard tagSet == 1 else { throw libraryFailure("EVP_CTRL_GCM_SET_TAG") }
      let authenticated = plaintext.withOpenSSLMutableBytes { output in
        var finalLength: Int32 = 0
        return EVP_DecryptFinal_ex(context, output, &finalLength) == 1 && finalLength == 0
      }
      guard authenticated else {
        ERR_clear_error()
        // Wipe whatever was decrypted before the tag check failed; none of it is released.
        plaintext.withOpenSSLMutableBytes { output in output.update(repeating: 0, count: ciphertext.count) }
        throw .authenticationFailure
      }
      return plaintext
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
