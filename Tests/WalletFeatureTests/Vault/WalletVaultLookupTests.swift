import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature

@Suite("The double-spend lookup: recorded tokens remembered, everything else asked of the database")
struct WalletVaultLookupTests {
  @Test func aTokenRecordedByAnotherVaultIsFoundAndNothingElseIs() async throws {
    let harness = try WalletVaultHarness()
    let temporary = try TemporaryDatabase()
    let sqlite = try temporary.open(synchronous: .full)
    let phone = try await harness.vault(sqlite)
    try await phone.recordSuccessfulSync()
    let other = try await harness.vault(sqlite)  // another vault (or process) on the same database
    let pool = harness.fixture.pool
    for token in pool.prefix(5) { try await phone.accept(token) }
    var random = SeededGenerator(seed: 31)
    for token in pool.prefix(5) {
      #expect(try await phone.contains(tokenId: token.id), "remembered")
      #expect(try await other.contains(tokenId: token.id), "read from the database")
    }
    for token in pool.dropFirst(5).prefix(10) {
      #expect(try await !phone.contains(tokenId: token.id))
      #expect(try await !other.contains(tokenId: token.id))
    }
    // A "no" is never remembered: once the other vault records a token, this one finds it.
    let later = try #require(pool.dropFirst(5).randomElement(using: &random))
    try await other.accept(later)
    #expect(try await phone.contains(tokenId: later.id))
    await #expect(throws: WalletTokenRefusal.alreadyAccepted(tokenId: later.id)) { try await phone.accept(later) }
    await sqlite.close()
  }

  @Test func changeTokensAreRemembered() async throws {
    let harness = try WalletVaultHarness()
    let vault = try await harness.syncedVault()
    let division = try #require(harness.fixture.divisions.first)
    let original = try #require(harness.fixture.pool.first { $0.id == division.originalToken.id })
    try await vault.accept(original)
    try await vault.beginSpend(
      operationId: "pay", tokenId: division.originalToken.id, payment: division.paymentToken.amount)
    let confirmed = try await vault.confirm(operationId: "pay", division: division)
    #expect(try await vault.contains(tokenId: try #require(confirmed.changeTokenId)))
  }
}
