import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// Every answer of the backend anchors the vault's guarded time to the backend's `Date`: a device
/// clock that is wrong, or that was jumped forward before a restart, is corrected at the next contact.
@Suite("A sync anchors the guarded time to the backend's")
struct WalletSyncClockTests {
  /// A wallet whose vault reads `time`, synced once with the fake backend, and its sync service.
  private static func wallet(time: WalletTestTimeSource) async throws -> (
    backend: WalletFakeBackend, vault: WalletVault, service: WalletSyncService
  ) {
    let backend = try WalletFakeBackend()
    let container = try await Container.walletTesting(backend: backend)
    let vault = WalletVault(
      database: SQLiteFeatureDatabase(try SQLiteDatabase(.inMemory), schema: WalletVault.schema),
      verifier: try WalletTokenVerifier(
        walletId: backend.walletId, trustAnchor: backend.issuer.trustAnchor, crypto: SystemCrypto()),
      currency: .inr, timeSource: time)
    try await backend.prepare(vault)
    return (backend, vault, WalletSyncService(api: try container.resolve(WalletAPI.self), vault: vault))
  }

  /// Now, in whole seconds: the resolution of an HTTP `Date`.
  private static func wholeSecondNow() -> Date {
    Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
  }

  @Test func aContactSetsTheGuardedTimeToTheBackendsDateAndElapsedTimeCountsFromThere() async throws {
    let serverNow = Self.wholeSecondNow()
    let time = WalletTestTimeSource(wallClock: serverNow.addingTimeInterval(7_200))  // two hours fast
    let (backend, vault, service) = try await Self.wallet(time: time)
    await backend.setServerTime { serverNow }

    let progress = try await service.run(describe: WalletSamples.describe(payee: "shop"))

    #expect(progress.reachedBackend)
    #expect(try await vault.guardedNow() == serverNow)
    time.advance(by: .seconds(90))
    #expect(try await vault.guardedNow() == serverNow.addingTimeInterval(90))
  }

  @Test func aForwardJumpBeforeARestartIsCorrectedByTheNextContact() async throws {
    let serverNow = Self.wholeSecondNow()
    let time = WalletTestTimeSource(wallClock: serverNow)
    let (backend, vault, service) = try await Self.wallet(time: time)
    await backend.setServerTime { serverNow.addingTimeInterval(600) }
    let token = try #require(try await backend.issue(["20.00"]).first)
    time.restart(after: .seconds(600))
    time.setWallClock(serverNow.addingTimeInterval(400 * 86_400))  // the clock jumped 400 days ahead
    await #expect(throws: WalletTokenRefusal.self) { try await vault.accept(token) }

    try await service.run(describe: WalletSamples.describe(payee: "shop"))

    #expect(try await vault.guardedNow() == serverNow.addingTimeInterval(600))
    #expect(try await vault.accept(token).token == token)
  }

  @Test func anAnswerWithoutAReadableDateLeavesTheClockAlone() async throws {
    let wallClock = Self.wholeSecondNow()
    let time = WalletTestTimeSource(wallClock: wallClock)
    let (backend, vault, service) = try await Self.wallet(time: time)
    let session =
      #"{"valid": true, "userId": "wallet-123", "walletId": "wallet-123", "expiresAt": "2030-01-01T00:00:00Z"}"#
    for date in [
      "yesterday", "Sun, 06 Nov 1994 08:49:37 UTC", "Sun, 31 Feb 2026 08:49:37 GMT", "Sun, 06 Nov 1994 25:00:00 GMT",
    ] {
      await backend.transport.on(
        .get, WalletFakeBackend.baseURL.path + "/auth/validate-session", reply: .json(session, headers: ["Date": date]))
      await backend.transport.on(.get, WalletFakeBackend.baseURL.path + "/tokens/public-keys", reply: .status(503))

      let progress = try await service.run(describe: WalletSamples.describe(payee: "shop"))

      #expect(progress.reachedBackend)
      #expect(try await vault.guardedNow() == wallClock, "\(date)")
    }
  }
}
