import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The vault's guarded time counts elapsed time on the boot clock, so whatever the user does to the
/// wall clock, the offline window closes on time and tokens expire on time; after a restart it
/// never goes back, and the window stays closed until the backend is reached again.
@Suite("The guarded clock: elapsed time, not the wall clock")
struct WalletVaultClockTests {
  private let harness: WalletVaultHarness

  init() throws { harness = try WalletVaultHarness() }

  private var start: Date { harness.fixture.now }

  private func expectRefused(
    _ vault: WalletVault, _ token: WalletOfflineToken, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> WalletTokenRefusal? {
    do {
      try await vault.accept(token)
      Issue.record("\(token.id) was accepted", sourceLocation: sourceLocation)
      return nil
    } catch let refusal as WalletTokenRefusal {
      return refusal
    } catch {
      Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  @Test func aClockSetBackInsideTheOfflineWindowDoesNotKeepItOpen() async throws {
    let vault = try await harness.syncedVault()
    let pool = harness.fixture.pool
    harness.clock.advance(by: .seconds(3_600))
    harness.clock.setWallClock(start.addingTimeInterval(-86_400))  // the user sets the clock back a day
    try await vault.accept(pool[0])
    harness.clock.advance(by: .seconds(3 * 86_400))  // three days pass; the wall clock says two

    let refusal = await expectRefused(vault, pool[1])

    #expect(refusal == .offlineTooLong(seconds: 3 * 86_400 + 3_600, limit: 259_200))
    #expect(try await vault.guardedNow() == start.addingTimeInterval(3 * 86_400 + 3_600))
  }

  @Test func aForwardJumpNeitherExpiresTokensNorClosesTheWindowAndLeavesNothingBehind() async throws {
    let vault = try await harness.syncedVault()
    let pool = harness.fixture.pool
    harness.clock.setWallClock(start.addingTimeInterval(30 * 86_400))  // a month ahead: past the tokens' expiry

    try await vault.accept(pool[0])
    #expect(try await vault.guardedNow() == start)

    harness.clock.setWallClock(start.addingTimeInterval(60))  // and corrected
    harness.clock.advance(by: .seconds(600))
    try await vault.accept(pool[1])
    #expect(try await vault.guardedNow() == start.addingTimeInterval(600))
  }

  @Test func aRestartNeverMovesTheClockBackNorReopensTheWindowAndTheNextContactCountsTheTimeOff() async throws {
    let temporary = try TemporaryDatabase()
    let pool = harness.fixture.pool
    let sqlite = try temporary.open()
    let vault = try await harness.vault(sqlite)
    try await vault.recordSuccessfulSync()
    try await vault.accept(pool[0])
    harness.clock.advance(by: .seconds(2 * 86_400))
    #expect(try await vault.guardedNow() == start.addingTimeInterval(2 * 86_400))
    await sqlite.close()
    // Switched off for three days; on restart the user has set the clock back to the last sync.
    harness.clock.restart(after: .seconds(3 * 86_400))
    harness.clock.setWallClock(start)
    let restarted = try await harness.vault(try temporary.open())

    #expect(await expectRefused(restarted, pool[1]) == .restartedSinceLastContact)
    #expect(try await restarted.guardedNow() == start.addingTimeInterval(2 * 86_400), "never before what was seen")
    harness.clock.advance(by: .seconds(86_400))
    #expect(await expectRefused(restarted, pool[1]) == .restartedSinceLastContact, "however long it runs")

    // The backend's time includes the three days switched off: the window closed meanwhile.
    try await restarted.recordServerTime(start.addingTimeInterval(6 * 86_400))
    #expect(await expectRefused(restarted, pool[1]) == .offlineTooLong(seconds: 6 * 86_400, limit: 259_200))
    try await restarted.recordSuccessfulSync()
    #expect(try await restarted.accept(pool[1]).token == pool[1])
  }

  @Test func withoutABootClockTheWallClockIsUsedAndNeverMovesBack() async throws {
    let time = WalletTestTimeSource(wallClock: start, hasBootClock: false)
    let fixture = harness.fixture
    let vault = WalletVault(
      database: SQLiteFeatureDatabase(try SQLiteDatabase(.inMemory), schema: WalletVault.schema),
      verifier: try WalletTokenVerifier(walletId: fixture.wallet, trustAnchor: fixture.anchor, crypto: SystemCrypto()),
      currency: .inr, timeSource: time)
    try await vault.installKeyDatabase(fixture.keyDatabase)
    try await vault.recordSuccessfulSync()
    time.advance(by: .seconds(600))
    #expect(try await vault.guardedNow() == start.addingTimeInterval(600))
    time.setWallClock(start)

    #expect(try await vault.guardedNow() == start.addingTimeInterval(600))
    try await vault.accept(fixture.pool[0])
    try await vault.recordServerTime(start.addingTimeInterval(300))
    #expect(try await vault.guardedNow() == start.addingTimeInterval(300), "the backend's time wins")
  }
}
