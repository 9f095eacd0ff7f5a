import Foundation
import SharedCore
import SharedTesting
import Testing
import WalletFeature
import WalletTesting

/// The sync's contacts with the reference server keep the device's clock and key database honest:
/// the server's `Date` anchors the guarded time, and every sync installs the signed key database.
@Suite(.referenceServer, .serialized) struct WalletClockAndKeysIntegrationTests {
  @Test func aDeviceClockAYearAheadIsAnchoredToTheServersDateByTheFirstContact() async throws {
    let time = WalletTestTimeSource(wallClock: Date().addingTimeInterval(365 * 86_400))
    let host = try await WalletHost(timeSource: time)
    defer { host.removeFiles() }
    let before = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))

    let progress = try await host.container.resolve(WalletSyncService.self).run(
      describe: WalletHost.describe(payee: "shop"))
    let after = Date()

    #expect(progress.reachedBackend && progress.restartsOfflineLimits)
    let guarded = try await host.vault.guardedNow()
    #expect(before <= guarded && guarded <= after, "the server's Date, not the device's clock: \(guarded)")
    let token = try #require(try await host.issue(["5.00"]).first)
    #expect(try await host.vault.accept(token).token == token, "nothing looks expired a year early")
  }

  @Test func everySyncInstallsTheServersKeyDatabaseWhateverWalletsItsDirectoryLists() async throws {
    let host = try await WalletHost()
    defer { host.removeFiles() }
    let service = try host.container.resolve(WalletSyncService.self)
    try await service.run(describe: WalletHost.describe(payee: "shop"))
    let installed = try #require(host.vault.verifier.installedVersion)

    let other = try await WalletHost()  // one more wallet in the unsigned directory
    defer { other.removeFiles() }
    try await service.run(describe: WalletHost.describe(payee: "shop"))
    #expect(host.vault.verifier.installedVersion == installed, "the same signed database: no conflict")
    #expect(host.vault.verifier.installedDatabase?.publicKeys.isEmpty == true, "the directory is not installed")

    let rotated = try await WalletHost.admin(host.server, "POST", "admin/wallet/key-database", [:])
    try await service.run(describe: WalletHost.describe(payee: "shop"))
    #expect(host.vault.verifier.installedVersion == rotated["version"]?.stringValue)
    #expect(try await host.vault.restoreKeyDatabase() == rotated["version"]?.stringValue)
  }
}
