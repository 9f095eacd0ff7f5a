import Foundation
import SharedCore
import SharedPlatform
import Testing

/// `p256SignatureVerifier(publicKey:)`: a key parsed once verifies like the one-shot call, rejects
/// bad keys at creation, and serves many tasks at once.
@Suite struct SystemCryptoP256VerifierTests {
  let crypto = SystemCrypto()

  @Test func verifierAgreesWithTheOneShotCallOnEveryFixture() throws {
    let cases = try SystemCryptoECDSATests.loadCases()
    for item in cases {
      var altered = item.message
      altered.append(0x00)
      for key in [item.x963, item.spki] {
        let verifier = try crypto.p256SignatureVerifier(publicKey: key)
        #expect(try verifier.isValidSignature(item.raw, format: .raw, for: item.message))
        #expect(try verifier.isValidSignature(item.der, format: .der, for: item.message))
        #expect(try !verifier.isValidSignature(item.raw, format: .raw, for: altered))
        #expect(try !verifier.isValidSignature(item.der, format: .der, for: altered))
      }
    }
  }

  @Test func verifierRejectsSignaturesByAnotherKey() throws {
    let cases = try SystemCryptoECDSATests.loadCases()
    let verifier = try crypto.p256SignatureVerifier(publicKey: cases[1].x963)
    #expect(try !verifier.isValidSignature(cases[0].raw, format: .raw, for: cases[0].message))
    #expect(try verifier.isValidSignature(cases[1].raw, format: .raw, for: cases[1].message))
  }

  @Test func malformedSignatureIsAnEncodingError() throws {
    let item = try #require(try SystemCryptoECDSATests.loadCases().first)
    let verifier = try crypto.p256SignatureVerifier(publicKey: item.x963)
    #expect(throws: CryptoError.invalidSignatureEncoding(reason: "raw P-256 signature must be 64 bytes, got 63")) {
      try verifier.isValidSignature(item.raw.dropLast(), format: .raw, for: item.message)
    }
  }

  @Test func malformedKeysAreRejectedWhenTheVerifierIsMade() throws {
    let item = try #require(try SystemCryptoECDSATests.loadCases().first)
    var offCurve = item.x963
    offCurve[offCurve.endIndex - 1] ^= 0x01
    var compressedPrefix = item.x963
    compressedPrefix[compressedPrefix.startIndex] = 0x02
    let origin = Data([0x04] + [UInt8](repeating: 0, count: 64))
    for key in [Data(), item.x963.dropLast(), offCurve, compressedPrefix, origin] {
      #expect {
        _ = try crypto.p256SignatureVerifier(publicKey: key)
      } throws: { error in
        guard case .invalidPublicKey = error as? CryptoError else { return false }
        return true
      }
    }
  }

  @Test func oneVerifierServesManyTasksAtOnce() async throws {
    let cases = try SystemCryptoECDSATests.loadCases()
    let signer = cases[0]
    let stranger = cases[1]
    let verifier = try crypto.p256SignatureVerifier(publicKey: signer.x963)
    let wrongAnswers = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var wrong = 0
          for round in 0..<20 {
            // Every other call checks the stranger's signature, which must not verify.
            let bySigner = (task + round).isMultiple(of: 2)
            let item = bySigner ? signer : stranger
            if try verifier.isValidSignature(item.der, format: .der, for: item.message) != bySigner { wrong += 1 }
          }
          return wrong
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(wrongAnswers == 0)
  }

  /// Every key import starts from one shared set of curve parameters: many tasks importing
  /// different keys at once each get their own key.
  @Test func keysImportedOnManyTasksAtOnceStayApart() async throws {
    let cases = try SystemCryptoECDSATests.loadCases()
    let crypto = crypto
    let wrongAnswers = try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var wrong = 0
          for round in 0..<25 {
            let signer = cases[(task + round) % cases.count]
            let stranger = cases[(task + round + 1) % cases.count]
            let signerKey = try crypto.p256SignatureVerifier(publicKey: signer.x963)
            let strangerKey = try crypto.p256SignatureVerifier(publicKey: stranger.spki)
            if try !signerKey.isValidSignature(signer.raw, format: .raw, for: signer.message) { wrong += 1 }
            if try strangerKey.isValidSignature(signer.raw, format: .raw, for: signer.message) { wrong += 1 }
          }
          return wrong
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(wrongAnswers == 0)
  }

  @Test func providersWithoutTheirOwnVerifierDelegateToTheOneShotCall() throws {
    let cases = try SystemCryptoECDSATests.loadCases()
    let verifier = try OneShotOnlyCrypto().p256SignatureVerifier(publicKey: cases[0].spki)
    #expect(try verifier.isValidSignature(cases[0].raw, format: .raw, for: cases[0].message))
    #expect(try !verifier.isValidSignature(cases[1].raw, format: .raw, for: cases[1].message))
    #expect {
      try OneShotOnlyCrypto().p256SignatureVerifier(publicKey: Data([0x04]))
        .isValidSignature(cases[0].raw, format: .raw, for: cases[0].message)
    } throws: { error in
      guard case .invalidPublicKey = error as? CryptoError else { return false }
      return true
    }
  }
}

/// A provider that implements only the protocol's requirements without
/// `p256SignatureVerifier(publicKey:)`, so it gets the default.
private struct OneShotOnlyCrypto: CryptoProvider {
  let base = SystemCrypto()

  func sha256(_ data: Data) -> Data { base.sha256(data) }
  func hmacSHA256(key: Data, message: Data) -> Data { base.hmacSHA256(key: key, message: message) }
  func aesGCMSeal(_ plaintext: Data, key: Data, authenticating aad: Data) throws(CryptoError) -> AESGCMSealedBox {
    try base.aesGCMSeal(plaintext, key: key, authenticating: aad)
  }
  func aesGCMOpen(_ box: AESGCMSealedBox, key: Data, authenticating aad: Data) throws(CryptoError) -> Data {
    try base.aesGCMOpen(box, key: key, authenticating: aad)
  }
  func randomBytes(count: Int) throws(CryptoError) -> Data { try base.randomBytes(count: count) }
  func isValidP256Signature(
    _ signature: Data, format: ECDSASignatureFormat, for message: Data, publicKey: Data
  ) throws(CryptoError) -> Bool {
    try base.isValidP256Signature(signature, format: format, for: message, publicKey: publicKey)
  }
}
