import SharedCore

/// Why signed App Store data (a transaction or renewal info) was refused.
public enum PlansVerificationError: Error, Sendable, Hashable {
  /// A part of a compact JWS.
  public enum Part: String, Sendable, Hashable {
    /// The whole compact serialization.
    case compact
    /// The protected header.
    case header
    /// The payload.
    case payload
    /// The signature.
    case signature
  }

  /// The JWS is longer than ``PlansJWS/maximumLength``.
  case tooLarge(bytes: Int)
  /// A part is not what a compact ES256 JWS must be; `reason` says what.
  case malformed(part: Part, reason: String)
  /// The header's `alg` is not `ES256` (`none` included).
  case algorithmNotAllowed(String)
  /// `x5c` does not hold exactly three certificates.
  case certificateChainLength(Int)
  /// The `x5c` entry at `index` is not standard base64 of a DER certificate.
  case certificateEncoding(index: Int)
  /// The certificate at `index` (0 the signing certificate, 1 the intermediate) lacks the extension
  /// Apple documents for its place (`1.2.840.113635.100.6.11.1` on the signing certificate,
  /// `1.2.840.113635.100.6.2.1` on the intermediate), or marks it critical. A chain given in the
  /// wrong order fails here.
  case missingAppleExtension(oid: String, index: Int)
  /// The chain does not verify to the pinned root at the signing date.
  case certificateChain(CertificateChainError)
  /// The platform built a chain of `length` certificates instead of signing certificate,
  /// intermediate and pinned root.
  case unexpectedChainLength(Int)
  /// The signing certificate's key is not an ECDSA P-256 key.
  case signingKeyNotP256
  /// The ES256 signature over `header.payload` does not verify with the signing certificate's key.
  case badSignature
  /// The payload's `field` is missing or not what it must be.
  case payload(field: String, reason: String)
  /// The transaction belongs to another app.
  case wrongBundle(expected: String, actual: String)
  /// The data was signed for another environment (Sandbox instead of Production, say).
  case wrongEnvironment(expected: PlansEnvironment, actual: PlansEnvironment)
}

extension PlansVerificationError: CustomStringConvertible {
  /// A one-line explanation for logs; it never contains the signed data.
  public var description: String {
    switch self {
    case .tooLarge(let bytes): "the JWS has \(bytes) bytes, more than \(PlansJWS.maximumLength)"
    case .malformed(let part, let reason): "JWS \(part.rawValue): \(reason)"
    case .algorithmNotAllowed(let algorithm): "JWS header: alg '\(algorithm)' is not allowed (only ES256)"
    case .certificateChainLength(let count): "JWS header: x5c has \(count) certificates, expected 3"
    case .certificateEncoding(let index): "JWS header: x5c[\(index)] is not base64 DER"
    case .missingAppleExtension(let oid, let index): "x5c[\(index)] lacks Apple's non-critical extension \(oid)"
    case .certificateChain(let error): "certificate chain: \(error)"
    case .unexpectedChainLength(let length): "the verified chain has \(length) certificates, expected 3"
    case .signingKeyNotP256: "the signing certificate's key is not P-256"
    case .badSignature: "the ES256 signature does not verify"
    case .payload(let field, let reason): "payload.\(field): \(reason)"
    case .wrongBundle(let expected, let actual): "bundleId '\(actual)' is not this app's '\(expected)'"
    case .wrongEnvironment(let expected, let actual): "environment \(actual) is not the expected \(expected)"
    }
  }
}
