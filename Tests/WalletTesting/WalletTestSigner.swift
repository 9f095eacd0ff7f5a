import Foundation
import SharedCore

#if canImport(CryptoKit)
  import CryptoKit
#elseif canImport(CCrypto)
  import CCrypto
#endif

/// An ECDSA P-256 private key for tests, signing in the wallet's encoding: base64url of `r || s`
/// with a low S (see `WalletTokenSigning`).
///
/// CryptoKit signs on Apple platforms and the system libcrypto on Linux. The keys are fixed test
/// keys, published with the package: never use them outside tests.
public struct WalletTestSigner: Sendable {
  /// The order of the P-256 group, big-endian.
  private static let order: [UInt8] = [
    0xFF, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xBC, 0xE6, 0xFA, 0xAD, 0xA7, 0x17, 0x9E, 0x84, 0xF3, 0xB9, 0xCA, 0xC2, 0xFC, 0x63, 0x25, 0x51,
  ]
  /// Half the order, big-endian: the largest low S.
  private static let halfOrder: [UInt8] = [
    0x7F, 0xFF, 0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xDE, 0x73, 0x7D, 0x56, 0xD3, 0x8B, 0xCF, 0x42, 0x79, 0xDC, 0xE5, 0x61, 0x7E, 0x31, 0x92, 0xA8,
  ]

  /// The private key as SEC 1 `ECPrivateKey` DER (RFC 5915).
  let sec1DER: Data
  /// The private scalar (32 bytes, big-endian).
  let scalar: Data
  /// The public key: the uncompressed point `04 || X || Y` (65 bytes).
  public let publicPoint: Data

  init(sec1DER base64DER: String, scalar base64Scalar: String, publicPoint base64Point: String) {
    sec1DER = Data(base64Encoded: base64DER) ?? Data()
    scalar = Data(base64Encoded: base64Scalar) ?? Data()
    publicPoint = Data(base64Encoded: base64Point) ?? Data()
  }

  /// The test trust anchor, which signs key databases (the key of `Scripts/wallet-vectors/keys/anchor.pem`).
  public static let anchor = WalletTestSigner(
    sec1DER: "MHcCAQEEIIxUyM1lpvueP8AQ/nxata+H4ti8y9iRao/VsqLsI8ASoAoGCCqGSM49AwEHoUQDQgAEoDZpK8RvsFpa4RkS5JqbKIVyC/"
      + "SJBDp8ZOLMYZibX8r3BVCkNVZfql0PcWv2dlFB2poe+WM3gkwQbMA1yrysig==",
    scalar: "jFTIzWWm+54/wBD+fFq1r4fi2LzL2JFqj9WyouwjwBI=",
    publicPoint: "BKA2aSvEb7BaWuEZEuSamyiFcgv0iQQ6fGTizGGYm1/K9wVQpDVWX6pdD3Fr9nZRQdqaHvljN4JMEGzANcq8rIo=")

  /// The test issuer, which signs offline tokens (the key of `Scripts/wallet-vectors/keys/issuer.pem`).
  public static let issuer = WalletTestSigner(
    sec1DER: "MHcCAQEEIII2JtyWX8EYooGABBvlh3+J+9BktlqhEocKAONYcwgQoAoGCCqGSM49AwEHoUQDQgAEnDfwItYmFxUkP3PEPu27znbSVC2"
      + "xqzQKmvbB7aD2t3Dkw87G9YASPlTSyQyua0PiNPiMOcB0dy485zYLKGYhcQ==",
    scalar: "gjYm3JZfwRiigYAEG+WHf4n70GS2WqEShwoA41hzCBA=",
    publicPoint: "BJw38CLWJhcVJD9zxD7tu8520lQtsas0Cpr2we2g9rdw5MPOxvWAEj5U0skMrmtD4jT4jDnAdHcuPOc2CyhmIXE=")

  /// The signature of `message` (ECDSA P-256 over SHA-256) as base64url `r || s`, low S, no padding.
  /// - Throws: `CryptoError.libraryFailure(operation:code:)` if the platform cannot sign.
  public func sign(_ message: Data) throws(CryptoError) -> String {
    let raw = try rawSignature(message)
    var r = Array(raw.prefix(32))
    var s = Array(raw.suffix(32))
    if Self.isGreater(s, than: Self.halfOrder) { s = Self.subtract(s, from: Self.order) }
    r.append(contentsOf: s)
    return Data(r).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// Whether big-endian `left` is greater than `right` (same length).
  private static func isGreater(_ left: [UInt8], than right: [UInt8]) -> Bool {
    for (l, r) in zip(left, right) where l != r { return l > r }
    return false
  }

  /// `minuend - subtrahend`, big-endian, for `subtrahend < minuend` (same length).
  private static func subtract(_ subtrahend: [UInt8], from minuend: [UInt8]) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: minuend.count)
    var borrow = 0
    for index in stride(from: minuend.count - 1, through: 0, by: -1) {
      var difference = Int(minuend[index]) - Int(subtrahend[index]) - borrow
      borrow = difference < 0 ? 1 : 0
      if difference < 0 { difference += 256 }
      result[index] = UInt8(difference)
    }
    return result
  }

  #if canImport(CryptoKit)
    /// CryptoKit's `r || s`.
    private func rawSignature(_ message: Data) throws(CryptoError) -> Data {
      do {
        let key = try P256.Signing.PrivateKey(rawRepresentation: scalar)
        return try key.signature(for: message).rawRepresentation
      } catch {
        throw .libraryFailure(operation: "P256.Signing.PrivateKey.signature", code: 0)
      }
    }
  #elseif canImport(CCrypto)
    /// libcrypto's DER signature (`EVP_DigestSign`), read back as `r || s`.
    private func rawSignature(_ message: Data) throws(CryptoError) -> Data {
      let key = sec1DER.withUnsafeBytes { raw -> OpaquePointer? in
        var cursor = raw.bindMemory(to: UInt8.self).baseAddress.map { UnsafePointer($0) }
        return d2i_AutoPrivateKey(nil, &cursor, raw.count)
      }
      guard let key else { throw Self.failure("d2i_AutoPrivateKey") }
      defer { EVP_PKEY_free(key) }
      guard let context = EVP_MD_CTX_new() else { throw Self.failure("EVP_MD_CTX_new") }
      defer { EVP_MD_CTX_free(context) }
      guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1 else {
        throw Self.failure("EVP_DigestSignInit")
      }
      var der = [UInt8](repeating: 0, count: 80)
      var length = der.count
      let status = message.withUnsafeBytes { raw in
        der.withUnsafeMutableBufferPointer { buffer in
          EVP_DigestSign(
            context, buffer.baseAddress, &length, raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
        }
      }
      guard status == 1 else { throw Self.failure("EVP_DigestSign") }
      let parsed = der.withUnsafeBufferPointer { buffer -> OpaquePointer? in
        var cursor = buffer.baseAddress
        return d2i_ECDSA_SIG(nil, &cursor, length)
      }
      guard let parsed else { throw Self.failure("d2i_ECDSA_SIG") }
      defer { ECDSA_SIG_free(parsed) }
      var raw = [UInt8](repeating: 0, count: 64)
      let written = raw.withUnsafeMutableBufferPointer { buffer -> Bool in
        guard let base = buffer.baseAddress else { return false }
        return BN_bn2binpad(ECDSA_SIG_get0_r(parsed), base, 32) == 32
          && BN_bn2binpad(ECDSA_SIG_get0_s(parsed), base + 32, 32) == 32
      }
      guard written else { throw Self.failure("BN_bn2binpad") }
      return Data(raw)
    }

    private static func failure(_ operation: String) -> CryptoError {
      let code = ERR_get_error()
      ERR_clear_error()
      return .libraryFailure(operation: operation, code: Int(truncatingIfNeeded: code))
    }
  #endif
}
