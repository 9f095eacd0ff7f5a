#if canImport(Security)
  import Foundation
  import Security
  import SharedCore

  /// Security's `SecTrust` behind ``CertificateChainVerifier``: a basic X.509 policy, the anchor as
  /// the only trusted certificate, no network fetch, and the check time the caller gives.
  struct SecTrustCertificateChainVerifier: CertificateChainVerifier {
    func verify(leaf: Data, intermediates: [Data], anchor: Data, at date: Date) throws(CertificateChainError)
      -> CertificateChainVerification
    {
      var certificates: [SecCertificate] = []
      for (index, der) in ([leaf] + intermediates).enumerated() {
        guard let certificate = SecCertificateCreateWithData(nil, der as CFData) else {
          throw .malformedCertificate(index: index)
        }
        certificates.append(certificate)
      }
      guard let root = SecCertificateCreateWithData(nil, anchor as CFData) else {
        throw .malformedCertificate(index: intermediates.count + 1)
      }
      var created: SecTrust?
      guard
        SecTrustCreateWithCertificates(certificates as CFArray, SecPolicyCreateBasicX509(), &created) == errSecSuccess,
        let trust = created
      else { throw .libraryFailure(operation: "SecTrustCreateWithCertificates") }
      guard SecTrustSetAnchorCertificates(trust, [root] as CFArray) == errSecSuccess,
        SecTrustSetAnchorCertificatesOnly(trust, true) == errSecSuccess,
        SecTrustSetNetworkFetchAllowed(trust, false) == errSecSuccess,
        SecTrustSetVerifyDate(trust, date as CFDate) == errSecSuccess
      else { throw .libraryFailure(operation: "SecTrustSet…") }
      var failure: CFError?
      guard SecTrustEvaluateWithError(trust, &failure) else {
        throw Self.error(failure, trust: trust, at: date, certificates: certificates + [root])
      }
      let chain = SecTrustCopyCertificateChain(trust) as? [SecCertificate] ?? []
      return CertificateChainVerification(chainLength: chain.count)
    }

    /// Sorts a refusal: `SecTrust` gives one error code, so the dates are read again here to say
    /// which certificate was out of its window.
    private static func error(
      _ failure: CFError?, trust: SecTrust, at date: Date, certificates: [SecCertificate]
    ) -> CertificateChainError {
      let code = failure.map { CFErrorGetCode($0) } ?? Int(errSecInternalComponent)
      let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
      for (depth, certificate) in certificates.enumerated() {
        guard let fields = try? X509CertificateFields(der: SecCertificateCopyData(certificate) as Data) else {
          continue
        }
        if seconds > fields.notAfter { return .expired(depth: depth) }
        if seconds < fields.notBefore { return .notYetValid(depth: depth) }
      }
      switch OSStatus(truncatingIfNeeded: code) {
      case errSecCreateChainFailed, errSecNotTrusted: return .untrustedAnchor(depth: certificates.count - 2)
      case errSecInvalidSignature, errSecVerifyFailed: return .badSignature(depth: 0)
      case errSecUnknownCriticalExtensionFlag: return .unhandledCriticalExtension(depth: 0)
      default: return .rejected(code: code, depth: 0)
      }
    }
  }
#endif
