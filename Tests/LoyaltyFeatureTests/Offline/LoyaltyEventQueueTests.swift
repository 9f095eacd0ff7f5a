import Foundation
import LoyaltyFeature
import LoyaltyTesting
import SharedCore
import SharedTesting
import Testing

/// The durable analytics and device-event queue over SharedTesting's in-memory outbox.
@Suite struct LoyaltyEventQueueTests {
  /// A container whose analytics and device-info routes answer only while `online` is on.
  struct Harness {
    let backend = LoyaltyFakeBackend()
    let online = LockedValue(true)
    let container: Container
    let sdk: WarplySDK
    let queue: LoyaltyEventQueue
    let store: InMemoryOutboxStore

    init(maxQueuedAnalyticsEvents: Int = 500) async throws {
      var configuration = LoyaltySamples.configuration
      configuration.sdk.databaseConfig.maxQueuedAnalyticsEvents = maxQueuedAnalyticsEvents
      container = try await Container.loyaltyTesting(backend: backend, configuration: configuration)
      sdk = try container.resolve()
      queue = try container.resolve()
      store = try #require(try container.resolve((any PrunableOutboxStore).self) as? InMemoryOutboxStore)
      let online = online
      for path in ["/api/async/analytics/*", "/api/async/info/*"] {
        await backend.transport.on(.post, path) { _, _ in
          online.withLock { $0 } ? .json(#"{"status":1}"#) : .fail(.network(.offline))
        }
      }
    }

    /// Switches the platform on or off; switching on forgets the requests made so far, so what
    /// follows is what the platform received.
    func set(online isOnline: Bool) async {
      online.withLock { $0 = isOnline }
      if isOnline { await backend.transport.clearRequests() }
    }

    /// The analytics requests since the platform was last switched on, as (event, key).
    func deliveredAnalytics() async -> [(name: String, key: String)] {
      await backend.transport.requests(.post, "/api/async/analytics/*").compactMap { request in
        guard let body = request.body.flatMap({ try? JSONValue(parsing: $0) }),
          let name = body["events"]?.arrayValue?.first?["event_name"]?.stringValue,
          let key = request.headers["Idempotency-Key"]
        else { return nil }
        return (name, key)
      }
    }

    func record(_ operation: String) async {
      await queue.record(LoyaltyAnalyticsBusEvent(operation: operation, succeeded: true))
      await queue.waitForBackgroundUpload()
    }
  }

  @Test func aRecordIsSentWithAnIdempotencyKeyAndDeletedOnceAccepted() async throws {
    let harness = try await Harness()
    await harness.record("campaigns")
    let sent = await harness.deliveredAnalytics()
    #expect(sent.map(\.name) == ["custom_success_campaigns_loyalty"])
    #expect(UUID(uuidString: try #require(sent.first).key) != nil)
    #expect(await harness.store.allItems.isEmpty, "deleted only after the platform accepted it")
  }

  @Test func everyTrackedCallQueuesOneRecordForThePlatform() async throws {
    let harness = try await Harness()
    await #expect(throws: WarplyError.self) { _ = try await harness.sdk.getAvailableCoupons() }
    await harness.queue.waitForBackgroundUpload()
    _ = try await harness.queue.drain()
    let sent = await harness.backend.transport.requests(.post, "/api/async/analytics/*").compactMap {
      $0.body.flatMap { try? JSONValue(parsing: $0) }?["events"]?.arrayValue?.first?["event_name"]?.stringValue
    }
    #expect(sent == ["custom_error_available_coupons_loyalty"])
  }

  @Test func offlineRecordsWaitDurablyAndAreSentUnderTheirOwnKeysWhenConnectivityReturns() async throws {
    let harness = try await Harness()
    await harness.set(online: false)
    for operation in ["campaigns", "coupons", "profile"] { await harness.record(operation) }
    let waiting = try await harness.queue.waitingEvents()
    #expect(waiting.map(\.kind) == [.analytics, .analytics, .analytics])
    let pending = await harness.store.items(in: .pending)
    #expect(pending.count == 3)
    #expect(pending.first.map { $0.attempts >= 1 && $0.lastError != nil } == true, "tried, then backing off")
    #expect(pending.dropFirst().allSatisfy { $0.attempts == 0 }, "later records wait behind it, in order")
    let keys = waiting.map(\.idempotencyKey)

    await harness.set(online: true)
    let report = try await harness.queue.drain(ignoringBackoff: true)
    #expect(report.delivered.count == 3)
    let delivered = await harness.deliveredAnalytics()
    #expect(
      delivered.map(\.name) == [
        "custom_success_campaigns_loyalty", "custom_success_coupons_loyalty", "custom_success_profile_loyalty",
      ])
    #expect(delivered.map(\.key) == keys, "each retry carries the key the event was recorded with")
    #expect(await harness.store.allItems.isEmpty)
    #expect(try await harness.queue.drain(ignoringBackoff: true).delivered.isEmpty, "nothing is sent twice")
  }

  @Test(arguments: [(bound: 1, recorded: 4), (bound: 3, recorded: 5), (bound: 5, recorded: 5)])
  func theBoundDropsTheOldestAnalyticsCountsThemAndKeepsDeviceEvents(bound: Int, recorded: Int) async throws {
    let harness = try await Harness(maxQueuedAnalyticsEvents: bound)
    let bus = try harness.container.resolve(EventBus.self)
    let drops = bus.events(of: LoyaltyAnalyticsDroppedEvent.self)
    await harness.set(online: false)
    for index in 1...recorded { await harness.record("op\(index)") }
    let reporter = try harness.container.resolve(LoyaltyDeviceInfoReporter.self)
    for token in ["t-1", "t-2"] {
      #expect(try await reporter.updateDeviceToken(token) == .queued)
    }
    let counts = try await harness.queue.waitingCounts()
    #expect(counts[.analytics] == bound && counts[.device] == 2)
    #expect(await harness.queue.droppedAnalyticsCount() == recorded - bound)
    #expect(try await harness.sdk.getDatabaseStats().droppedAnalyticsEvents == recorded - bound)
    if recorded > bound {
      var iterator = drops.makeAsyncIterator()
      #expect(await iterator.next()?.dropped == 1)
    }

    await harness.set(online: true)
    _ = try await harness.queue.drain(ignoringBackoff: true)
    let newest = ((recorded - bound + 1)...recorded).map { "custom_success_op\($0)_loyalty" }
    #expect(await harness.deliveredAnalytics().map(\.name) == newest)
    let devices = await harness.backend.transport.requests(.post, "/api/async/info/*").compactMap { request in
      request.body.flatMap { try? JSONValue(parsing: $0) }?["data"]?["device_token"]?.stringValue
    }
    #expect(devices == ["t-1", "t-2"], "device events are never dropped, and arrive in order")
    #expect(try await harness.queue.waitingCounts().values.allSatisfy { $0 == 0 })
  }

  @Test func deviceInfoIsSentOnlyWhenItChangedAndWaitsOfflineWithoutDuplicates() async throws {
    let harness = try await Harness()
    #expect(try await harness.sdk.sendDeviceInfoIfNeeded() == .delivered)
    #expect(try await harness.sdk.sendDeviceInfoIfNeeded() == nil, "unchanged")
    await harness.set(online: false)
    #expect(try await harness.sdk.updateDeviceToken("token-1") == .queued)
    #expect(try await harness.sdk.sendDeviceInfoIfNeeded() == .queued)
    #expect(try await harness.queue.waitingCounts()[.device] == 1, "the same payload waits once")
    await harness.set(online: true)
    _ = try await harness.queue.drain(ignoringBackoff: true)
    #expect(try await harness.sdk.sendDeviceInfoIfNeeded() == nil, "the platform has it now")
    let payload = await harness.backend.transport.requests(.post, "/api/async/info/*").last?.body
      .flatMap { try? JSONValue(parsing: $0) }
    #expect(payload?["data"]?["sdk_version"]?.stringValue == WarplySDK.sdkVersion)
    #expect(payload?["data"]?["device_token"]?.stringValue == "token-1")
  }

  @Test func otherFeaturesItemsInTheSharedOutboxAreLeftAlone() async throws {
    let harness = try await Harness()
    let foreign = try await harness.store.enqueue(kind: "dpp.lifecycleEvent", payload: Data("{}".utf8))
    await harness.record("campaigns")
    _ = try await harness.queue.drain(ignoringBackoff: true)
    #expect(await harness.store.allItems == [foreign])
  }

  @Test func aRecordThePlatformRefusesIsParkedNotRetriedNorDropped() async throws {
    let harness = try await Harness()
    await harness.backend.transport.on(.post, "/api/async/analytics/*", reply: .json(#"{"status":-1}"#))
    await harness.record("campaigns")
    #expect(await harness.store.items(in: .failed).count == 1)
    #expect(try await harness.queue.waitingCounts()[.analytics] == 1)
    #expect(try await harness.queue.drain(ignoringBackoff: true).delivered.isEmpty)
  }

  @Test func aCorruptItemIsParkedNotSent() async throws {
    let harness = try await Harness()
    let corrupt = try await harness.store.enqueue(
      kind: LoyaltyQueuedEvent.Kind.analytics.outboxKind, payload: Data("not an event".utf8))
    _ = try await harness.queue.drain(ignoringBackoff: true)
    #expect(await harness.store.items(in: .failed).map(\.id) == [corrupt.id])
    #expect(await harness.deliveredAnalytics().isEmpty)
    #expect(try await harness.queue.waitingEvents().isEmpty, "an unreadable item is no event")
  }

  @Test func anOutboxThatCannotStoreCountsAnalyticsAsDroppedAndFailsDeviceInfo() async throws {
    let container = try await Container.loyaltyTesting().overriding {
      $0.register((any PrunableOutboxStore).self, lifetime: .singleton) { _ in FullOutboxStore() }
    }
    let queue = try container.resolve(LoyaltyEventQueue.self)
    await queue.record(LoyaltyAnalyticsBusEvent(operation: "campaigns", succeeded: true))
    #expect(await queue.droppedAnalyticsCount() == 1, "never lost silently")
    await #expect(throws: WarplyError.unknownError(-1)) { try await queue.sendDeviceInfo(["data": [:]]) }
  }

  @Test func theDeviceInfoPayloadCarriesEveryFieldThePlatformLists() async throws {
    let device = LoyaltyDevice(
      bundleID: "gr.example.app", deviceID: "idfv-1", osVersion: "17.4", model: "iPhone15,2", appVersion: "2.1",
      systemName: "iOS", appBuild: "214", locale: "el_GR", languages: ["el-GR", "en-GR"],
      screenResolution: "1179x2556", isDevelopment: true)
    let reporter = LoyaltyDeviceInfoReporter(
      events: try await Harness().queue, device: device, preferences: InMemoryPreferencesStore())
    _ = try await reporter.updateDeviceToken("apns-token")
    let payload = await reporter.payload()
    let keys = [
      "device_token", "platform", "vendor", "os_version", "unique_device_id", "ios_system_name", "ios_system_version",
      "ios_model", "ios_locale", "ios_languages", "screen_resolution", "bundle_identifier", "app_version", "app_build",
      "sdk_version", "development",
    ]
    #expect(Set(payload.keys) == Set(keys))
    #expect(payload["ios_languages"] == ["el-GR", "en-GR"] && payload["development"] == true)
    #expect(payload["ios_system_version"] == "17.4" && payload["screen_resolution"] == "1179x2556")
  }

  @Test func aDeviceSavedBeforeTheNewerFactsStillDecodes() throws {
    let older = #"{"bundleID":"b","deviceID":"d","platform":"ios","osVersion":"17","model":"m","appVersion":"1"}"#
    let device = try JSONDecoder().decode(LoyaltyDevice.self, from: Data(older.utf8))
    #expect(device == LoyaltyDevice(bundleID: "b", deviceID: "d", osVersion: "17", model: "m", appVersion: "1"))
  }
}

/// An outbox whose disk is full: nothing can be queued.
private actor FullOutboxStore: PrunableOutboxStore {
  static let full = AppError.local(.init(.storage, reason: "disk full"))

  func enqueue(kind: String, payload: Data, owner: String?) throws -> OutboxItem { throw Self.full }
  func enqueue(kind: String, payload: Data, deduplicationKey: String, owner: String?) throws -> OutboxItem? {
    throw Self.full
  }
  func items(in state: OutboxItem.State) -> [OutboxItem] { [] }
  func markDelivered(_ id: UUID) {}
  func recordFailure(_ id: UUID, error: String, nextAttemptAt: Date) {}
  func markFailed(_ id: UUID, error: String) {}
  func requeue(_ id: UUID, nextAttemptAt: Date) {}
  func removeDelivered() -> Int { 0 }
  func remove(_ ids: [UUID]) -> Int { 0 }
}
