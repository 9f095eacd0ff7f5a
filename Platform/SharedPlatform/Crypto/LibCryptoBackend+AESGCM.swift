#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto
  import Foundation
  import SharedCore

  extension LibCryptoBackend {
    /// AES-256-GCM encryption with `EVP_aes_256_gcm`; the caller has checked key and nonce sizes.
    static func aesGCMSeal(
      _ plaintext: Data,
      key: Data,
      nonce: Data,
      aad: Data
    ) throws(CryptoError) -> (ciphertext: Data, tag: Data) {
      guard let context = EVP_CIPHER_CTX_new() else { throw libraryFailure("EVP_CIPHER_CTX_new") }
      defer { EVP_CIPHER_CTX_free(context) }
      try setUp(context, key: key, nonce: nonce, encrypting: true)
      try feedAAD(aad, to: context, encrypting: true)

      var ciphertext = [UInt8](repeating: 0, count: plaintext.count + AESGCMSealedBox.tagByteCount)
      var written: Int32 = 0
      if !plaintext.isEmpty {
        guard let length = Int32(exactly: plaintext.count) else {
          throw .invalidSealedBox(reason: "plaintext longer than \(Int32.max) bytes")
        }
        let status = plaintext.withOpenSSLBytes { bytes, _ in
          EVP_EncryptUpdate(context, &ciphertext, &written, bytes, length)
        }
        guard status == 1 else { throw libraryFailure("EVP_EncryptUpdate") }
      }
      var finalLength: Int32 = 0
      let status = ciphertext.withUnsafeMutableBufferPointer { buffer in
        EVP_EncryptFinal_ex(context, buffer.baseAddress.map { $0 + Int(written) }, &finalLength)
      }
      guard status == 1 else { throw libraryFailure("EVP_EncryptFinal_ex") }

      var tag = [UInt8](repeating: 0, count: AESGCMSealedBox.tagByteCount)
      guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, Int32(tag.count), &tag) == 1 else {
        throw libraryFailure("EVP_CTRL_GCM_GET_TAG")
      }
      return (Data(ciphertext.prefix(Int(written + finalLength))), Data(tag))
    }

    /// AES-256-GCM decryption; the tag is set before `EVP_DecryptFinal_ex`, which checks it.
    static func aesGCMOpen(
      ciphertext: Data,
      tag: Data,
      key: Data,
      nonce: Data,
      aad: Data
    ) throws(CryptoError) -> Data {
      guard let context = EVP_CIPHER_CTX_new() else { throw libraryFailure("EVP_CIPHER_CTX_new") }
      defer { EVP_CIPHER_CTX_free(context) }
      try setUp(context, key: key, nonce: nonce, encrypting: false)
      try feedAAD(aad, to: context, encrypting: false)

      var plaintext = [UInt8](repeating: 0, count: ciphertext.count + AESGCMSealedBox.tagByteCount)
      var written: Int32 = 0
      if !ciphertext.isEmpty {
        guard let length = Int32(exactly: ciphertext.count) else {
          throw .invalidSealedBox(reason: "ciphertext longer than \(Int32.max) bytes")
        }
        let status = ciphertext.withOpenSSLBytes { bytes, _ in
          EVP_DecryptUpdate(context, &plaintext, &written, bytes, length)
        }
        guard status == 1 else { throw libraryFailure("EVP_DecryptUpdate") }
      }
      var expectedTag = [UInt8](tag)
      guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, Int32(expectedTag.count), &expectedTag) == 1 else {
        throw libraryFailure("EVP_CTRL_GCM_SET_TAG")
      }
      var finalLength: Int32 = 0
      let status = plaintext.withUnsafeMutableBufferPointer { buffer in
        EVP_DecryptFinal_ex(context, buffer.baseAddress.map { $0 + Int(written) }, &finalLength)
      }
      guard status == 1 else {
        ERR_clear_error()
        // Wipe whatever was decrypted before the tag check failed; none of it is released.
        plaintext.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        throw .authenticationFailure
      }
      return Data(plaintext.prefix(Int(written + finalLength)))
    }

    // MARK: - Steps

    /// Selects AES-256-GCM, sets the nonce length, then the key and nonce.
    private static func setUp(
      _ context: OpaquePointer,
      key: Data,
      nonce: Data,
      encrypting: Bool
    ) throws(CryptoError) {
      let initialise = encrypting ? EVP_EncryptInit_ex : EVP_DecryptInit_ex
      guard initialise(context, EVP_aes_256_gcm(), nil, nil, nil) == 1 else {
        throw libraryFailure("EVP_CipherInit_ex(aes-256-gcm)")
      }
      guard let nonceLength = Int32(exactly: nonce.count),
        EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_IVLEN, nonceLength, nil) == 1
      else { throw .invalidNonce(actual: nonce.count) }
      let status = key.withOpenSSLBytes { keyBytes, _ in
        nonce.withOpenSSLBytes { nonceBytes, _ in initialise(context, nil, nil, keyBytes, nonceBytes) }
      }
      guard status == 1 else { throw libraryFailure("EVP_CipherInit_ex(key, nonce)") }
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
