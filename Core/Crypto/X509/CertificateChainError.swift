/// Why a certificate chain did not verify. `depth` counts from the leaf (0) towards the anchor.
public enum CertificateChainError: Error, Sendable, Hashable {
  /// A certificate's bytes are not a DER X.509 certificate; `index` is its position among the
  /// certificates given (0 the leaf, then the intermediates, the anchor last).
  case malformedCertificate(index: Int)
  /// No chain leads from the leaf to the pinned anchor (another root, a missing or foreign
  /// intermediate).
  case untrustedAnchor(depth: Int)
  /// The certificate at `depth` had expired at the verification time.
  case expired(depth: Int)
  /// The certificate at `depth` was not yet valid at the verification time.
  case notYetValid(depth: Int)
  /// The certificate at `depth` is not signed by its issuer's key.
  case badSignature(depth: Int)
  /// The certificate at `depth` carries a critical extension the verifier does not handle.
  case unhandledCriticalExtension(depth: Int)
  /// The chain broke another rule (a CA constraint, a key usage, the path length); `code` is the
  /// platform's own error code.
  case rejected(code: Int, depth: Int)
  /// The platform's library failed; `operation` names the call.
  case libraryFailure(operation: String)
}

extension CertificateChainError: CustomStringConvertible {
  /// A one-line explanation for logs.
  public var description: String {
    switch self {
    case .malformedCertificate(let index): "certificate \(index) is not a DER X.509 certificate"
    case .untrustedAnchor(let depth): "no chain to the pinned anchor (at depth \(depth))"
    case .expired(let depth): "the certificate at depth \(depth) had expired at the verification time"
    case .notYetValid(let depth): "the certificate at depth \(depth) was not yet valid at the verification time"
    case .badSignature(let depth): "the certificate at depth \(depth) is not signed by its issuer"
    case .unhandledCriticalExtension(let depth):
      "the certificate at depth \(depth) has a critical extension the verifier does not handle"
    case .rejected(let code, let depth): "the chain was rejected at depth \(depth) (code \(code))"
    case .libraryFailure(let operation): "certificate library failure in \(operation)"
    }
  }
}
