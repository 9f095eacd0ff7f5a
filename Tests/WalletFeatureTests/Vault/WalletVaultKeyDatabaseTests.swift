import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The vault's cached key database: an older one never becomes active, also after a restart.
@Suite("The cached key database is never replaced by an older one")
struct WalletVaultKeyDatabaseTests {
  private let issuer = WalletTestIssuer()

  private func vault(_ sqlite: SQLiteDatabase) throws -> WalletVault {
    WalletVault(
      database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema),
      verifier: try WalletTokenVerifier(
        walletId: WalletSamples.walletId, trustAnchor: issuer.trustAnchor, crypto: SystemCrypto()),
      currency: .inr)
  }

  @Test func anOlderDatabaseOfferedAfterARestartIsRefusedAndTheCachedOneStaysActive() async throws {
    let sqlite = try SQLiteDatabase(.inMemory)
    try await vault(sqlite).installKeyDatabase(try issuer.keyDatabase(version: "2"))
    let restarted = try vault(sqlite)
    #expect(restarted.verifier.installedVersion == nil)

    await #expect(throws: WalletKeyDatabaseError.downgrade(installed: "2", offered: "1")) {
      try await restarted.installKeyDatabase(try issuer.keyDatabase(version: "1"))
    }

    #expect(restarted.verifier.installedVersion == "2")
    #expect(try await vault(sqlite).restoreKeyDatabase() == "2")
  }

  @Test func aNewerDatabaseReplacesTheCachedOneAfterARestart() async throws {
    let sqlite = try SQLiteDatabase(.inMemory)
    try await vault(sqlite).installKeyDatabase(try issuer.keyDatabase(version: "2"))
    let restarted = try vault(sqlite)

    try await restarted.installKeyDatabase(try issuer.keyDatabase(version: "3"))

    #expect(restarted.verifier.installedVersion == "3")
    #expect(try await vault(sqlite).restoreKeyDatabase() == "3")
  }

  @Test func theCachedVersionOfferedAgainAfterARestartIsInstalled() async throws {
    let sqlite = try SQLiteDatabase(.inMemory)
    let current = try issuer.keyDatabase(version: "2")
    try await vault(sqlite).installKeyDatabase(current)
    let restarted = try vault(sqlite)

    try await restarted.installKeyDatabase(current)

    #expect(restarted.verifier.installedVersion == "2")
  }
}

extension WalletVaultKeyDatabaseTests {
  @Test func aRestartedVaultAcceptsAgainstItsCachedDatabaseWithoutBeingAskedToRestoreIt() async throws {
    let sqlite = try SQLiteDatabase(.inMemory)
    let backend = try WalletFakeBackend(issuer: issuer)
    try await backend.prepare(try vault(sqlite))
    let token = try #require(try await backend.issue(["12.00"]).first)
    let restarted = try vault(sqlite)
    #expect(restarted.verifier.installedVersion == nil)

    #expect(try await restarted.accept(token).keyDatabaseVersion == "1")
  }
}
