import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// Database diagnostics, connectivity and configuration read through the SDK with the testing kit.
@Suite struct LoyaltyDiagnosticsTests {
  @Test(arguments: [true, false])
  func statsCountTheSessionAndTheWaitingEvents(signedIn: Bool) async throws {
    let container = try await Container.loyaltyTesting(signedIn: signedIn)
    let sdk = try container.resolve(WarplySDK.self)
    #expect(try await sdk.checkDatabaseIntegrity())
    #expect(try await sdk.databaseIntegrityReport().problems.isEmpty)
    #expect(await sdk.testSQLiteConnection())
    let store = try container.resolve((any PrunableOutboxStore).self)
    _ = try await store.enqueue(
      kind: LoyaltyQueuedEvent.Kind.device.outboxKind,
      payload: try JSONEncoder().encode(
        LoyaltyQueuedEvent(kind: .device, body: ["data": [:]], idempotencyKey: "k", recordedAt: Date())))
    let stats = try await sdk.getDatabaseStats()
    #expect(stats.tokensCount == (signedIn ? 1 : 0))
    #expect(stats.queuedDeviceEvents == 1 && stats.queuedAnalyticsEvents == 0 && stats.eventsCount == 1)
    #expect(stats.droppedAnalyticsEvents == 0)
    // Signing in records the user in the loyalty tables, which then exist; signed out, nothing does.
    let tables = signedIn ? ["loyalty_redemptions": 0, "loyalty_signed_in_user": 1] : [:]
    #expect(stats.rowCounts.filter { $0.key.hasPrefix("loyalty_") } == tables)
    if !signedIn { #expect(stats.rowCounts.isEmpty, "the in-memory database has no tables") }
    let versions = try await sdk.getDatabaseVersionInfo()
    #expect(
      versions
        == LoyaltyDatabaseVersionInfo(
          schemaVersions: signedIn ? [LoyaltyModule.databaseSchema.domain: 1] : [:], sdkVersion: "2.4.0"))
    #expect(versions.outboxSchemaVersion == 0)
  }

  @Test func theNetworkStatusFollowsTheHostsMonitor() async throws {
    let container = try await Container.loyaltyTesting()
    let sdk = try container.resolve(WarplySDK.self)
    let monitor = try #require(try container.resolve((any ConnectivityMonitor).self) as? ManualConnectivityMonitor)
    #expect(await sdk.getNetworkStatus() == 1)
    await monitor.set(.offline)
    #expect(await sdk.getNetworkStatus() == 0)
    await monitor.set(.unknown)
    #expect(await sdk.getNetworkStatus() == -1)
  }

  @Test func theConfigurationIsReadableAsThePlatformSDKShowedIt() async throws {
    let sdk = try await Container.loyaltyTesting().resolve(WarplySDK.self)
    #expect(sdk.getCurrentConfiguration() == LoyaltySamples.configuration.sdk)
    #expect(sdk.getConfigurationSummary() == LoyaltySamples.configuration.sdk.summary)
    #expect(sdk.getConfigurationSummary()["analytics.enabled"] == "true")
  }
}

/// Diagnostics over a database that cannot be read report the failure as a `WarplyError`.
@Suite struct LoyaltyDiagnosticsFailureTests {
  struct UnreadableDatabase: DatabaseDiagnostics {
    static let failure = AppError.local(.init(.storage, reason: "database is locked", isTransient: true))

    func integrityCheck() async throws -> DatabaseIntegrityReport { throw Self.failure }
    func statistics() async throws -> DatabaseStatistics { throw Self.failure }
  }

  @Test func anUnreadableDatabaseIsReportedNotMistakenForAHealthyOne() async throws {
    let container = try await Container.loyaltyTesting().overriding {
      $0.register((any DatabaseDiagnostics).self) { _ in UnreadableDatabase() }
    }
    let sdk = try container.resolve(WarplySDK.self)
    let busy = WarplyError.temporarilyUnavailable(retryAfter: nil)
    await #expect(throws: busy) { _ = try await sdk.checkDatabaseIntegrity() }
    await #expect(throws: busy) { _ = try await sdk.getDatabaseStats() }
    await #expect(throws: busy) { _ = try await sdk.getDatabaseVersionInfo() }
    #expect(await !sdk.testSQLiteConnection())
  }
}
