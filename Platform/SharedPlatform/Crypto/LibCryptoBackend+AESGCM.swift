#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto
  import Foundation
  import SharedCore

  extension LibCryptoBackend {
    /// Seals `plaintext` with AES-256-GCM under a fresh random 12-byte nonce, writing nonce,
    /// ciphertext and tag straight into the box's combined bytes; the caller has checked the key.
    static func aesGCMSeal(_ plaintext: Data, key: Data, aad: Data) throws(CryptoError) -> AESGCMSealedBox {
      let nonceCount = AESGCMSealedBox.nonceByteCount
      let count = plaintext.count
      let combined = try ownedData(count: nonceCount + count + AESGCMSealedBox.tagByteCount) {
        (bytes) throws(CryptoError) in
        try fillRandom(bytes, count: nonceCount)
        try seal(
          plaintext, key: key, nonce: UnsafeBufferPointer(start: bytes, count: nonceCount), aad: aad,
          ciphertext: bytes + nonceCount, tag: bytes + nonceCount + count)
      }
      return try AESGCMSealedBox(combined: combined)
    }

    /// Opens `box` with AES-256-GCM, reading its parts in place; the caller has checked the key.
    static func aesGCMOpen(_ box: AESGCMSealedBox, key: Data, aad: Data) throws(CryptoError) -> Data {
      let nonceCount = AESGCMSealedBox.nonceByteCount
      let count = box.combined.count - nonceCount - AESGCMSealedBox.tagByteCount
      return try ownedData(count: count) { (plaintext) throws(CryptoError) in
        try box.combined.withOpenSSLBytes { (bytes, _) throws(CryptoError) in
          try open(
            bytes + nonceCount, count: count, tag: bytes + nonceCount + count, key: key,
            nonce: UnsafeBufferPointer(start: bytes, count: nonceCount), aad: aad, into: plaintext)
        }
      }
    }

    /// Seals under a caller-chosen nonce of any length CryptoKit accepts (12 bytes or more), into
    /// detached ciphertext and tag: the known-answer tests' path.
    static func aesGCMSeal(
      _ plaintext: Data,
      key: Data,
      nonce: Data,
      aad: Data
    ) throws(CryptoError) -> (ciphertext: Data, tag: Data) {
      var tag = Data(count: AESGCMSealedBox.tagByteCount)
      let ciphertext = try tag.withOpenSSLMutableBytes { (tagBytes) throws(CryptoError) in
        try ownedData(count: plaintext.count) { (ciphertextBytes) throws(CryptoError) in
          try nonce.withOpenSSLBytes { (nonceBytes, nonceCount) throws(CryptoError) in
            try seal(
              plaintext, key: key, nonce: UnsafeBufferPointer(start: nonceBytes, count: nonceCount), aad: aad,
              ciphertext: ciphertextBytes, tag: tagBytes)
          }
        }
      }
      return (ciphertext, tag)
    }

    /// Opens detached ciphertext and tag sealed under a caller-chosen nonce: the known-answer
    /// tests' path. The caller has checked that the tag is 16 bytes.
    static func aesGCMOpen(
      ciphertext: Data,
      tag: Data,
      key: Data,
      nonce: Data,
      aad: Data
    ) throws(CryptoError) -> Data {
      try ownedData(count: ciphertext.count) { (plaintext) throws(CryptoError) in
        try ciphertext.withOpenSSLBytes { (input, count) throws(CryptoError) in
          try tag.withOpenSSLBytes { (tagBytes, _) throws(CryptoError) in
            try nonce.withOpenSSLBytes { (nonceBytes, nonceCount) throws(CryptoError) in
              try open(
                input, count: count, tag: tagBytes, key: key,
                nonce: UnsafeBufferPointer(start: nonceBytes, count: nonceCount), aad: aad, into: plaintext)
            }
          }
        }
      }
    }

    // MARK: - One operation

    /// Encrypts `plaintext` into `ciphertext` (as long as the plaintext: GCM is a stream mode)
    /// and writes the 16-byte tag to `tag`.
    private static func seal(
      _ plaintext: Data,
      key: Data,
      nonce: UnsafeBufferPointer<UInt8>,
      aad: Data,
      ciphertext: UnsafeMutablePointer<UInt8>,
      tag: UnsafeMutablePointer<UInt8>
    ) throws(CryptoError) {
      guard let length = Int32(exactly: plaintext.count) else {
        throw .invalidSealedBox(reason: "plaintext longer than \(Int32.max) bytes")
      }
      try LibCryptoGCMContexts.withContext(encrypting: true, nonceByteCount: nonce.count) {
        (context) throws(CryptoError) in
        try setKey(key, nonce: nonce, of: context, encrypting: true)
        try feedAAD(aad, to: context, encrypting: true)
        var written: Int32 = 0
        let encrypted =
          length == 0
          || plaintext.withOpenSSLBytes { input, _ in
            EVP_EncryptUpdate(context, ciphertext, &written, input, length) == 1 && written == length
          }
        var finalLength: Int32 = 0
        guard encrypted, EVP_EncryptFinal_ex(context, ciphertext, &finalLength) == 1, finalLength == 0 else {
          throw libraryFailure("EVP_EncryptUpdate")
        }
        let tagCount = Int32(AESGCMSealedBox.tagByteCount)
        guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, tagCount, tag) == 1 else {
          throw libraryFailure("EVP_CTRL_GCM_GET_TAG")
        }
      }
    }

    /// Sets the expected tag (GCM only reads it in `EVP_DecryptFinal_ex`), decrypts `count` bytes
    /// from `input` into `output` and checks the tag. `output` comes from ``ownedData(count:filledBy:)``,
    /// which wipes it when this throws, so nothing decrypted before a failed check is released.
    private static func open(
      _ input: UnsafePointer<UInt8>,
      count: Int,
      tag: UnsafePointer<UInt8>,
      key: Data,
      nonce: UnsafeBufferPointer<UInt8>,
      aad: Data,
      into output: UnsafeMutablePointer<UInt8>
    ) throws(CryptoError) {
      guard let length = Int32(exactly: count) else {
        throw .invalidSealedBox(reason: "ciphertext longer than \(Int32.max) bytes")
      }
      try LibCryptoGCMContexts.withContext(encrypting: false, nonceByteCount: nonce.count) {
        (context) throws(CryptoError) in
        try setKey(key, nonce: nonce, of: context, encrypting: false)
        try feedAAD(aad, to: context, encrypting: false)
        // `EVP_CTRL_GCM_SET_TAG` copies the tag; OpenSSL's prototype takes it as non-const.
        let tagCount = Int32(AESGCMSealedBox.tagByteCount)
        guard EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_SET_TAG, tagCount, UnsafeMutablePointer(mutating: tag)) == 1
        else { throw libraryFailure("EVP_CTRL_GCM_SET_TAG") }
        var written: Int32 = 0
        guard length == 0 || (EVP_DecryptUpdate(context, output, &written, input, length) == 1 && written == length)
        else { throw libraryFailure("EVP_DecryptUpdate") }
        var finalLength: Int32 = 0
        guard EVP_DecryptFinal_ex(context, output, &finalLength) == 1, finalLength == 0 else {
          ERR_clear_error()
          throw .authenticationFailure
        }
      }
    }

    // MARK: - Steps

    /// Keys `context` (from ``LibCryptoGCMContexts``, so already AES-256-GCM with the nonce's
    /// length) with `key` and `nonce`, which also resets any earlier operation's state.
    private static func setKey(
      _ key: Data,
      nonce: UnsafeBufferPointer<UInt8>,
      of context: OpaquePointer,
      encrypting: Bool
    ) throws(CryptoError) {
      let initialise = encrypting ? EVP_EncryptInit_ex : EVP_DecryptInit_ex
      let status = key.withOpenSSLBytes { keyBytes, _ in initialise(context, nil, nil, keyBytes, nonce.baseAddress) }
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
