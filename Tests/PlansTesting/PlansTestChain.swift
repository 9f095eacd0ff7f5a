import Foundation
import PlansFeature
import SharedCore

#if canImport(CryptoKit)
  import CryptoKit
#elseif canImport(CCrypto)
  import CCrypto
#endif

/// The App Store–shaped test chain of `Scripts/make-plans-test-chain` (P-384 root and intermediate,
/// P-256 signing certificates, Apple's extension OIDs), and its variants that must be refused.
///
/// A verifier for tests pins ``root`` instead of Apple Root CA – G3:
///
/// ```swift
/// let verifier = PlansSignedDataVerifier(
///   bundleID: PlansSamples.bundleID, environment: .sandbox, rootCertificate: PlansTestChain.root,
///   chainVerifier: SystemCertificateChainVerifier(), crypto: SystemCrypto())
/// let jws = try PlansTestChain.good.sign(transaction: PlansSamples.monthly())
/// ```
public enum PlansTestChain {
  /// The test root (self-signed, P-384, 2020–2049).
  public static let root = der("root")
  /// The intermediate carrying `1.2.840.113635.100.6.2.1` (P-384, 2020–2049).
  public static let intermediate = der("intermediate")
  /// A foreign root, with its own intermediate and signing certificate.
  public static let foreignRoot = der("foreign")

  /// The good signer: signing certificate with `1.2.840.113635.100.6.11.1` (P-256, 2024–2048).
  public static let good = PlansTestSigner(key: key("leaf"), chain: [der("leaf"), intermediate, root])
  /// A signing certificate that expired on 2021-01-01 (valid from 2020-01-01).
  public static let expired = PlansTestSigner(key: key("expired"), chain: [der("expired"), intermediate, root])
  /// A signing certificate without Apple's receipt-signing extension.
  public static let withoutLeafExtension = PlansTestSigner(
    key: key("nooid"), chain: [der("nooid"), intermediate, root])
  /// A signing certificate whose receipt-signing extension is critical.
  public static let criticalLeafExtension = PlansTestSigner(
    key: key("critoid"), chain: [der("critoid"), intermediate, root])
  /// A signing certificate under an intermediate without Apple's WWDR extension.
  public static let withoutIntermediateExtension = PlansTestSigner(
    key: key("leafunder"), chain: [der("leafunder"), der("intnooid"), root])
  /// A P-384 signing certificate (its signatures are made with the P-384 key, so they are not ES256).
  public static let p384Leaf = PlansTestSigner(key: key("leaf384"), chain: [der("leaf384"), intermediate, root])
  /// A chain to another root.
  public static let foreign = PlansTestSigner(key: key("fleaf"), chain: [der("fleaf"), der("fint"), foreignRoot])

  /// The remote-configuration signer's key id and signer.
  public static let configKeyID = "plans-test-config"
  /// The remote-configuration signer.
  public static let configSigner = PlansTestConfigSigner(key: key("config-signer"), keyID: configKeyID)
  /// The remote-configuration signer's public key (SPKI DER).
  public static let configPublicKey = der("config-signer.spki", suffix: "")

  static func der(_ name: String, suffix: String = ".der") -> Data {
    Data(base64Encoded: fixtures[name + suffix] ?? "") ?? Data()
  }

  static func key(_ name: String) -> Data {
    Data(base64Encoded: fixtures[name + ".p8"] ?? "") ?? Data()
  }

  /// ECDSA with SHA-256 under a PKCS #8 key, as `r || s` (each half as long as the curve's order).
  static func sign(_ message: Data, pkcs8: Data) throws(CryptoError) -> Data {
    #if canImport(CryptoKit)
      do {
        if let key = try? P256.Signing.PrivateKey(derRepresentation: pkcs8) {
          return try key.signature(for: message).rawRepresentation
        }
        let key = try P384.Signing.PrivateKey(derRepresentation: pkcs8)
        return try key.signature(for: SHA256.hash(data: message)).rawRepresentation
      } catch {
        throw .libraryFailure(operation: "CryptoKit signature", code: 0)
      }
    #elseif canImport(CCrypto)
      let key = pkcs8.withUnsafeBytes { raw -> OpaquePointer? in
        var cursor = raw.bindMemory(to: UInt8.self).baseAddress.map { UnsafePointer($0) }
        return d2i_AutoPrivateKey(nil, &cursor, raw.count)
      }
      guard let key else { throw failure("d2i_AutoPrivateKey") }
      defer { EVP_PKEY_free(key) }
      guard let context = EVP_MD_CTX_new() else { throw failure("EVP_MD_CTX_new") }
      defer { EVP_MD_CTX_free(context) }
      guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1 else { throw failure("EVP_DigestSignInit") }
      var der = [UInt8](repeating: 0, count: 160)
      var length = der.count
      let status = message.withUnsafeBytes { raw in
        der.withUnsafeMutableBufferPointer { buffer in
          EVP_DigestSign(context, buffer.baseAddress, &length, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
        }
      }
      guard status == 1 else { throw failure("EVP_DigestSign") }
      let half = (Int(EVP_PKEY_get_bits(key)) + 7) / 8
      let parsed = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
        var cursor = buffer.baseAddress
        return d2i_ECDSA_SIG(nil, &cursor, length)
      }
      guard let parsed else { throw failure("d2i_ECDSA_SIG") }
      defer { ECDSA_SIG_free(parsed) }
      var raw = [UInt8](repeating: 0, count: 2 * half)
      let written = raw.withUnsafeMutableBufferPointer { buffer -> Bool in
        guard let base = buffer.baseAddress else { return false }
        return BN_bn2binpad(ECDSA_SIG_get0_r(parsed), base, Int32(half)) == Int32(half)
          && BN_bn2binpad(ECDSA_SIG_get0_s(parsed), base + half, Int32(half)) == Int32(half)
      }
      guard written else { throw failure("BN_bn2binpad") }
      return Data(raw)
    #else
      throw .libraryFailure(operation: "no signing library", code: 0)
    #endif
  }

  #if canImport(CCrypto) && !canImport(CryptoKit)
    private static func failure(_ operation: String) -> CryptoError {
      let code = ERR_get_error()
      ERR_clear_error()
      return .libraryFailure(operation: operation, code: Int(code))
    }
  #endif
}
