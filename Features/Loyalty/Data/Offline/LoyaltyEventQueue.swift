import Foundation
import SharedCore

/// The durable queue of loyalty analytics records and device events, on SharedCore's outbox.
///
/// Every event is written to the outbox before it is sent, so neither going offline, a failed
/// send nor the app being killed loses it; an item is deleted only after the platform accepted
/// it. Delivery is at least once, and each event carries its own `Idempotency-Key` on every
/// attempt, so the platform records it once. Recording never waits for the network: a background
/// upload follows each record, and the host's `OutboxDrainer` drains the queue when
/// connectivity returns (``LoyaltyModule`` registers the `OutboxDrain` named ``drainName``).
///
/// The queue is bounded: when more than `maxQueuedAnalyticsEvents` analytics records wait, the
/// oldest are deleted unsent, counted (``droppedAnalyticsCount()``) and reported with a
/// ``LoyaltyAnalyticsDroppedEvent``. Device events are never dropped.
///
/// ```swift
/// let queue = try container.resolve(LoyaltyEventQueue.self)
/// let report = try await queue.drain(ignoringBackoff: true)   // after connectivity returned
/// ```
public actor LoyaltyEventQueue {
  /// The name of the `OutboxDrain` that delivers the queue.
  public static let drainName = "loyalty.events"
  /// The preference holding the last device-info payload the platform accepted.
  public static let lastDeviceInfoKey = "loyalty.deviceInfo.lastSent"
  /// The preference holding how many analytics records were dropped unsent.
  public static let droppedCountKey = "loyalty.analytics.dropped"
  /// The outbox kinds this queue owns.
  public static let outboxKinds = Set(LoyaltyQueuedEvent.Kind.allCases.map(\.outboxKind))

  private let store: any PrunableOutboxStore
  private let processor: OutboxProcessor
  private let preferences: any PreferencesStore
  private let bus: EventBus?
  private let now: @Sendable () -> Date
  /// The most analytics records kept waiting.
  public let maxQueuedAnalyticsEvents: Int
  private var pass: Task<OutboxDrainReport, any Error>?
  private var backgroundDrainQueued = false
  private var backgroundDrain: Task<Void, Never>?
  private var droppedInMemory = 0

  /// Creates the queue.
  /// - Parameters:
  ///   - api: Sends the events; give it no event bus or queue of its own, so sending an
  ///     analytics record records no analytics.
  ///   - store: The outbox the events wait in (shared with other features: this queue touches
  ///     only its own kinds).
  ///   - preferences: Keeps the drop count and the last accepted device-info payload.
  ///   - maxQueuedAnalyticsEvents: The bound on waiting analytics records (at least 1).
  ///   - bus: Receives ``LoyaltyAnalyticsDroppedEvent``s.
  ///   - backoff: The delays between failed deliveries.
  ///   - now: The clock.
  public init(
    api: LoyaltyAPI,
    store: any PrunableOutboxStore,
    preferences: any PreferencesStore,
    maxQueuedAnalyticsEvents: Int,
    bus: EventBus? = nil,
    backoff: OutboxBackoff = OutboxBackoff(),
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.store = store
    self.preferences = preferences
    self.bus = bus
    self.now = now
    self.maxQueuedAnalyticsEvents = max(1, maxQueuedAnalyticsEvents)
    processor = OutboxProcessor(store: store, backoff: backoff, now: now, kinds: Self.outboxKinds) { item in
      let event = try LoyaltyQueuedEvent.decode(item.payload)
      _ = try await api.perform(event.kind.route, parameters: event.body, idempotencyKey: event.idempotencyKey)
      if event.kind == .device, let data = event.body["data"] {
        // Only decides whether an unchanged payload is sent again; failing to record it costs one resend.
        try? await preferences.set(data, forKey: Self.lastDeviceInfoKey)
      }
    }
  }

  // MARK: - Recording

  /// Queues an analytics record and starts uploading it in the background. A record the store
  /// cannot take is counted as dropped, never lost silently.
  public func record(_ analytics: LoyaltyAnalyticsBusEvent) async {
    let event = LoyaltyQueuedEvent.analytics(analytics, idempotencyKey: UUID().uuidString, at: now())
    do {
      _ = try await store.enqueue(kind: event.kind.outboxKind, payload: try JSONEncoder().encode(event))
      try await enforceBound()
    } catch {
      await countDropped(1)
    }
    scheduleBackgroundDrain()
  }

  /// Queues a device-info body (`{"data": {…}}`) unless the same body is already waiting, then
  /// tries to deliver it at once.
  /// - Returns: Whether the platform has it now, or it waits in the outbox for connectivity.
  /// - Throws: ``WarplyError`` when the outbox cannot store it.
  @discardableResult
  public func sendDeviceInfo(_ body: [String: JSONValue]) async throws(WarplyError) -> LoyaltyEventDelivery {
    let event = LoyaltyQueuedEvent(kind: .device, body: body, idempotencyKey: UUID().uuidString, recordedAt: now())
    let content = JSONValue.object(body).serializedText()
    do {
      _ = try await store.enqueue(
        kind: event.kind.outboxKind, payload: try JSONEncoder().encode(event), deduplicationKey: "device:\(content)")
      _ = try await drain()
      let waiting = try await undelivered(.device).contains { item in
        (try? LoyaltyQueuedEvent.decode(item.payload).body) == body
      }
      return waiting ? .queued : .delivered
    } catch {
      throw WarplyError(AppError(error))
    }
  }

  // MARK: - Delivery

  /// Delivers the due events (every waiting one, when `ignoringBackoff`) in order per kind, then
  /// deletes the delivered ones. Passes do not overlap: a call waits for the running pass, then
  /// runs its own.
  /// - Throws: The outbox's storage errors, or `CancellationError`.
  @discardableResult
  public func drain(ignoringBackoff: Bool = false) async throws -> OutboxDrainReport {
    while let running = pass { _ = await running.result }
    let task = Task { try await self.runPass(ignoringBackoff: ignoringBackoff) }
    pass = task
    return try await task.value
  }

  /// Waits until the background upload started by the last ``record(_:)`` has finished.
  public func waitForBackgroundUpload() async {
    await backgroundDrain?.value
  }

  // MARK: - Inspection

  /// The events waiting (pending or parked after a permanent failure), oldest first.
  public func waitingEvents() async throws -> [LoyaltyQueuedEvent] {
    var events: [LoyaltyQueuedEvent] = []
    for kind in LoyaltyQueuedEvent.Kind.allCases {
      events += try await undelivered(kind).compactMap { try? LoyaltyQueuedEvent.decode($0.payload) }
    }
    return events.sorted { $0.recordedAt < $1.recordedAt }
  }

  /// How many waiting events of each kind there are (pending or parked).
  public func waitingCounts() async throws -> [LoyaltyQueuedEvent.Kind: Int] {
    var counts: [LoyaltyQueuedEvent.Kind: Int] = [:]
    for kind in LoyaltyQueuedEvent.Kind.allCases { counts[kind] = try await undelivered(kind).count }
    return counts
  }

  /// How many analytics records were dropped unsent because the queue was full.
  public func droppedAnalyticsCount() async -> Int {
    let stored = (try? await preferences.value(Int.self, forKey: Self.droppedCountKey)) ?? 0
    return max(stored, droppedInMemory)
  }

  // MARK: - Private

  private func runPass(ignoringBackoff: Bool) async throws -> OutboxDrainReport {
    defer { pass = nil }
    let report = try await processor.drain(ignoringBackoff: ignoringBackoff)
    // What the platform accepted: this pass's items and any an interrupted pass left delivered.
    let delivered = try await store.items(in: .delivered).filter { Self.outboxKinds.contains($0.kind) }
    try await store.remove(delivered.map(\.id))
    return report
  }

  private func scheduleBackgroundDrain() {
    guard !backgroundDrainQueued else { return }
    backgroundDrainQueued = true
    backgroundDrain = Task {
      await self.startBackgroundPass()
    }
  }

  private func startBackgroundPass() async {
    while let running = pass { _ = await running.result }
    backgroundDrainQueued = false
    // A store failure leaves the events queued for the next pass or connectivity change.
    _ = try? await drain()
  }

  private func undelivered(_ kind: LoyaltyQueuedEvent.Kind) async throws -> [OutboxItem] {
    let pending = try await store.items(in: .pending)
    let parked = try await store.items(in: .failed)
    return (pending + parked).filter { $0.kind == kind.outboxKind }.sorted { $0.createdAt < $1.createdAt }
  }

  private func enforceBound() async throws {
    let waiting = try await undelivered(.analytics)
    let excess = waiting.count - maxQueuedAnalyticsEvents
    guard excess > 0 else { return }
    let removed = try await store.remove(waiting.prefix(excess).map(\.id))
    await countDropped(removed)
  }

  private func countDropped(_ count: Int) async {
    guard count > 0 else { return }
    let total = await droppedAnalyticsCount() + count
    droppedInMemory = total
    try? await preferences.set(total, forKey: Self.droppedCountKey)
    bus?.post(LoyaltyAnalyticsDroppedEvent(dropped: count, totalDropped: total))
  }
}
