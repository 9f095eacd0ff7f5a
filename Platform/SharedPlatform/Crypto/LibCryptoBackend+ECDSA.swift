#if !canImport(CryptoKit) && canImport(CCrypto)
  import CCrypto
  import Foundation
  import SharedCore

  extension LibCryptoBackend {
    /// `EVP_PKEY_fromdata` selection for a public key with its domain parameters
    /// (`EVP_PKEY_PUBLIC_KEY`, a macro Swift cannot import).
    private static let publicKeySelection = Int32(
      OSSL_KEYMGMT_SELECT_PUBLIC_KEY | OSSL_KEYMGMT_SELECT_DOMAIN_PARAMETERS | OSSL_KEYMGMT_SELECT_OTHER_PARAMETERS
    )

    /// Imports `point` (an uncompressed X9.63 point, 65 bytes, prefix `04`) as a P-256 key.
    static func p256SignatureVerifier(point: Data) throws(CryptoError) -> LibCryptoP256Verifier {
      LibCryptoP256Verifier(owning: try publicKey(point: point))
    }

    /// ECDSA P-256 / SHA-256 verification of `signature` by `key` with `EVP_DigestVerify`, in a
    /// context of its own.
    static func isValidP256Signature(
      _ signature: Data,
      format: ECDSASignatureFormat,
      for message: Data,
      key: OpaquePointer
    ) throws(CryptoError) -> Bool {
      let der = try derSignature(signature, format: format)
      guard let context = EVP_MD_CTX_new() else { throw libraryFailure("EVP_MD_CTX_new") }
      defer { EVP_MD_CTX_free(context) }
      guard EVP_DigestVerifyInit(context, nil, LibCryptoAlgorithms.sha256, nil, key) == 1 else {
        throw libraryFailure("EVP_DigestVerifyInit")
      }
      let status = der.withOpenSSLBytes { signatureBytes, signatureCount in
        message.withOpenSSLBytes { messageBytes, messageCount in
          EVP_DigestVerify(context, signatureBytes, signatureCount, messageBytes, messageCount)
        }
      }
      // 1 = valid; 0 = does not verify; < 0 = the signature could not be processed at all
      // (e.g. r or s out of range). Both failures fail closed.
      ERR_clear_error()
      return status == 1
    }

    // MARK: - Key import

    /// Imports `point` as a P-256 public key and checks it lies on the curve.
    private static func publicKey(point: Data) throws(CryptoError) -> OpaquePointer {
      // `OSSL_PARAM_BLD` keeps pointers to the parameter names and values it is given, and the
      // built `OSSL_PARAM` array still points at the names, so every C string must outlive the
      // import: it all happens inside these closures.
      let imported = OSSL_PKEY_PARAM_GROUP_NAME.withCString { groupName in
        OSSL_PKEY_PARAM_PUB_KEY.withCString { publicKeyName in
          "prime256v1".withCString { group in
            point.withOpenSSLBytes { bytes, count in
              importKey(groupName: groupName, group: group, publicKeyName: publicKeyName, point: bytes, count: count)
            }
          }
        }
      }
      guard let key = imported else {
        ERR_clear_error()
        throw .invalidPublicKey(reason: "not a point on P-256")
      }
      guard let checkContext = EVP_PKEY_CTX_new_from_pkey(nil, key, nil) else {
        EVP_PKEY_free(key)
        throw libraryFailure("EVP_PKEY_CTX_new_from_pkey")
      }
      defer { EVP_PKEY_CTX_free(checkContext) }
      // The import already rejects points off the curve; the quick check adds the point at
      // infinity. The full check's `n·Q = O` scalar multiplication is redundant on P-256, whose
      // cofactor is 1 (every point on the curve is in the prime-order group), and costs about as
      // much as the verification itself.
      guard EVP_PKEY_public_check_quick(checkContext) == 1 else {
        EVP_PKEY_free(key)
        ERR_clear_error()
        throw .invalidPublicKey(reason: "not a point on P-256")
      }
      return key
    }

    /// `EVP_PKEY_fromdata` for an EC public key; `nil` when OpenSSL rejects it.
    private static func importKey(
      groupName: UnsafePointer<CChar>,
      group: UnsafePointer<CChar>,
      publicKeyName: UnsafePointer<CChar>,
      point: UnsafePointer<UInt8>,
      count: Int
    ) -> OpaquePointer? {
      guard let builder = OSSL_PARAM_BLD_new() else { return nil }
      defer { OSSL_PARAM_BLD_free(builder) }
      guard OSSL_PARAM_BLD_push_utf8_string(builder, groupName, group, 0) == 1,
        OSSL_PARAM_BLD_push_octet_string(builder, publicKeyName, point, count) == 1,
        let parameters = OSSL_PARAM_BLD_to_param(builder)
      else { return nil }
      defer { OSSL_PARAM_free(parameters) }
      guard let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil) else { return nil }
      defer { EVP_PKEY_CTX_free(context) }
      var key: OpaquePointer?
      guard EVP_PKEY_fromdata_init(context) == 1,
        EVP_PKEY_fromdata(context, &key, publicKeySelection, parameters) == 1
      else { return nil }
      return key
    }

    // MARK: - Signature encoding

    /// The strict DER encoding of `signature`: raw `r || s` is converted with `ECDSA_SIG`; DER
    /// input must parse and re-encode to exactly the same bytes (no BER, no trailing data).
    private static func derSignature(_ signature: Data, format: ECDSASignatureFormat) throws(CryptoError) -> Data {
      switch format {
      case .raw:
        guard signature.count == 64 else {
          throw .invalidSignatureEncoding(reason: "raw P-256 signature must be 64 bytes, got \(signature.count)")
        }
        guard let parsed = ECDSA_SIG_new() else { throw libraryFailure("ECDSA_SIG_new") }
        defer { ECDSA_SIG_free(parsed) }
        let assigned = signature.withOpenSSLBytes { bytes, _ in
          let r = BN_bin2bn(bytes, 32, nil)
          let s = BN_bin2bn(bytes + 32, 32, nil)
          guard let r, let s, ECDSA_SIG_set0(parsed, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            return false
          }
          return true
        }
        guard assigned else { throw libraryFailure("ECDSA_SIG_set0") }
        return try encode(parsed)
      case .der:
        guard (8...72).contains(signature.count) else {
          throw .invalidSignatureEncoding(reason: "DER P-256 signature must be 8...72 bytes, got \(signature.count)")
        }
        let parsed = signature.withOpenSSLBytes { bytes, count -> OpaquePointer? in
          var cursor: UnsafePointer<UInt8>? = bytes
          return d2i_ECDSA_SIG(nil, &cursor, count)
        }
        guard let parsed else {
          ERR_clear_error()
          throw .invalidSignatureEncoding(reason: "not a DER ECDSA-Sig-Value")
        }
        defer { ECDSA_SIG_free(parsed) }
        guard try encode(parsed) == signature else {
          throw .invalidSignatureEncoding(reason: "not strict DER (non-minimal encoding or trailing bytes)")
        }
        return Data(signature)
      }
    }

    /// `i2d_ECDSA_SIG` into a buffer of the size it asks for.
    private static func encode(_ signature: OpaquePointer) throws(CryptoError) -> Data {
      let length = i2d_ECDSA_SIG(signature, nil)
      guard length > 0 else { throw libraryFailure("i2d_ECDSA_SIG") }
      var bytes = [UInt8](repeating: 0, count: Int(length))
      let written = bytes.withUnsafeMutableBufferPointer { buffer in
        var cursor = buffer.baseAddress
        return i2d_ECDSA_SIG(signature, &cursor)
      }
      guard written == length else { throw libraryFailure("i2d_ECDSA_SIG") }
      return Data(bytes)
    }
  }
#endif
