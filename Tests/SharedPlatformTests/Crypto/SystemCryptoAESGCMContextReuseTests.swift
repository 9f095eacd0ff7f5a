import Foundation
import SharedCore
import SharedTesting
import Testing

@testable import SharedPlatform

/// On Linux each thread keeps its AES-GCM cipher contexts between calls and re-keys them: these
/// tests pin down that a kept context never carries a key, a nonce, a tag or a failure from one
/// call into the next, on one thread or across many.
@Suite struct SystemCryptoAESGCMContextReuseTests {
  let crypto = SystemCrypto()

  /// Synchronous throughout, so every call below runs on the same thread and reuses its contexts.
  @Test func failuresAndOtherNonceLengthsInBetweenDoNotAffectTheNextCall() throws {
    let key = try crypto.makeAES256Key()
    let otherKey = try crypto.makeAES256Key()
    let plaintext = Data("kept context".utf8)
    let aad = Data("aad".utf8)
    let box = try crypto.aesGCMSeal(plaintext, key: key, authenticating: aad)
    #expect(try crypto.aesGCMOpen(box, key: key, authenticating: aad) == plaintext)

    #expect(throws: CryptoError.authenticationFailure) {
      try crypto.aesGCMOpen(box, key: otherKey, authenticating: aad)
    }
    #expect(try crypto.aesGCMOpen(box, key: key, authenticating: aad) == plaintext)

    var tampered = box.combined
    tampered[tampered.count - 1] ^= 0x01
    #expect(throws: CryptoError.authenticationFailure) {
      try crypto.aesGCMOpen(AESGCMSealedBox(combined: tampered), key: key, authenticating: aad)
    }
    #expect(throws: CryptoError.authenticationFailure) {
      try crypto.aesGCMOpen(box, key: key, authenticating: Data("other aad".utf8))
    }
    #expect(try crypto.aesGCMOpen(box, key: key, authenticating: aad) == plaintext)

    // A 60-byte nonce (known-answer path) between standard calls.
    let longNonce = Data(repeating: 0x5A, count: 60)
    let detached = try crypto.sealForKnownAnswerTest(plaintext, key: key, nonce: longNonce, aad: aad)
    let reopened = try crypto.openForKnownAnswerTest(
      ciphertext: detached.ciphertext, tag: detached.tag, key: key, nonce: longNonce, aad: aad)
    #expect(reopened == plaintext)
    #expect(try crypto.aesGCMOpen(box, key: key, authenticating: aad) == plaintext)
    let again = try crypto.aesGCMSeal(plaintext, key: otherKey, authenticating: aad)
    #expect(try crypto.aesGCMOpen(again, key: otherKey, authenticating: aad) == plaintext)
  }

  /// Seeded: boxes sealed under five keys, opened in a shuffled order, each with its own key and
  /// with a wrong one, on one thread.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func interleavedKeysOnOneThreadNeverMix(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let keys = try (0..<5).map { _ in try crypto.makeAES256Key() }
    var sealed: [(key: Int, plaintext: Data, aad: Data, box: AESGCMSealedBox)] = []
    for index in 0..<200 {
      let key = Int.random(in: 0..<keys.count, using: &random)
      let plaintext = Data(
        (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
      let aad = Data("record \(index)".utf8)
      sealed.append((key, plaintext, aad, try crypto.aesGCMSeal(plaintext, key: keys[key], authenticating: aad)))
    }
    sealed.shuffle(using: &random)
    for item in sealed {
      #expect(try crypto.aesGCMOpen(item.box, key: keys[item.key], authenticating: item.aad) == item.plaintext)
      let wrong = (item.key + 1) % keys.count
      #expect(throws: CryptoError.authenticationFailure) {
        try crypto.aesGCMOpen(item.box, key: keys[wrong], authenticating: item.aad)
      }
    }
  }

  /// Eight threads at once, each with its own key, sealing and opening (with a failed open every
  /// tenth round): every round trip succeeds and every forgery fails.
  @Test func threadsKeepTheirOwnContexts() throws {
    let keys = try (0..<8).map { _ in try crypto.makeAES256Key() }
    let outcomes = LockedValue((roundTrips: 0, rejected: 0, wrong: 0))
    let provider = crypto
    DispatchQueue.concurrentPerform(iterations: keys.count) { thread in
      for round in 0..<300 {
        let plaintext = Data("thread \(thread) round \(round)".utf8)
        do {
          let box = try provider.aesGCMSeal(plaintext, key: keys[thread])
          if round % 10 == 0 {
            do {
              _ = try provider.aesGCMOpen(box, key: keys[(thread + 1) % keys.count])
              outcomes.withLock { $0.wrong += 1 }
            } catch {
              outcomes.withLock { $0.rejected += 1 }
            }
          }
          let opened = try provider.aesGCMOpen(box, key: keys[thread])
          outcomes.withLock { opened == plaintext ? ($0.roundTrips += 1) : ($0.wrong += 1) }
        } catch {
          outcomes.withLock { $0.wrong += 1 }
        }
      }
    }
    let result = outcomes.withLock { $0 }
    #expect(result.roundTrips == 8 * 300)
    #expect(result.rejected == 8 * 30)
    #expect(result.wrong == 0)
  }

  /// A thread that used the contexts can exit (its contexts are freed then), and others go on.
  @Test func aThreadThatExitsLeavesOthersWorking() async throws {
    let key = try crypto.makeAES256Key()
    let provider = crypto
    let opened: Data? = await withCheckedContinuation { continuation in
      let thread = Thread {
        let box = try? provider.aesGCMSeal(Data("short-lived".utf8), key: key)
        continuation.resume(returning: box.flatMap { try? provider.aesGCMOpen($0, key: key) })
      }
      thread.start()
    }
    #expect(opened == Data("short-lived".utf8))
    let box = try crypto.aesGCMSeal(Data("after".utf8), key: key)
    #expect(try crypto.aesGCMOpen(box, key: key) == Data("after".utf8))
  }
}
