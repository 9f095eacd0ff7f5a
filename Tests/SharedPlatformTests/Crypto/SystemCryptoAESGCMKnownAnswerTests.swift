import Foundation
import SharedCore
import Testing

@testable import SharedPlatform

/// AES-256-GCM known answers (McGrew & Viega, GCM spec Appendix B, test cases 13–18), copied
/// from `data/crypto/vectors.md` §A.3 and run through the KAT-only caller-nonce path.
@Suite struct SystemCryptoAESGCMKnownAnswerTests {
  struct Vector: Sendable, CustomTestStringConvertible {
    var name: String
    var key: String
    var nonce: String
    var aad: String
    var plaintext: String
    var ciphertext: String
    var tag: String
    var testDescription: String { name }
  }

  static let zeroKey = String(repeating: "00", count: 32)
  static let key = "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308"
  static let aad = "feedfacedeadbeeffeedfacedeadbeefabaddad2"
  static let plaintext60 =
    "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525"
    + "b16aedf5aa0de657ba637b39"

  static let vectors: [Vector] = [
    Vector(
      name: "G1 (TC13)", key: zeroKey, nonce: String(repeating: "00", count: 12), aad: "", plaintext: "",
      ciphertext: "", tag: "530f8afbc74536b9a963b4f1c4cb738b"
    ),
    Vector(
      name: "G2 (TC14)", key: zeroKey, nonce: String(repeating: "00", count: 12), aad: "",
      plaintext: String(repeating: "00", count: 16), ciphertext: "cea7403d4d606b6e074ec5d3baf39d18",
      tag: "d0d1c8a799996bf0265b98b5d48ab919"
    ),
    Vector(
      name: "G3 (TC15)", key: key, nonce: "cafebabefacedbaddecaf888", aad: "",
      plaintext: plaintext60 + "1aafd255",
      ciphertext: "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b10"
        + "56828838c5f61e6393ba7a0abcc9f662898015ad",
      tag: "b094dac5d93471bdec1a502270e3cc6c"
    ),
    Vector(
      name: "G4 (TC16)", key: key, nonce: "cafebabefacedbaddecaf888", aad: aad, plaintext: plaintext60,
      ciphertext: "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b10"
        + "56828838c5f61e6393ba7a0abcc9f662",
      tag: "76fc6ece0f4e1768cddf8853bb2d551b"
    ),
    Vector(
      name: "G6 (TC18, 60-byte nonce)", key: key,
      nonce: "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728c3c0c95156809539fcf0e2429a6b5254"
        + "16aedbf5a0de6a57a637b39b",
      aad: aad, plaintext: plaintext60,
      ciphertext: "5a8def2f0c9e53f1f75d7853659e2a20eeb2b22aafde6419a058ab4f6f746bf40fc0c3b780f244452da3ebf1c5"
        + "d82cdea2418997200ef82e44ae7e3f",
      tag: "a44a8266ee1c8eb0c8b5d4cf5ae9f19a"
    ),
  ]

  let crypto = SystemCrypto()

  @Test(arguments: vectors)
  func sealMatchesKnownAnswer(vector: Vector) throws {
    let sealed = try crypto.sealForKnownAnswerTest(
      try #require(Data(hex: vector.plaintext)),
      key: try #require(Data(hex: vector.key)),
      nonce: try #require(Data(hex: vector.nonce)),
      aad: try #require(Data(hex: vector.aad))
    )
    #expect(sealed.ciphertext.hexString == vector.ciphertext)
    #expect(sealed.tag.hexString == vector.tag)
  }

  @Test(arguments: vectors)
  func openRecoversKnownPlaintext(vector: Vector) throws {
    let plaintext = try crypto.openForKnownAnswerTest(
      ciphertext: try #require(Data(hex: vector.ciphertext)),
      tag: try #require(Data(hex: vector.tag)),
      key: try #require(Data(hex: vector.key)),
      nonce: try #require(Data(hex: vector.nonce)),
      aad: try #require(Data(hex: vector.aad))
    )
    #expect(plaintext.hexString == vector.plaintext)
  }

  @Test func twelveByteVectorsOpenThroughThePublicSealedBoxAPI() throws {
    for vector in Self.vectors where vector.nonce.count == 24 {
      let box = try AESGCMSealedBox(
        nonce: try #require(Data(hex: vector.nonce)),
        ciphertext: try #require(Data(hex: vector.ciphertext)),
        tag: try #require(Data(hex: vector.tag))
      )
      let opened = try crypto.aesGCMOpen(
        box, key: try #require(Data(hex: vector.key)), authenticating: try #require(Data(hex: vector.aad)))
      #expect(opened.hexString == vector.plaintext, "\(vector.name)")
    }
  }

  /// G5 (TC17) uses a 64-bit nonce, which CryptoKit's `AES.GCM.Nonce` rejects; both backends
  /// reject it the same way instead of producing the spec's answer.
  @Test func g5ShortNonceIsRejectedOnEveryPlatform() throws {
    let key = try #require(Data(hex: Self.key))
    let nonce = try #require(Data(hex: "cafebabefacedbad"))
    #expect(throws: CryptoError.invalidNonce(actual: 8)) {
      try crypto.sealForKnownAnswerTest(Data(hex: Self.plaintext60) ?? Data(), key: key, nonce: nonce, aad: Data())
    }
    #expect(throws: CryptoError.invalidNonce(actual: 8)) {
      try crypto.openForKnownAnswerTest(
        ciphertext: Data(), tag: Data(repeating: 0, count: 16), key: key, nonce: nonce, aad: Data())
    }
  }
}
