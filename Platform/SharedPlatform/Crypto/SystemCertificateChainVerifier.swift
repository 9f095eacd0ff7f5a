import Foundation
import SharedCore

/// The platform's X.509 chain verification behind `CertificateChainVerifier`: Security's
/// `SecTrust` on Apple platforms, libcrypto's `X509_verify_cert` on Linux.
///
/// Only the anchor passed to each call is trusted (never the system's roots), nothing is fetched
/// from the network, and the chain is checked at the time the caller gives. A stateless value,
/// safe to share.
public struct SystemCertificateChainVerifier: CertificateChainVerifier {
  #if canImport(Security)
    private let backend = SecTrustCertificateChainVerifier()
  #elseif canImport(CCrypto)
    private let backend = LibCryptoCertificateChainVerifier()
  #endif

  /// Creates the verifier.
  public init() {}

  /// Verifies that `leaf` chains to `anchor` through `intermediates` at `date`.
  public func verify(leaf: Data, intermediates: [Data], anchor: Data, at date: Date) throws(CertificateChainError)
    -> CertificateChainVerification
  {
    #if canImport(Security) || canImport(CCrypto)
      try backend.verify(leaf: leaf, intermediates: intermediates, anchor: anchor, at: date)
    #else
      throw .libraryFailure(operation: "no X.509 library on this platform")
    #endif
  }
}
