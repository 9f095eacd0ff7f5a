import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Online recording, the offline outbox path, ordered sync and no duplicates.
@Suite struct RecordLifecycleEventTests {
  let harness = TraceWiseHarness()
  let clock = TestClock()
  let outbox: InMemoryOutboxStore
  let crypto = SystemCrypto()

  init() {
    outbox = InMemoryOutboxStore(now: clock.provider)
  }

  private func makeUseCase() -> (RecordLifecycleEvent, DPPOutboxEventQueue) {
    let queue = DPPOutboxEventQueue(store: outbox, events: harness.events, now: clock.provider)
    return (RecordLifecycleEvent(events: harness.events, queue: queue, crypto: crypto), queue)
  }

  private func sentBizSteps() async throws -> [String] {
    try await harness.transport.requests(.post, "/v1/events").map { request in
      try LifecycleEvent(jsonData: try #require(request.body)).bizStep
    }
  }

  @Test func recordsOnlineWithTheContentKey() async throws {
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    let (record, queue) = makeUseCase()
    let outcome = try await record(sampleEvent())
    #expect(outcome == .recorded(TraceWiseEventResponse(id: "e-new", status: "accepted", epcisUrn: "urn:uuid:e-new")))
    let key = PendingLifecycleEvent(event: sampleEvent(), crypto: crypto).idempotencyKey
    #expect(await harness.transport.requests.first?.headers["Idempotency-Key"] == key)
    #expect(try await queue.pending().isEmpty)
  }

  @Test(arguments: [
    AppError.temporarilyUnavailable(retryAfter: .seconds(30)), .network(.tls), .network(.other("URLError -1011")),
  ])
  func temporaryConditionsQueueInsteadOfThrowing(outage: AppError) async throws {
    await harness.transport.on(.post, "/v1/events", reply: .fail(outage))
    let (record, queue) = makeUseCase()
    guard case .queued = try await record(sampleEvent()) else {
      Issue.record("\(outage) should queue the event")
      return
    }
    #expect(try await queue.pending().count == 1)
  }

  @Test func queuesWhenOfflineAndSyncsLaterInOrder() async throws {
    await harness.transport.on(.post, "/v1/events", reply: .fail(.network(.offline)))
    let (record, queue) = makeUseCase()
    let first = try await record(sampleEvent("retail_selling", minute: 1))
    let second = try await record(sampleEvent("repairing", minute: 2))
    let third = try await record(sampleEvent("recycling", minute: 3))
    #expect(
      first
        == .queued(
          idempotencyKey: PendingLifecycleEvent(
            event: sampleEvent("retail_selling", minute: 1), crypto: crypto
          ).idempotencyKey))
    guard case .queued = second, case .queued = third else {
      Issue.record("expected queued outcomes, got \(second), \(third)")
      return
    }
    #expect(try await queue.pending().count == 3)

    await harness.transport.clearRequests()
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    clock.advance(by: .seconds(3_600))
    let report = try await record.sync()
    #expect(report.delivered.count == 3)
    #expect(try await sentBizSteps() == ["retail_selling", "repairing", "recycling"])
    #expect(try await queue.pending().isEmpty)
  }

  @Test func syncLeavesOtherFeaturesItemsInTheSharedOutboxAlone() async throws {
    let other = try await outbox.enqueue(kind: "loyalty.analytics", payload: Data("{}".utf8))
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    let (record, _) = makeUseCase()
    let report = try await record.sync()
    #expect(report.delivered.isEmpty)
    #expect(report.parked.isEmpty)
    #expect(await outbox.items(in: .pending).map(\.id) == [other.id])
    #expect(await harness.transport.requests.isEmpty)
  }

  /// A queued item whose event can no longer be read (its stored body is not an event) is parked
  /// with the reason, instead of being retried forever ahead of the events queued after it.
  @Test func anUnreadableEventIsParkedAndTheOnesBehindItAreDelivered() async throws {
    let corrupt = Data(
      #"{"idempotencyKey": "sha256:00", "payload": "\#(Data("not json".utf8).base64EncodedString())"}"#.utf8)
    let stuck = try await outbox.enqueue(kind: PendingLifecycleEvent.kind, payload: corrupt)
    await harness.transport.on(.post, "/v1/events", reply: .fail(.network(.offline)))
    let (record, _) = makeUseCase()
    _ = try await record(sampleEvent("repairing", minute: 2))
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    clock.advance(by: .seconds(3_600))
    let report = try await record.sync()
    #expect(report.parked == [stuck.id])
    #expect(report.delivered.count == 1)
    #expect(try await sentBizSteps().last == "repairing")
  }

  @Test func theSameEventIsQueuedOnce() async throws {
    await harness.transport.on(.post, "/v1/events", reply: .fail(.network(.offline)))
    let (record, queue) = makeUseCase()
    _ = try await record(sampleEvent())
    _ = try await record(sampleEvent())
    #expect(try await queue.pending().count == 1)
    #expect(await outbox.allItems.count == 1)
  }

  @Test func concurrentEnqueuesOfOneEventStoreItOnce() async throws {
    // A store whose every call suspends for a while, as a database's does, so concurrent
    // enqueues interleave at each await.
    let queue = DPPOutboxEventQueue(store: SuspendingOutboxStore(outbox), events: harness.events, now: clock.provider)
    let event = PendingLifecycleEvent(event: sampleEvent(), crypto: crypto)
    let stored = try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<50 {
        group.addTask { try await queue.enqueue(event) }
      }
      return try await group.reduce(into: 0) { count, stored in count += stored ? 1 : 0 }
    }
    #expect(stored == 1, "exactly one of the concurrent enqueues reports storing the event")
    #expect(await outbox.allItems.count == 1)
  }

  @Test func retryableServerFailuresQueueButClientErrorsThrow() async throws {
    await harness.transport.on(.post, "/v1/events", reply: .error(503, code: "DOWN"))
    let (record, queue) = makeUseCase()
    guard case .queued = try await record(sampleEvent("a")) else {
      Issue.record("a 503 should queue the event")
      return
    }
    #expect(try await queue.pending().count == 1)
    let online = TraceWiseHarness()
    await online.transport.on(.post, "/v1/events", reply: .error(404, code: "PRODUCT_NOT_FOUND"))
    let emptyQueue = DPPOutboxEventQueue(store: InMemoryOutboxStore(), events: online.events)
    let recordOnline = RecordLifecycleEvent(events: online.events, queue: emptyQueue, crypto: crypto)
    await #expect(throws: AppError.notFound) { try await recordOnline(sampleEvent("b")) }
    #expect(try await emptyQueue.pending().isEmpty)
  }

  @Test func newEventsQueueBehindPendingOnesToKeepOrder() async throws {
    await harness.transport.on(.post, "/v1/events", reply: .fail(.network(.offline)))
    let (record, _) = makeUseCase()
    _ = try await record(sampleEvent("first", minute: 1))
    await harness.transport.clearRequests()
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    let outcome = try await record(sampleEvent("second", minute: 2))
    guard case .queued = outcome else {
      Issue.record("expected the second event to be queued behind the first, got \(outcome)")
      return
    }
    #expect(try await sentBizSteps() == ["first", "second"])
  }

  @Test func aReplayedSyncSendsTheSameKeys() async throws {
    await harness.transport.on(.post, "/v1/events", reply: .fail(.network(.offline)))
    let (record, _) = makeUseCase()
    _ = try await record(sampleEvent())
    let offlineKey = await harness.transport.requests.first?.headers["Idempotency-Key"]
    await harness.transport.clearRequests()
    await harness.transport.on(.post, "/v1/events", reply: .json(TraceWiseJSON.eventResponse, status: 201))
    _ = try await record.sync()
    #expect(await harness.transport.requests.map { $0.headers["Idempotency-Key"] } == [offlineKey])
  }
}

/// Forwards to another store after a short sleep on every call.
private struct SuspendingOutboxStore: OutboxStore {
  let base: InMemoryOutboxStore

  init(_ base: InMemoryOutboxStore) { self.base = base }

  private func pause() async throws { try await Task.sleep(for: .milliseconds(2)) }

  func enqueue(kind: String, payload: Data, owner: String?) async throws -> OutboxItem {
    try await pause()
    return await base.enqueue(kind: kind, payload: payload, owner: owner)
  }

  func enqueue(kind: String, payload: Data, deduplicationKey: String, owner: String?) async throws -> OutboxItem? {
    try await pause()
    return await base.enqueue(kind: kind, payload: payload, deduplicationKey: deduplicationKey, owner: owner)
  }

  func items(in state: OutboxItem.State) async throws -> [OutboxItem] {
    try await pause()
    return await base.items(in: state)
  }

  func markDelivered(_ id: UUID) async throws { await base.markDelivered(id) }

  func recordFailure(_ id: UUID, error: String, nextAttemptAt: Date) async throws {
    await base.recordFailure(id, error: error, nextAttemptAt: nextAttemptAt)
  }

  func markFailed(_ id: UUID, error: String) async throws { await base.markFailed(id, error: error) }

  func requeue(_ id: UUID, nextAttemptAt: Date) async throws { await base.requeue(id, nextAttemptAt: nextAttemptAt) }

  func removeDelivered() async throws -> Int { await base.removeDelivered() }
}
