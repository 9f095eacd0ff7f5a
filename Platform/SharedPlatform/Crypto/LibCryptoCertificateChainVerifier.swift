#if !canImport(Security) && canImport(CCrypto)
  import CCrypto
  import Foundation
  import SharedCore

  /// libcrypto's `X509_verify_cert` behind ``CertificateChainVerifier``: the anchor is the only
  /// certificate of a fresh `X509_STORE`, the intermediates are untrusted, the check time is the one
  /// given, strict X.509 rules apply and partial chains are never accepted.
  ///
  /// Each call parses its certificates and builds its own store and context, so calls share no
  /// libcrypto state and the type needs no lock.
  struct LibCryptoCertificateChainVerifier: CertificateChainVerifier {
    func verify(leaf: Data, intermediates: [Data], anchor: Data, at date: Date) throws(CertificateChainError)
      -> CertificateChainVerification
    {
      guard intermediates.count <= 1 else { throw .rejected(code: Int(X509_V_ERR_PATH_LENGTH_EXCEEDED), depth: 1) }
      let certificates = [leaf] + intermediates + [anchor]
      var parsed: [OpaquePointer] = []
      defer { parsed.forEach { X509_free($0) } }
      for (index, der) in certificates.enumerated() {
        guard let certificate = Self.parse(der) else { throw .malformedCertificate(index: index) }
        parsed.append(certificate)
      }
      guard let seconds = Int64(exactly: date.timeIntervalSince1970.rounded(.down)) else {
        throw .libraryFailure(operation: "X509_VERIFY_PARAM_set_time")
      }
      var chainLength: Int32 = 0
      var depth: Int32 = 0
      let status = sharedcore_x509_verify_chain(
        parsed[parsed.count - 1], intermediates.isEmpty ? nil : parsed[1], parsed[0], seconds, &chainLength, &depth)
      switch status {
      case X509_V_OK: return CertificateChainVerification(chainLength: Int(chainLength))
      case X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY, X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT,
        X509_V_ERR_SELF_SIGNED_CERT_IN_CHAIN, X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT,
        X509_V_ERR_UNABLE_TO_VERIFY_LEAF_SIGNATURE:
        throw .untrustedAnchor(depth: Int(depth))
      case X509_V_ERR_CERT_HAS_EXPIRED: throw .expired(depth: Int(depth))
      case X509_V_ERR_CERT_NOT_YET_VALID: throw .notYetValid(depth: Int(depth))
      case X509_V_ERR_CERT_SIGNATURE_FAILURE, X509_V_ERR_UNABLE_TO_DECRYPT_CERT_SIGNATURE:
        throw .badSignature(depth: Int(depth))
      case X509_V_ERR_UNHANDLED_CRITICAL_EXTENSION: throw .unhandledCriticalExtension(depth: Int(depth))
      case ..<0: throw .libraryFailure(operation: "X509_verify_cert")
      default: throw .rejected(code: Int(status), depth: Int(depth))
      }
    }

    /// `der` as an `X509` the caller frees, or `nil` unless it is exactly one DER certificate.
    private static func parse(_ der: Data) -> OpaquePointer? {
      guard !der.isEmpty, der.count <= Int(Int32.max) else { return nil }
      return der.withUnsafeBytes { raw -> OpaquePointer? in
        guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
        var cursor: UnsafePointer<UInt8>? = base
        guard let certificate = d2i_X509(nil, &cursor, raw.count) else {
          ERR_clear_error()
          return nil
        }
        guard let cursor, cursor == base + raw.count else {
          X509_free(certificate)
          return nil
        }
        return certificate
      }
    }
  }
#endif
