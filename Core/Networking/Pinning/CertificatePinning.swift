import Foundation

/// Public-key pinning (RFC 7469 `pin-sha256`): a TLS server is trusted only when a certificate in
/// the chain it presents has a SubjectPublicKeyInfo whose SHA-256, base64-encoded, is one of
/// ``pins``.
///
/// Pinning the key rather than the certificate survives certificate renewals with the same key.
/// Keep a backup pin (a spare key, or your CA's intermediate) so a key rotation does not lock
/// users out. Compute a pin with OpenSSL:
///
/// ```sh
/// openssl x509 -in cert.pem -pubkey -noout | openssl pkey -pubin -outform der \
///   | openssl dgst -sha256 -binary | base64
/// ```
///
/// ``URLSessionTransport`` enforces it on Apple platforms (``URLSessionTransport/init(configuration:crypto:)``).
public struct CertificatePinning: Sendable {
  /// The accepted base64 SHA-256 SPKI hashes.
  public let pins: Set<String>
  private let crypto: any CryptoProvider

  /// Creates an evaluator for `pins`, hashing with `crypto`.
  public init(pins: some Sequence<String>, crypto: any CryptoProvider) {
    self.pins = Set(pins)
    self.crypto = crypto
  }

  /// The pin of a DER-encoded X.509 certificate, or `nil` when the bytes are not a certificate.
  public func pin(ofCertificate der: Data) -> String? {
    guard let info = try? DERReader(der).subjectPublicKeyInfo() else { return nil }
    return crypto.sha256(info).base64EncodedString()
  }

  /// Accepts a server whose chain (DER certificates, leaf first) contains a pinned key.
  /// - Throws: `AppError.network(.tls)` when no certificate matches (unreadable ones never do).
  public func evaluate(chain: [Data]) throws(AppError) {
    for certificate in chain {
      if let pin = pin(ofCertificate: certificate), pins.contains(pin) { return }
    }
    throw .network(.tls)
  }
}

extension CertificatePinning {
  /// Whether ``URLSessionTransport`` can enforce pins on this platform: `true` on Apple platforms,
  /// `false` where FoundationNetworking hides the server's certificate chain (Linux).
  public static var isEnforceable: Bool {
    #if canImport(Security)
      true
    #else
      false
    #endif
  }
}
