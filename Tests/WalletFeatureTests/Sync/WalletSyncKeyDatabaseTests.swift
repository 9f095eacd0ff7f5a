import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The sync keeps the signed key database fresh: it fetches and installs it every time, never
/// takes an older one, and a database left unrefreshed too long stops offline acceptance.
@Suite("Every sync fetches the signed key database")
struct WalletSyncKeyDatabaseTests {
  @Test func aSyncInstallsTheBackendsNewerKeyDatabaseAndCachesIt() async throws {
    let wallet = try await WalletHarness()
    try await wallet.backend.rotateKeyDatabase()
    let service = try wallet.container.resolve(WalletSyncService.self)

    try await service.run(describe: WalletSamples.describe(payee: "shop"))

    #expect(wallet.vault.verifier.installedVersion == "2")
    let restarted = WalletVault(
      database: wallet.vault.database,
      verifier: try WalletTokenVerifier(
        walletId: wallet.backend.walletId, trustAnchor: wallet.backend.issuer.trustAnchor, crypto: SystemCrypto()),
      currency: .inr)
    #expect(try await restarted.restoreKeyDatabase() == "2")
  }

  @Test func aSyncRefusesAnOlderKeyDatabaseAndKeepsGoing() async throws {
    let wallet = try await WalletHarness()
    try await wallet.vault.installKeyDatabase(try wallet.backend.issuer.keyDatabase(version: "3"))
    let token = try #require(try await wallet.accept(["10.00"]).first)
    try await wallet.vault.beginSpend(operationId: "pay", tokenId: token.id)
    let service = try wallet.container.resolve(WalletSyncService.self)

    let progress = try await service.run(describe: WalletSamples.describe(payee: "shop"))

    #expect(await wallet.backend.transport.requests(.get, "/api/v1/tokens/public-keys").count == 1)
    #expect(wallet.vault.verifier.installedVersion == "3", "version 1 was offered and refused")
    #expect(progress.accepted == 1)
  }

  @Test func aKeyDatabaseNotRefreshedForLongerThanTheMaximumAgeStopsOfflineAcceptance() async throws {
    let harness = try WalletVaultHarness()
    let vault = try await harness.syncedVault()
    let pool = harness.fixture.pool
    harness.clock.advance(by: .seconds(8 * 86_400))  // past the default maximum age of a week
    try await vault.recordSuccessfulSync()  // the window restarts, but the keys were not fetched again

    await #expect(
      throws: WalletTokenRefusal.keyDatabaseTooOld(refreshedAt: harness.fixture.now, maxAgeSeconds: 604_800)
    ) {
      try await vault.accept(pool[0])
    }

    try await vault.installKeyDatabase(harness.fixture.keyDatabase)  // the backend serves it again
    #expect(try await vault.accept(pool[0]).token == pool[0])
  }

  @Test func theWalletsPublicKeysOutsideTheSignatureAreNeverInstalled() throws {
    let fixture = try WalletVectors.load()
    let verifier = try WalletTokenVerifier(
      walletId: fixture.wallet, trustAnchor: fixture.anchor, crypto: SystemCrypto())
    #expect(!fixture.keyDatabase.publicKeys.isEmpty)
    try verifier.install(fixture.keyDatabase)

    #expect(verifier.installedDatabase?.publicKeys.isEmpty == true, "not covered by the signature")
    var relisted = fixture.keyDatabase
    relisted.publicKeys["wallet-new"] = WalletPublicKeyInfo(
      publicKey: fixture.keyDatabase.otmPublicKey, walletAddress: "0x01", lastUpdated: fixture.now)
    #expect(try !verifier.install(relisted), "the same signed database, whatever the directory lists")
  }
}
