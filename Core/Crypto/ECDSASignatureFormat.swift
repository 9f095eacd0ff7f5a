/// How an ECDSA signature is encoded.
public enum ECDSASignatureFormat: Sendable, Hashable, CaseIterable {
  /// `r || s`, each a 32-byte big-endian integer (64 bytes for P-256; IEEE P1363, JWS ES256).
  case raw
  /// The ASN.1 DER `ECDSA-Sig-Value` SEQUENCE of two INTEGERs (RFC 3279 §2.2.3, X.509, TLS).
  case der
}
