import Foundation
import SharedCore
import Testing

@Suite struct AESGCMSealedBoxTests {
  @Test func combinedIsNonceCiphertextTag() throws {
    let nonce = Data(0..<12)
    let ciphertext = Data([0xAA, 0xBB, 0xCC])
    let tag = Data(100..<116)
    let box = try AESGCMSealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
    #expect(box.combined == nonce + ciphertext + tag)
    #expect(try AESGCMSealedBox(combined: box.combined) == box)
  }

  @Test func combinedWithEmptyCiphertextIsTwentyEightBytes() throws {
    let box = try AESGCMSealedBox(combined: Data(repeating: 7, count: 28))
    #expect(box.nonce.count == 12)
    #expect(box.ciphertext.isEmpty)
    #expect(box.tag.count == 16)
  }

  @Test func partsAreIndependentOfSlicedInput() throws {
    let backing = Data(repeating: 1, count: 5) + Data(0..<40)
    let box = try AESGCMSealedBox(combined: backing.dropFirst(5))
    #expect(box.nonce.startIndex == 0)
    #expect(box.ciphertext == Data(12..<24))
    #expect(box.tag == Data(24..<40))
  }

  @Test func slicedPartsAreIndexedFromZero() throws {
    let backing = Data(0..<60)
    let box = try AESGCMSealedBox(nonce: backing[3..<15], ciphertext: backing[20..<30], tag: backing[40..<56])
    #expect([box.nonce.startIndex, box.ciphertext.startIndex, box.tag.startIndex] as [Int] == [0, 0, 0])
    #expect(box.nonce == Data(3..<15))
    #expect(box.ciphertext == Data(20..<30))
    #expect(box.tag == Data(40..<56))
  }

  @Test(arguments: [0, 11, 13, 16, 24])
  func nonceMustBeTwelveBytes(length: Int) {
    #expect(throws: CryptoError.invalidNonce(actual: length)) {
      try AESGCMSealedBox(
        nonce: Data(repeating: 0, count: length), ciphertext: Data(), tag: Data(repeating: 0, count: 16))
    }
  }

  @Test(arguments: [0, 12, 15, 17, 32])
  func tagMustBeSixteenBytes(length: Int) {
    #expect {
      try AESGCMSealedBox(
        nonce: Data(repeating: 0, count: 12), ciphertext: Data(), tag: Data(repeating: 0, count: length))
    } throws: { error in
      guard case .invalidSealedBox = error as? CryptoError else { return false }
      return true
    }
  }

  @Test(arguments: [0, 1, 27])
  func combinedShorterThanOverheadIsRejected(length: Int) {
    #expect {
      try AESGCMSealedBox(combined: Data(repeating: 0, count: length))
    } throws: { error in
      guard case .invalidSealedBox(let reason) = error as? CryptoError else { return false }
      return reason.contains("at least 28 bytes")
    }
  }

  @Test func errorDescriptionsNameTheProblem() {
    let keySize = CryptoError.invalidKeySize(expected: 32, actual: 16)
    #expect(keySize.description == "invalid key size: expected 32 bytes, got 16")
    #expect(CryptoError.invalidNonce(actual: 8).description.contains("got 8"))
    #expect(CryptoError.libraryFailure(operation: "RAND_bytes", code: 42).description.contains("RAND_bytes"))
  }

  @Test func hexStringIsLowercaseTwoDigitsPerByte() {
    #expect(Data([0x00, 0x0F, 0xA0, 0xFF]).hexString == "000fa0ff")
    #expect(Data().hexString.isEmpty)
  }
}
