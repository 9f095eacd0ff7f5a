import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

@Suite("Batch verification: the same verdicts as one by one, in order, across cores")
struct WalletTokenBatchVerificationTests {
  @Test func theFixtureVectorsGetTheirVerdictsInOrder() async throws {
    let fixture = try WalletVectors.load()
    let verifier = try WalletTokenVerifier(
      walletId: fixture.wallet, trustAnchor: fixture.anchor, crypto: SystemCrypto())
    try verifier.install(fixture.keyDatabase)
    // Every vector, several times over, so that the batch is split among workers.
    let tokens = Array(repeating: fixture.vectors.map(\.token) + fixture.pool, count: 4).flatMap { $0 }
    let batch = await verifier.verify(batch: tokens, at: fixture.now)
    #expect(batch.count == tokens.count)
    for (token, result) in zip(tokens, batch) {
      let single: Result<WalletVerifiedToken, WalletTokenRefusal>
      do {
        single = .success(try verifier.verify(token, at: fixture.now))
      } catch {
        single = .failure(error)
      }
      #expect(result == single, "\(token.id)")
    }
  }

  @Test("seeded batches of issued tokens with tampered ones among them", arguments: [UInt64(21), 22])
  func seededBatches(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let issuer = WalletTestIssuer()
    let verifier = try WalletTokenVerifier(
      walletId: "wallet-batch", trustAnchor: issuer.trustAnchor, crypto: SystemCrypto())
    try verifier.install(try issuer.keyDatabase())
    var tampered: Set<Int> = []
    let tokens = try (0..<300).map { index in
      var token = try issuer.token(
        amount: Money(minorUnits: Int64.random(in: 1...50_000, using: &random), currency: .inr), owner: "wallet-batch")
      if Int.random(in: 0..<10, using: &random) == 0 {
        token.ownerId = "wallet-other"
        tampered.insert(index)
      }
      return token
    }
    let results = await verifier.verify(batch: tokens, at: Date())
    for (index, result) in results.enumerated() {
      switch result {
      case .success(let verified): #expect(!tampered.contains(index) && verified.token == tokens[index])
      case .failure(let refusal): #expect(tampered.contains(index) && refusal == .invalidSignature, "\(index)")
      }
    }
    #expect(await verifier.verify(batch: [], at: Date()).isEmpty)
  }
}
