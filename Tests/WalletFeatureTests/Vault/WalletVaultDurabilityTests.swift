import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// What the vault must never forget is committed to survive power loss; what the backend can tell
/// again is not, and losing it spends nothing twice.
@Suite("Durability: tokens accepted, operations and reservations survive power loss")
struct WalletVaultDurabilityTests {
  @Test func acceptancesSpendsReservationsAndKeyDatabasesAreFlushedAndSettlementsAreNot() async throws {
    let device = try await Device()
    let database = DurabilityRecordingDatabase(
      SQLiteFeatureDatabase(try SQLiteDatabase(.inMemory), schema: WalletVault.schema))
    let vault = try device.vault(database)
    let tokens = try await device.backend.issue(["25.00", "30.00"])

    try await vault.installKeyDatabase(await device.backend.keyDatabase)
    #expect(database.takeWrites() == [.powerLoss], "the key database: no rollback after a power cut")
    try await vault.recordSuccessfulSync()
    #expect(database.takeWrites() == [.processCrash], "a window restart lost is only a window not restarted")
    try await vault.accept(tokens[0])
    #expect(database.takeWrites() == [.powerLoss], "a token accepted from another device")
    try await vault.beginSpend(operationId: "div-1", tokenId: tokens[0].id, payment: WalletSamples.inr("10.00"))
    #expect(database.takeWrites() == [.powerLoss], "an operation and its reservation")
    let division = try await device.api.divideToken(
      WalletTokenDivisionRequest(
        tokenId: tokens[0].id, paymentAmount: WalletSamples.inr("10.00"), signature: tokens[0].signature),
      operationId: "div-1")
    try await vault.recordDivision(operationId: "div-1", division: division)
    #expect(database.takeWrites() == [.powerLoss], "the backend's division: payment token reserved, change held")
    try await vault.confirm(operationId: "div-1")
    #expect(database.takeWrites() == [.processCrash], "a settlement lost is asked of the backend again")
    try await vault.accept(tokens[1])
    try await vault.beginSpend(operationId: "pay-2", tokenId: tokens[1].id)
    _ = database.takeWrites()
    try await vault.reject(operationId: "pay-2", reason: "INSUFFICIENT_BALANCE")
    #expect(database.takeWrites() == [.processCrash])
    _ = try await vault.guardedNow()
    #expect(database.takeWrites().allSatisfy { $0 == .processCrash }, "the clock")
  }

  /// A device over a database file, against the fake backend, and what it needs to sync.
  private struct Device {
    let backend: WalletFakeBackend
    let api: WalletAPI
    let time: WalletTestTimeSource

    init() async throws {
      backend = try WalletFakeBackend()
      api = try await Container.walletTesting(backend: backend).resolve(WalletAPI.self)
      time = WalletTestTimeSource(wallClock: Date())
    }

    func vault(_ sqlite: SQLiteDatabase) throws -> WalletVault {
      try vault(SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema))
    }

    func vault(_ database: any FeatureDatabase) throws -> WalletVault {
      WalletVault(
        database: database,
        verifier: try WalletTokenVerifier(
          walletId: backend.walletId, trustAnchor: backend.issuer.trustAnchor, crypto: SystemCrypto()),
        currency: .inr, timeSource: time)
    }

    func sync(_ vault: WalletVault) async throws -> WalletSyncProgress {
      try await WalletSyncService(api: api, vault: vault).run(describe: WalletSamples.describe(payee: "shop"))
    }
  }

  /// Copies the database file without its write-ahead log and opens the copy: every commit since
  /// the last checkpoint is gone, the most a power cut under `synchronous = NORMAL` could lose.
  private static func copyWithoutLog(_ temporary: TemporaryDatabase) throws -> (TemporaryDatabase, SQLiteDatabase) {
    let copy = try TemporaryDatabase()
    try FileManager.default.copyItem(at: temporary.url, to: copy.url)
    return (copy, try copy.open())
  }

  /// Copies the log into the database file: what a commit that reached storage stands for here.
  private static func checkpoint(_ sqlite: SQLiteDatabase) async throws {
    let row = try #require(try await sqlite.queryFirst("PRAGMA wal_checkpoint(TRUNCATE)"))
    try #require(try row.value(Int.self, at: 0) == 0, "the checkpoint was blocked")
  }

  @Test func aLostSettlementIsAskedOfTheBackendAgainAndNothingIsAcceptedOrSpentTwice() async throws {
    let device = try await Device()
    let temporary = try TemporaryDatabase()
    let sqlite = try temporary.open()
    let vault = try device.vault(sqlite)
    try await device.backend.prepare(vault)
    let tokens = try await device.backend.issue(["10.00", "20.00"])
    for token in tokens { try await vault.accept(token) }
    try await vault.beginSpend(operationId: "pay-1", tokenId: tokens[0].id)
    try await Self.checkpoint(sqlite)  // the power-loss commits above are on storage
    #expect(try await device.sync(vault).accepted == 1)  // its settlement is the lost tail

    let (copy, copied) = try Self.copyWithoutLog(temporary)
    defer { _ = copy }
    let restarted = try device.vault(copied)
    try await restarted.restoreKeyDatabase()

    #expect(try await restarted.operation("pay-1")?.state == .pending, "the settlement was lost")
    for token in tokens {
      await #expect(throws: WalletTokenRefusal.alreadyAccepted(tokenId: token.id)) { try await restarted.accept(token) }
    }
    await #expect(throws: WalletVaultError.tokenAlreadySpent(tokenId: tokens[0].id, operationId: "pay-1")) {
      try await restarted.beginSpend(operationId: "pay-again", tokenId: tokens[0].id)
    }
    #expect(try await device.sync(restarted).accepted == 1, "resent under pay-1")
    #expect(
      await device.backend.counters == [
        "offlineAccepted": 1, "offlineReplayed": 1, "offlineRejected": 0, "divisions": 0,
      ])
    #expect(try await restarted.operation("pay-1")?.state == .confirmed)
    await sqlite.close()
    await copied.close()
  }

  @Test func losingEveryCommitSinceTheLastCheckpointStillSpendsNoTokenTwiceAgainstTheBackend() async throws {
    let device = try await Device()
    let temporary = try TemporaryDatabase()
    let sqlite = try temporary.open()
    let vault = try device.vault(sqlite)
    try await device.backend.prepare(vault)
    try await Self.checkpoint(sqlite)  // everything below is lost: acceptance, spend and settlement
    let token = try #require(try await device.backend.issue(["10.00"]).first)
    try await vault.accept(token)
    try await vault.beginSpend(operationId: "pay-1", tokenId: token.id)
    #expect(try await device.sync(vault).accepted == 1)

    let (copy, copied) = try Self.copyWithoutLog(temporary)
    defer { _ = copy }
    let restarted = try device.vault(copied)
    try await restarted.restoreKeyDatabase()
    #expect(try await !restarted.contains(tokenId: token.id), "the device forgot the token it accepted")

    // Forgotten, the token can be accepted and spent again on this device, which is why accepting
    // is a power-loss write; the backend still refuses the second spend.
    try await restarted.accept(token)
    try await restarted.beginSpend(operationId: "pay-2", tokenId: token.id)
    let second = try await device.sync(restarted)

    #expect(second.rejected == 1)
    let refused = try #require(try await restarted.operation("pay-2"))
    #expect(refused.state == .rejected && refused.reason?.hasPrefix("DOUBLE_SPENDING_DETECTED") == true)
    #expect(try await restarted.balance().available.isZero, "voided, not released")
    #expect(await device.backend.counters["offlineAccepted"] == 1, "spent once against the backend")
    await sqlite.close()
    await copied.close()
  }
}
