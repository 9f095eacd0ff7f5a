import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

@Suite("The vault: each token accepted once, limits across tokens, balances derived")
struct WalletVaultTests {
  private let harness: WalletVaultHarness

  init() throws { harness = try WalletVaultHarness() }

  private func expectRefusal(
    _ expected: WalletTokenRefusal, _ body: () async throws -> WalletVerifiedToken,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    do {
      _ = try await body()
      Issue.record("accepted; expected \(expected)", sourceLocation: sourceLocation)
    } catch let refusal as WalletTokenRefusal {
      #expect(refusal == expected, sourceLocation: sourceLocation)
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
  }

  @Test("a token is accepted once; the second time is a double spend; a refused token is not recorded")
  func acceptOnce() async throws {
    let vault = try await harness.syncedVault()
    let valid = try #require(harness.token("valid"))
    let tampered = try #require(harness.token("tampered owner"))
    await expectRefusal(.invalidSignature) { try await vault.accept(tampered) }
    #expect(try await !vault.contains(tokenId: "tok-valid"))
    let verified = try await vault.accept(valid)
    #expect(verified.token == valid)
    await expectRefusal(.alreadyAccepted(tokenId: "tok-valid")) { try await vault.accept(valid) }
    await expectRefusal(.alreadyAccepted(tokenId: "tok-valid")) { try await vault.accept(tampered) }
    #expect(WalletTokenRefusal.alreadyAccepted(tokenId: "tok-valid").walletError == .doubleSpendingDetected)
    let balance = try await vault.balance()
    #expect(balance.available == WalletVaultHarness.inr(25_000))
    #expect(balance.offline == WalletVaultHarness.inr(25_000))
    #expect(balance.availableTokenCount == 1)
    #expect(balance.pending.isZero && balance.spent.isZero)
  }

  @Test("the guard survives closing and reopening the database, key database included")
  func acrossRestart() async throws {
    let temporary = try TemporaryDatabase()
    let valid = try #require(harness.token("valid"))
    do {
      let sqlite = try temporary.open()
      let vault = try await harness.vault(sqlite)
      try await vault.recordSuccessfulSync()
      try await vault.accept(valid)
      await sqlite.close()
    }
    let sqlite = try temporary.open()
    let verifier = try WalletTokenVerifier(
      walletId: harness.fixture.wallet, trustAnchor: harness.fixture.anchor, crypto: SystemCrypto())
    let reopened = WalletVault(
      database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema), verifier: verifier, currency: .inr,
      timeSource: harness.clock)
    #expect(try await reopened.restoreKeyDatabase() == "7")
    #expect(try await reopened.contains(tokenId: "tok-valid"))
    await expectRefusal(.alreadyAccepted(tokenId: "tok-valid")) { try await reopened.accept(valid) }
    #expect(try await reopened.balance().available == WalletVaultHarness.inr(25_000))
  }

  @Test("twenty concurrent acceptances of one token: exactly one succeeds")
  func concurrentAcceptance() async throws {
    let vault = try await harness.syncedVault()
    let valid = try #require(harness.token("valid"))
    let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<20 {
        group.addTask {
          do {
            try await vault.accept(valid)
            return true
          } catch WalletTokenRefusal.alreadyAccepted {
            return false
          }
        }
      }
      return try await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(outcomes.filter { $0 }.count == 1)
    #expect(outcomes.count == 20)
    #expect(try await vault.balance().available == WalletVaultHarness.inr(25_000))
  }

  @Test("two connections to one file accepting the same tokens: each token is recorded once")
  func twoConnections() async throws {
    let temporary = try TemporaryDatabase()
    let first = try await harness.vault(try temporary.open())
    try await first.recordSuccessfulSync()
    let second = try await harness.vault(try temporary.open())
    let pool = harness.fixture.pool
    let accepted = try await withThrowingTaskGroup(of: Int.self) { group in
      for vault in [first, second] {
        group.addTask {
          var count = 0
          for token in pool {
            do {
              try await vault.accept(token)
              count += 1
            } catch WalletTokenRefusal.alreadyAccepted {
            }
          }
          return count
        }
      }
      return try await group.reduce(0, +)
    }
    #expect(accepted == pool.count)
    let total = pool.reduce(Int64(0)) { $0 + $1.amount.minorUnits }
    #expect(try await first.balance().available.minorUnits == total)
    #expect(try await second.balance().available.minorUnits == total)
  }

  @Test("twenty concurrent spends of one token under different operation ids: exactly one succeeds")
  func concurrentSpends() async throws {
    let vault = try await harness.syncedVault()
    let token = try #require(harness.token("valid"))
    try await vault.accept(token)
    let winners = try await withThrowingTaskGroup(of: String?.self) { group in
      for index in 0..<20 {
        group.addTask {
          do {
            return try await vault.beginSpend(operationId: "op-\(index)", tokenId: token.id).id
          } catch WalletVaultError.tokenAlreadySpent {
            return nil
          }
        }
      }
      return try await group.reduce(into: [String]()) { if let id = $1 { $0.append(id) } }
    }
    #expect(winners.count == 1)
    let balance = try await vault.balance()
    #expect(balance.pending == token.amount && balance.available.isZero && balance.pendingOperationCount == 1)
  }

  @Test("nothing is accepted before the first sync")
  func syncRequired() async throws {
    let vault = try await harness.vault(try SQLiteDatabase(.inMemory))
    await expectRefusal(.syncRequired) { try await vault.accept(try #require(harness.token("valid"))) }
    #expect(try await !vault.contains(tokenId: "tok-valid"))
  }

  @Test("the offline total holds across tokens until the next sync")
  func offlineTotal() async throws {
    let vault = try await harness.syncedVault()
    let big = try WalletVectors.loadBigPool()
    for token in big.prefix(4) { try await vault.accept(token) }
    await expectRefusal(
      .offlineTotalExceeded(acceptedSoFar: WalletVaultHarness.inr(180_000), limit: WalletVaultHarness.inr(200_000))
    ) { try await vault.accept(big[4]) }
    #expect(try await vault.balance().offline == WalletVaultHarness.inr(180_000))
    try await vault.recordSuccessfulSync()
    try await vault.accept(big[4])
    let balance = try await vault.balance()
    #expect(balance.offline == WalletVaultHarness.inr(45_000))
    #expect(balance.available == WalletVaultHarness.inr(225_000))
  }

  @Test("the offline window closes on time, and setting the clock back does not reopen it, even after a restart")
  func offlineWindow() async throws {
    let temporary = try TemporaryDatabase()
    let pool = try WalletVectors.loadPool()
    let sqlite = try temporary.open()
    let vault = try await harness.vault(sqlite)
    try await vault.recordSuccessfulSync()
    harness.clock.advance(by: .seconds(259_200))
    try await vault.accept(pool[0])
    harness.clock.advance(by: .seconds(1))
    await expectRefusal(.offlineTooLong(seconds: 259_201, limit: 259_200)) { try await vault.accept(pool[1]) }
    harness.clock.setWallClock(harness.fixture.now.addingTimeInterval(10))
    await expectRefusal(.offlineTooLong(seconds: 259_201, limit: 259_200)) { try await vault.accept(pool[1]) }
    #expect(try await vault.guardedNow() == harness.fixture.now.addingTimeInterval(259_201))
    await sqlite.close()
    let reopened = try await harness.vault(try temporary.open())
    await expectRefusal(.offlineTooLong(seconds: 259_201, limit: 259_200)) { try await reopened.accept(pool[1]) }
    try await reopened.recordSuccessfulSync()
    try await reopened.accept(pool[1])
  }

  @Test("a clock set back does not revive an expired token")
  func expiredStaysExpired() async throws {
    let vault = try await harness.syncedVault()
    let expired = try #require(harness.token("expired"))
    await expectRefusal(.expired(expiresAt: expired.expiresAt)) { try await vault.accept(expired) }
    harness.clock.setWallClock(harness.fixture.now.addingTimeInterval(-3_600))
    await expectRefusal(.expired(expiresAt: expired.expiresAt)) { try await vault.accept(expired) }
  }

  @Test("spends: idempotent by operation id, one live spend per token, released only by a rejection")
  func spends() async throws {
    let vault = try await harness.syncedVault()
    let pool = try WalletVectors.loadPool()
    try await vault.accept(pool[0])
    try await vault.accept(pool[1])
    let amount = pool[0].amount
    let first = try await vault.beginSpend(operationId: "op-1", tokenId: pool[0].id)
    #expect(
      first == WalletOperation(id: "op-1", tokenId: pool[0].id, tokenAmount: amount, payment: amount, state: .pending))
    #expect(try await vault.beginSpend(operationId: "op-1", tokenId: pool[0].id) == first)
    await #expect(throws: WalletVaultError.tokenAlreadySpent(tokenId: pool[0].id, operationId: "op-1")) {
      try await vault.beginSpend(operationId: "op-2", tokenId: pool[0].id)
    }
    await #expect(throws: WalletVaultError.self) {
      try await vault.beginSpend(operationId: "op-1", tokenId: pool[1].id)
    }
    await #expect(throws: WalletVaultError.unknownToken("tok-none")) {
      try await vault.beginSpend(operationId: "op-3", tokenId: "tok-none")
    }
    var balance = try await vault.balance()
    #expect(balance.pending == amount && balance.pendingOperationCount == 1)
    #expect(balance.available == pool[1].amount)
    let rejected = try await vault.reject(operationId: "op-1", reason: "INSUFFICIENT_BALANCE")
    #expect(rejected.state == .rejected && rejected.reason == "INSUFFICIENT_BALANCE")
    #expect(try await vault.reject(operationId: "op-1", reason: "again").reason == "INSUFFICIENT_BALANCE")
    await #expect(throws: WalletVaultError.self) { try await vault.confirm(operationId: "op-1") }
    balance = try await vault.balance()
    let both = try amount.adding(pool[1].amount)
    #expect(balance.pending.isZero && balance.available == both)
    try await vault.beginSpend(operationId: "op-2", tokenId: pool[0].id)
    #expect(try await vault.confirm(operationId: "op-2").state == .confirmed)
    #expect(try await vault.confirm(operationId: "op-2").state == .confirmed)
    await #expect(throws: WalletVaultError.self) { try await vault.reject(operationId: "op-2", reason: "late") }
    await #expect(throws: WalletVaultError.unknownOperation("op-9")) { try await vault.confirm(operationId: "op-9") }
    balance = try await vault.balance()
    #expect(balance.spent == amount && balance.available == pool[1].amount && balance.pending.isZero)
    #expect(WalletVaultError.tokenAlreadySpent(tokenId: "t", operationId: "o").walletError == .doubleSpendingDetected)
  }

  @Test("the cached key database is never replaced by an older one")
  func keyDatabaseCache() async throws {
    let vault = try await harness.syncedVault()
    await #expect(throws: WalletKeyDatabaseError.downgrade(installed: "7", offered: "6")) {
      try await vault.installKeyDatabase(harness.fixture.olderKeyDatabase)
    }
    #expect(try await vault.restoreKeyDatabase() == "7")
  }
}
