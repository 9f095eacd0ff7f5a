import Foundation
import SharedCore
import SharedPlatform
import Testing

/// AES-256-GCM through the public API: round trips, fresh nonces, tampering and bad keys.
@Suite struct SystemCryptoAESGCMTests {
  let crypto = SystemCrypto()

  @Test(arguments: [0, 1, 15, 16, 17, 1_000, 65_537])
  func roundTripsAnyLength(length: Int) throws {
    let key = try crypto.makeAES256Key()
    let plaintext = try crypto.randomBytes(count: length)
    let aad = Data("record:\(length)".utf8)
    let box = try crypto.aesGCMSeal(plaintext, key: key, authenticating: aad)
    #expect(box.nonce.count == 12)
    #expect(box.tag.count == 16)
    #expect(box.ciphertext.count == length)
    #expect(try crypto.aesGCMOpen(box, key: key, authenticating: aad) == plaintext)
    let reparsed = try AESGCMSealedBox(combined: box.combined)
    #expect(try crypto.aesGCMOpen(reparsed, key: key, authenticating: aad) == plaintext)
  }

  @Test func defaultAADIsEmpty() throws {
    let key = try crypto.makeAES256Key()
    let box = try crypto.aesGCMSeal(Data("hello".utf8), key: key)
    #expect(try crypto.aesGCMOpen(box, key: key, authenticating: Data()) == Data("hello".utf8))
  }

  @Test func sealDrawsAFreshNonceEveryTime() throws {
    let key = try crypto.makeAES256Key()
    let plaintext = Data("same plaintext".utf8)
    var nonces = Set<Data>()
    var ciphertexts = Set<Data>()
    for _ in 0..<1_000 {
      let box = try crypto.aesGCMSeal(plaintext, key: key)
      nonces.insert(box.nonce)
      ciphertexts.insert(box.ciphertext)
    }
    #expect(nonces.count == 1_000)
    #expect(ciphertexts.count == 1_000)
  }

  // MARK: - Tampering

  enum Part: String, CaseIterable, Sendable {
    case ciphertext, tag, aad, nonce
  }

  @Test(arguments: Part.allCases, [0, 7, 100])
  func flippedBitFailsAuthentication(part: Part, bit: Int) throws {
    let key = try crypto.makeAES256Key()
    let aad = Data("token:access".utf8)
    let box = try crypto.aesGCMSeal(Data(repeating: 0x42, count: 32), key: key, authenticating: aad)
    var nonce = box.nonce
    var ciphertext = box.ciphertext
    var tag = box.tag
    var tamperedAAD = aad
    switch part {
    case .ciphertext: ciphertext.flipBit(bit)
    case .tag: tag.flipBit(bit)
    case .aad: tamperedAAD.flipBit(bit)
    case .nonce: nonce.flipBit(bit)
    }
    let tampered = try AESGCMSealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
    #expect(throws: CryptoError.authenticationFailure) {
      try crypto.aesGCMOpen(tampered, key: key, authenticating: tamperedAAD)
    }
  }

  @Test func wrongKeyFailsAuthentication() throws {
    let box = try crypto.aesGCMSeal(Data("secret".utf8), key: try crypto.makeAES256Key())
    #expect(throws: CryptoError.authenticationFailure) {
      try crypto.aesGCMOpen(box, key: try crypto.makeAES256Key())
    }
  }

  @Test func truncatedCiphertextFailsAuthentication() throws {
    let key = try crypto.makeAES256Key()
    let box = try crypto.aesGCMSeal(Data("secret".utf8), key: key)
    let truncated = try AESGCMSealedBox(nonce: box.nonce, ciphertext: box.ciphertext.dropLast(), tag: box.tag)
    #expect(throws: CryptoError.authenticationFailure) { try crypto.aesGCMOpen(truncated, key: key) }
  }

  // MARK: - Bad keys

  @Test(arguments: [0, 16, 24, 31, 33, 64])
  func wrongKeySizeIsRejected(size: Int) throws {
    let key = Data(repeating: 1, count: size)
    #expect(throws: CryptoError.invalidKeySize(expected: 32, actual: size)) {
      try crypto.aesGCMSeal(Data("x".utf8), key: key)
    }
    let box = try crypto.aesGCMSeal(Data("x".utf8), key: Data(repeating: 1, count: 32))
    #expect(throws: CryptoError.invalidKeySize(expected: 32, actual: size)) {
      try crypto.aesGCMOpen(box, key: key)
    }
  }

  // MARK: - Random bytes

  @Test func randomBytesHaveTheRequestedLengthAndDiffer() throws {
    #expect(try crypto.randomBytes(count: 0).isEmpty)
    let first = try crypto.randomBytes(count: 32)
    let second = try crypto.randomBytes(count: 32)
    #expect(first.count == 32)
    #expect(first != second)
  }

  @Test func negativeRandomCountIsATypedError() {
    #expect(throws: CryptoError.self) { try crypto.randomBytes(count: -1) }
  }
}

extension Data {
  /// Flips bit `bit` (counted from the first byte's least significant bit, modulo the length).
  mutating func flipBit(_ bit: Int) {
    let index = startIndex + (bit / 8) % count
    self[index] ^= UInt8(1 << (bit % 8))
  }
}
