#if canImport(CryptoKit)
  import CryptoKit
  import Foundation
  import SharedCore

  /// A P-256 public key parsed by CryptoKit once, verifying signatures with
  /// `P256.Signing.PublicKey.isValidSignature`. CryptoKit keys are immutable values, safe to share.
  struct CryptoKitP256Verifier: P256SignatureVerifier {
    let key: P256.Signing.PublicKey

    func isValidSignature(
      _ signature: Data,
      format: ECDSASignatureFormat,
      for message: Data
    ) throws(CryptoError) -> Bool {
      let parsed: P256.Signing.ECDSASignature
      do {
        switch format {
        case .raw: parsed = try P256.Signing.ECDSASignature(rawRepresentation: signature)
        case .der: parsed = try P256.Signing.ECDSASignature(derRepresentation: signature)
        }
      } catch {
        throw .invalidSignatureEncoding(reason: format == .raw ? "raw signature must be 64 bytes" : "malformed DER")
      }
      return key.isValidSignature(parsed, for: message)
    }
  }
#endif
