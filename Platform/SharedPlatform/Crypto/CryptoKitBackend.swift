#if canImport(CryptoKit)
  import CryptoKit
  import Foundation
  import Security
  import SharedCore

  /// ``SystemCrypto``'s Apple backend: CryptoKit, and `SecRandomCopyBytes` for random bytes.
  enum CryptoKitBackend {
    /// SHA-256 with `CryptoKit.SHA256`.
    static func sha256(_ data: Data) -> Data {
      Data(SHA256.hash(data: data))
    }

    /// HMAC-SHA-256 with `CryptoKit.HMAC<SHA256>`.
    static func hmacSHA256(key: Data, message: Data) -> Data {
      Data(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)))
    }

    /// `count` bytes from `SecRandomCopyBytes` (the system CSPRNG).
    static func randomBytes(count: Int) throws(CryptoError) -> Data {
      var bytes = [UInt8](repeating: 0, count: count)
      let status = SecRandomCopyBytes(kSecRandomDefault, count, &bytes)
      guard status == errSecSuccess else {
        throw .libraryFailure(operation: "SecRandomCopyBytes", code: Int(status))
      }
      return Data(bytes)
    }

    /// AES-256-GCM encryption with `AES.GCM.seal` under the fresh random 12-byte nonce CryptoKit
    /// draws itself; the caller has checked the key size.
    static func aesGCMSeal(_ plaintext: Data, key: Data, aad: Data) throws(CryptoError) -> AESGCMSealedBox {
      let sealed: AES.GCM.SealedBox
      do {
        sealed = try AES.GCM.seal(plaintext, using: SymmetricKey(data: key), authenticating: aad)
      } catch {
        throw .libraryFailure(operation: "AES.GCM.seal", code: 0)
      }
      // `combined` is nil only for nonces other than 12 bytes, which CryptoKit never draws.
      guard let combined = sealed.combined else {
        throw .libraryFailure(operation: "AES.GCM.SealedBox.combined", code: 0)
      }
      return try AESGCMSealedBox(combined: combined)
    }

    /// AES-256-GCM decryption of `box` with `AES.GCM.open`.
    static func aesGCMOpen(_ box: AESGCMSealedBox, key: Data, aad: Data) throws(CryptoError) -> Data {
      let sealed: AES.GCM.SealedBox
      do {
        sealed = try AES.GCM.SealedBox(combined: box.combined)
      } catch {
        throw .invalidSealedBox(reason: "CryptoKit rejected the combined representation")
      }
      return try open(sealed, key: key, aad: aad)
    }

    /// AES-256-GCM encryption with `AES.GCM.seal`; the caller has checked key and nonce sizes.
    static func aesGCMSeal(
      _ plaintext: Data,
      key: Data,
      nonce: Data,
      aad: Data
    ) throws(CryptoError) -> (ciphertext: Data, tag: Data) {
      let gcmNonce = try makeNonce(nonce)
      do {
        let box = try AES.GCM.seal(plaintext, using: SymmetricKey(data: key), nonce: gcmNonce, authenticating: aad)
        return (box.ciphertext, box.tag)
      } catch {
        throw .libraryFailure(operation: "AES.GCM.seal", code: 0)
      }
    }

    /// AES-256-GCM decryption with `AES.GCM.open`.
    static func aesGCMOpen(
      ciphertext: Data,
      tag: Data,
      key: Data,
      nonce: Data,
      aad: Data
    ) throws(CryptoError) -> Data {
      let gcmNonce = try makeNonce(nonce)
      let box: AES.GCM.SealedBox
      do {
        box = try AES.GCM.SealedBox(nonce: gcmNonce, ciphertext: ciphertext, tag: tag)
      } catch {
        throw .invalidSealedBox(reason: "CryptoKit rejected the sealed box parts")
      }
      return try open(box, key: key, aad: aad)
    }

    /// `AES.GCM.open`, any failure of which means the box, key or AAD is not the one sealed.
    private static func open(_ sealed: AES.GCM.SealedBox, key: Data, aad: Data) throws(CryptoError) -> Data {
      do {
        return try AES.GCM.open(sealed, using: SymmetricKey(data: key), authenticating: aad)
      } catch {
        throw .authenticationFailure
      }
    }

    /// Imports `point` (an uncompressed X9.63 point, 65 bytes, prefix `04`) as a P-256 key.
    static func p256SignatureVerifier(point: Data) throws(CryptoError) -> CryptoKitP256Verifier {
      do {
        return CryptoKitP256Verifier(key: try P256.Signing.PublicKey(x963Representation: point))
      } catch {
        throw .invalidPublicKey(reason: "not a point on P-256")
      }
    }

    private static func makeNonce(_ nonce: Data) throws(CryptoError) -> AES.GCM.Nonce {
      do {
        return try AES.GCM.Nonce(data: nonce)
      } catch {
        throw .invalidNonce(actual: nonce.count)
      }
    }
  }
#endif
