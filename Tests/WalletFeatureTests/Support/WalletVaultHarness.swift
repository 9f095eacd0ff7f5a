import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import WalletFeature
import WalletTesting

/// Vaults over the fixture's signed key database, in memory or in a temporary file.
struct WalletVaultHarness {
  let fixture: WalletVectors
  /// The device's clocks, starting at the fixture's moment.
  let clock: WalletTestTimeSource

  init() throws {
    fixture = try WalletVectors.load()
    clock = WalletTestTimeSource(wallClock: fixture.now)
  }

  /// A vault with the key database installed (and cached) over `sqlite`.
  func vault(_ sqlite: SQLiteDatabase) async throws -> WalletVault {
    let verifier = try WalletTokenVerifier(
      walletId: fixture.wallet, trustAnchor: fixture.anchor, crypto: SystemCrypto())
    let vault = WalletVault(
      database: SQLiteFeatureDatabase(sqlite, schema: WalletVault.schema), verifier: verifier, currency: .inr,
      timeSource: clock)
    try await vault.installKeyDatabase(fixture.keyDatabase)
    return vault
  }

  /// An in-memory vault that has synced once.
  func syncedVault() async throws -> WalletVault {
    let vault = try await vault(try SQLiteDatabase(.inMemory))
    try await vault.recordSuccessfulSync()
    return vault
  }

  /// The vector named `name`.
  func token(_ name: String) -> WalletOfflineToken? { fixture.vectors.first { $0.name == name }?.token }

  /// Rupees in paise.
  static func inr(_ minorUnits: Int64) -> Money { Money(minorUnits: minorUnits, currency: .inr) }
}
