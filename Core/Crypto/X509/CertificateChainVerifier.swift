import Foundation

/// Verifies an X.509 certificate chain to one pinned trust anchor at a given time, offline.
///
/// SharedPlatform's `SystemCertificateChainVerifier` uses Security's `SecTrust` on Apple platforms
/// and libcrypto's `X509_verify_cert` on Linux: no network fetch, no system trust store, only the
/// anchor it is given. It checks each certificate's signature by its issuer, the validity of every
/// certificate at `date`, and the basic constraints and key usages a CA needs. What a caller's own
/// profile requires on top (particular extensions, the leaf's key type, the chain's length) is the
/// caller's check: ``CertificateChainVerification/chainLength`` tells how long a chain the
/// platform built.
public protocol CertificateChainVerifier: Sendable {
  /// Verifies that `leaf` chains to `anchor` through `intermediates` at `date`.
  /// - Parameters:
  ///   - leaf: The end-entity certificate (DER).
  ///   - intermediates: Untrusted certificates the chain may use (DER), nearest the leaf first.
  ///   - anchor: The only trusted certificate (DER), usually a self-signed root.
  ///   - date: The time the chain must be valid at (a signature's signing time, for instance).
  /// - Throws: ``CertificateChainError`` saying which certificate failed and why.
  func verify(leaf: Data, intermediates: [Data], anchor: Data, at date: Date) throws(CertificateChainError)
    -> CertificateChainVerification
}

/// What a successful chain verification built.
public struct CertificateChainVerification: Sendable, Hashable {
  /// The number of certificates in the verified chain, the leaf and the anchor included.
  public var chainLength: Int

  /// Creates a result.
  public init(chainLength: Int) {
    self.chainLength = chainLength
  }
}
