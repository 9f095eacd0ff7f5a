import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct OutboxProcessorTests {
  private struct Transient: Error {}

  private let clock = ManualNow(Date(timeIntervalSinceReferenceDate: 500_000))

  private func makeStore() -> any OutboxStore {
    InMemoryOutboxStore(now: { [clock] in clock.now })
  }

  private func payload(_ text: String) -> Data { Data(text.utf8) }

  /// A user's writes wait while anyone else (or no one) is signed in, never sent with another
  /// user's credentials nor parked, and go out once their owner signs in again; unowned writes and
  /// other users' writes are not held back by them.
  @Test func ownedItemsWaitForTheirOwner() async throws {
    let store = makeStore()
    let alice = try await store.enqueue(kind: "event", payload: payload("a"), owner: "alice")
    let anyone = try await store.enqueue(kind: "event", payload: payload("any"), owner: nil)
    let bob = try await store.enqueue(kind: "event", payload: payload("b"), owner: "bob")
    let signedIn = SignedInUser()
    let log = DeliveryLog()
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }, currentOwner: { await signedIn.id }) {
      await log.record($0)
    }

    var report = try await processor.drain()  // signed out
    #expect(report.delivered == [anyone.id])
    #expect(report.awaitingOwner == [alice.id, bob.id])

    await signedIn.set("bob")
    report = try await processor.drain()
    #expect(report.delivered == [bob.id])
    #expect(report.awaitingOwner == [alice.id])

    await signedIn.set("alice")
    report = try await processor.drain()
    #expect(report.delivered == [alice.id])
    #expect(await log.items.map(\.owner) == [nil, "bob", "alice"])
    #expect(try await store.items(in: .failed).isEmpty)
  }

  @Test func deliversInEnqueueOrderAndMarksDelivered() async throws {
    let store = makeStore()
    let a1 = try await store.enqueue(kind: "a", payload: payload("a1"))
    let b1 = try await store.enqueue(kind: "b", payload: payload("b1"))
    let a2 = try await store.enqueue(kind: "a", payload: payload("a2"))
    let log = DeliveryLog()
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }) { await log.record($0) }
    let report = try await processor.drain()
    #expect(report.delivered == [a1.id, b1.id, a2.id])
    #expect(await log.items.map(\.payload) == [payload("a1"), payload("b1"), payload("a2")])
    #expect(await log.items.map(\.idempotencyKey) == [a1.idempotencyKey, b1.idempotencyKey, a2.idempotencyKey])
    #expect(try await store.items(in: .pending).isEmpty)
    #expect(try await store.items(in: .delivered).count == 3)
  }

  @Test func retryableFailureBlocksOnlyItsKindAndKeepsTheError() async throws {
    let store = makeStore()
    let a1 = try await store.enqueue(kind: "a", payload: payload("a1"))
    let b1 = try await store.enqueue(kind: "b", payload: payload("b1"))
    let a2 = try await store.enqueue(kind: "a", payload: payload("a2"))
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }) { item in
      if item.id == a1.id { throw AppError.network(.offline) }
    }
    let report = try await processor.drain()
    #expect(report.retried == [a1.id])
    #expect(report.delivered == [b1.id])
    #expect(report.deferred == [a2.id])
    let pending = try await store.items(in: .pending)
    #expect(pending.map(\.id) == [a1.id, a2.id])
    let failed = try #require(pending.first)
    #expect(failed.attempts == 1)
    #expect(failed.lastError == "network(offline)")
    #expect(failed.nextAttemptAt == clock.now.addingTimeInterval(1))
    #expect(failed.idempotencyKey == a1.idempotencyKey)
  }

  @Test func retriesAfterTheBackoffWithTheSameIdempotencyKey() async throws {
    let store = makeStore()
    let item = try await store.enqueue(kind: "a", payload: payload("x"))
    let failuresLeft = Counter(3)
    let log = DeliveryLog()
    let backoff = OutboxBackoff(initial: .seconds(2), multiplier: 3, maximum: .seconds(10))
    let processor = OutboxProcessor(store: store, backoff: backoff, now: { [clock] in clock.now }) { item in
      await log.record(item)
      if await failuresLeft.decrement() >= 0 { throw Transient() }
    }
    var waits: [TimeInterval] = []
    for _ in 0..<3 {
      #expect(try await processor.drain().retried == [item.id])
      let pending = try #require(try await store.items(in: .pending).first)
      waits.append(pending.nextAttemptAt.timeIntervalSince(clock.now))
      #expect(try await processor.drain().deferred == [item.id])  // not due yet
      clock.advance(by: pending.nextAttemptAt.timeIntervalSince(clock.now))
    }
    #expect(waits == [2, 6, 10])
    #expect(try await processor.drain().delivered == [item.id])
    #expect(Set(await log.items.map(\.idempotencyKey)) == [item.idempotencyKey])
    #expect(await log.items.count == 4)
    let delivered = try #require(try await store.items(in: .delivered).first)
    #expect(delivered.attempts == 3)
  }

  @Test(arguments: [(1, 1.0), (2, 2.0), (3, 4.0), (4, 5.0), (10, 5.0), (1_000, 5.0)])
  func backoffIsExponentialAndCapped(attempts: Int, seconds: Double) {
    let backoff = OutboxBackoff(initial: .seconds(1), multiplier: 2, maximum: .seconds(5))
    #expect(backoff.delay(afterAttempts: attempts) == .seconds(seconds))
  }

  @Test func permanentFailureParksTheItemAndTheKindMovesOn() async throws {
    let store = makeStore()
    let bad = try await store.enqueue(kind: "a", payload: payload("bad"))
    let good = try await store.enqueue(kind: "a", payload: payload("good"))
    let rejection = AppError.validation([.init(field: "gtin", message: "Invalid check digit")])
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }) { item in
      if item.id == bad.id { throw rejection }
    }
    let report = try await processor.drain()
    #expect(report.parked == [bad.id])
    #expect(report.delivered == [good.id])
    let parked = try #require(try await store.items(in: .failed).first)
    #expect(parked.id == bad.id)
    #expect(parked.lastError == String(describing: rejection))
    #expect(parked.payload == payload("bad"))

    try await store.requeue(bad.id, nextAttemptAt: clock.now)
    #expect(try await store.items(in: .pending).map(\.idempotencyKey) == [bad.idempotencyKey])
  }

  @Test func cancellationLeavesItemsPendingAndUntouched() async throws {
    let store = makeStore()
    for index in 0..<3 { _ = try await store.enqueue(kind: "a", payload: payload("\(index)")) }
    let started = Counter(0)
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }) { _ in
      await started.increment()
      try await Task.sleep(for: .seconds(60))
    }
    let drain = Task { try await processor.drain() }
    while await started.value == 0 { await Task.yield() }
    drain.cancel()
    await #expect(throws: CancellationError.self) { try await drain.value }
    let pending = try await store.items(in: .pending)
    #expect(pending.count == 3)
    #expect(pending.allSatisfy { $0.attempts == 0 && $0.lastError == nil })
  }

  @Test func drainsDoNotOverlap() async throws {
    let store = makeStore()
    let item = try await store.enqueue(kind: "a", payload: payload("x"))
    let gate = Counter(0)
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }) { _ in
      await gate.increment()
      while await gate.value < 2 { await Task.yield() }
    }
    async let first = processor.drain()
    while await gate.value == 0 { await Task.yield() }
    #expect(try await processor.drain() == OutboxDrainReport())
    await gate.increment()
    #expect(try await first.delivered == [item.id])
  }

  @Test(arguments: [
    AppError.temporarilyUnavailable(retryAfter: .seconds(30)), .network(.offline), .network(.tls),
    .network(.other("URLError -1011")), .server(status: 503, code: nil, message: nil, correlationID: nil),
    .local(.init(.storage, reason: "database is locked", isTransient: true)),
  ])
  func outagesAreRetriedNeverParked(outage: AppError) async throws {
    let store = makeStore()
    let item = try await store.enqueue(kind: "a", payload: payload("x"))
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }) { _ in throw outage }
    #expect(try await processor.drain().retried == [item.id])
    #expect(try await processor.parkedItems().isEmpty)
    #expect(try await store.items(in: .pending).map(\.id) == [item.id])
  }

  @Test func drainingIgnoringBackoffAttemptsItemsStillBackingOff() async throws {
    let store = makeStore()
    let item = try await store.enqueue(kind: "a", payload: payload("x"))
    let failuresLeft = Counter(1)
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }) { _ in
      if await failuresLeft.decrement() >= 0 { throw AppError.network(.offline) }
    }
    #expect(try await processor.drain().retried == [item.id])
    #expect(try await processor.drain().deferred == [item.id])
    #expect(try await processor.drain(ignoringBackoff: true).delivered == [item.id])
  }

  @Test func parkedItemsAreListedWithTheirReasonAndRequeuedThroughTheProcessor() async throws {
    let store = makeStore()
    let bad = try await store.enqueue(kind: "a", payload: payload("bad"))
    let good = try await store.enqueue(kind: "a", payload: payload("good"))
    let rejects = Counter(1)
    let processor = OutboxProcessor(store: store, now: { [clock] in clock.now }) { item in
      if item.id == bad.id, await rejects.decrement() >= 0 { throw AppError.conflict(message: "stale version") }
    }
    #expect(try await processor.drain().parked == [bad.id])
    let parked = try await processor.parkedItems()
    #expect(parked.map(\.id) == [bad.id])
    #expect(parked.first?.lastError == "conflict(stale version)")

    try await processor.requeue(good.id)  // delivered, not parked: nothing happens
    #expect(try await processor.requeueAll() == [bad.id])
    #expect(try await processor.parkedItems().isEmpty)
    #expect(try await processor.drain().delivered == [bad.id])
    #expect(try await store.items(in: .delivered).map(\.id) == [bad.id, good.id])
  }

  /// Two features share one store: each processor delivers, parks and requeues only its kinds,
  /// never parking the other's items as undecodable.
  @Test func aProcessorWithKindsTouchesOnlyThoseKinds() async throws {
    let store = makeStore()
    let mine = try await store.enqueue(kind: "loyalty.analytics", payload: payload("m"))
    let theirs = try await store.enqueue(kind: "dpp.event", payload: payload("t"))
    let refused = try await store.enqueue(kind: "loyalty.device", payload: payload("bad"))
    let log = DeliveryLog()
    let processor = OutboxProcessor(
      store: store, now: { [clock] in clock.now }, kinds: ["loyalty.analytics", "loyalty.device"]
    ) { item in
      guard item.payload != Data("bad".utf8) else { throw AppError.validation([]) }
      await log.record(item)
    }
    let report = try await processor.drain(ignoringBackoff: true)
    #expect(report.delivered == [mine.id] && report.parked == [refused.id])
    #expect(report.deferred.isEmpty && report.awaitingOwner.isEmpty)
    #expect(await log.items.map(\.id) == [mine.id])
    #expect(try await store.items(in: .pending).map(\.id) == [theirs.id])
    #expect(try await processor.parkedItems().map(\.id) == [refused.id])

    try await store.markFailed(theirs.id, error: "someone else's")
    #expect(try await processor.requeueAll() == [refused.id])
    #expect(try await store.items(in: .failed).map(\.id) == [theirs.id])
  }
}

/// Records delivered items across tasks.
private actor DeliveryLog {
  private(set) var items: [OutboxItem] = []
  func record(_ item: OutboxItem) { items.append(item) }
}

/// Who is signed in, shared across tasks.
private actor SignedInUser {
  private(set) var id: String?
  func set(_ id: String?) { self.id = id }
}

/// A counter shared across tasks.
private actor Counter {
  private(set) var value: Int
  init(_ value: Int) { self.value = value }
  func increment() { value += 1 }
  /// Decrements and returns the new value.
  func decrement() -> Int {
    value -= 1
    return value
  }
}

/// A wall clock the test moves by hand.
private final class ManualNow: @unchecked Sendable {
  /// Guards `current`, the only mutable state.
  private let lock = NSLock()
  private var current: Date

  init(_ start: Date) { current = start }

  var now: Date {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  func advance(by seconds: TimeInterval) {
    lock.lock()
    defer { lock.unlock() }
    current.addTimeInterval(seconds)
  }
}
