import Foundation
import LoyaltyFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Analytics and device events over real HTTP: queued in the SQLite outbox while the platform is
/// unreachable, delivered exactly once by the platform's `OutboxDrainer` when it returns, bounded.
@Suite(.referenceServer, .serialized) struct LoyaltyOfflineEventsIntegrationTests {
  static let asyncPrefix = "/api/async/"

  /// The production tuning the other loyalty suites use, with a bound on waiting analytics.
  static func tuning(maxQueuedAnalyticsEvents: Int) -> WarplyConfiguration {
    var sdk = WarplyConfiguration.production
    sdk.tokenConfig.retryDelays = [0, 0.01, 0.01]
    sdk.networkConfig.requestBurst = 200
    sdk.networkConfig.requestsPerSecond = 1000
    sdk.databaseConfig.maxQueuedAnalyticsEvents = maxQueuedAnalyticsEvents
    return sdk
  }

  /// Drains through the platform's drainer until nothing of the loyalty queue waits (at most 5 passes).
  static func drainUntilEmpty(_ host: LoyaltyHost) async throws {
    let drainer = try host.container.resolve(OutboxDrainer.self)
    for _ in 0..<5 {
      await drainer.drainNow(ignoringBackoff: true)
      if try await host.sdk.events.waitingCounts().values.allSatisfy({ $0 == 0 }) { return }
    }
  }

  @Test func eventsRecordedWhileTheServerIsUnreachableAreDeliveredExactlyOnceWhenItReturns() async throws {
    let monitor = ManualConnectivityMonitor(.online)
    let host = try LoyaltyHost(sdk: Self.tuning(maxQueuedAnalyticsEvents: 100), connectivity: monitor)
    defer { host.removeFiles() }
    try await host.server.reset()
    let drainer = try host.container.resolve(OutboxDrainer.self)
    await drainer.start()
    defer { Task { await drainer.stop() } }

    await monitor.set(.offline)
    let unreachable = try await host.server.addFault(.init(pathPrefix: Self.asyncPrefix, drop: true))
    _ = try await host.sdk.getCampaigns()
    _ = try await host.sdk.getCouponSets()
    #expect(try await host.sdk.sendDeviceInfo() == .queued)
    await host.sdk.events.waitForBackgroundUpload()
    #expect(try await host.recordedEvents().analytics.isEmpty)
    let waiting = try await host.sdk.events.waitingEvents()
    #expect(waiting.filter { $0.kind == .analytics }.count == 3 && waiting.filter { $0.kind == .device }.count == 1)
    let stats = try await host.sdk.getDatabaseStats()
    #expect(stats.eventsCount == 4 && stats.rowCounts["outbox_items"] == 4, "durably in the app's database")

    // The server returns, and loses its first answer: the retry under the same key is replayed.
    _ = unreachable
    try await host.server.clearFaults()
    _ = try await host.server.addFault(.init(pathPrefix: Self.asyncPrefix, dropResponse: true, times: 1))
    let replaysBefore = try await host.server.stats().idempotentReplays
    await monitor.set(.online)
    try await Self.drainUntilEmpty(host)

    let recorded = try await host.recordedEvents()
    #expect(
      recorded.analytics.map(\.eventName).sorted() == [
        "custom_success_campaigns_loyalty", "custom_success_coupon_sets_loyalty",
        "custom_success_send_device_info_loyalty",
      ])
    #expect(
      Set(recorded.analytics.compactMap(\.idempotencyKey))
        == Set(waiting.filter { $0.kind == .analytics }.map(\.idempotencyKey)))
    #expect(recorded.deviceInfo.count == 1)
    #expect(try await host.server.stats().idempotentReplays - replaysBefore == 1, "the lost answer was replayed once")
    #expect(try await host.sdk.getDatabaseStats().rowCounts["outbox_items"] == 0, "deleted after upload")
    await drainer.drainNow(ignoringBackoff: true)
    let again = try await host.recordedEvents()
    #expect(again.analytics.count == 3 && again.deviceInfo.count == 1, "nothing is sent twice")
  }

  @Test func theBoundDropsTheOldestAnalyticsAndKeepsTheDeviceEvent() async throws {
    let host = try LoyaltyHost(
      sdk: Self.tuning(maxQueuedAnalyticsEvents: 2), connectivity: ManualConnectivityMonitor(.online))
    defer { host.removeFiles() }
    try await host.server.reset()
    _ = try await host.server.addFault(.init(pathPrefix: Self.asyncPrefix, drop: true))
    _ = try await host.sdk.getCampaigns()
    _ = try await host.sdk.getCouponSets()
    _ = try await host.sdk.getMerchants()
    _ = try await host.sdk.getArticles()
    #expect(try await host.container.resolve(LoyaltyDeviceInfoReporter.self).send() == .queued)
    await host.sdk.events.waitForBackgroundUpload()
    let stats = try await host.sdk.getDatabaseStats()
    #expect(stats.queuedAnalyticsEvents == 2 && stats.queuedDeviceEvents == 1 && stats.droppedAnalyticsEvents == 2)

    try await host.server.clearFaults()
    try await Self.drainUntilEmpty(host)
    let recorded = try await host.recordedEvents()
    #expect(
      recorded.analytics.map(\.eventName) == ["custom_success_merchants_loyalty", "custom_success_articles_loyalty"])
    #expect(recorded.deviceInfo.count == 1)
  }

  @Test func databaseDiagnosticsReadThePlatformDatabase() async throws {
    let host = try LoyaltyHost(connectivity: ManualConnectivityMonitor(.online))
    defer { host.removeFiles() }
    try await host.sdk.deiLogin(email: LoyaltyHost.freshEmail())
    await host.sdk.events.waitForBackgroundUpload()
    #expect(try await host.sdk.checkDatabaseIntegrity())
    #expect(await host.sdk.testSQLiteConnection())
    let stats = try await host.sdk.getDatabaseStats()
    #expect(stats.tokensCount == 1 && stats.fileSizeBytes > 0 && stats.rowCounts["schema_migrations"] != nil)
    let versions = try await host.sdk.getDatabaseVersionInfo()
    #expect(versions.sdkVersion == WarplySDK.sdkVersion)
    #expect(versions.outboxSchemaVersion == SQLiteOutbox.migrator.migrations.map(\.version).max())
  }
}
