import Foundation
import SharedCore

/// ``DPPPendingEventQueue`` over the durable `OutboxStore`: events wait as outbox items of kind
/// ``PendingLifecycleEvent/kind`` and ``sync()`` delivers them through an `OutboxProcessor`
/// (enqueue order, backoff, parking of permanent failures).
///
/// Each item's payload is the JSON of its ``PendingLifecycleEvent``, so delivery sends the event's
/// own content-derived `Idempotency-Key` (not the outbox's random one): the same event queued
/// twice, or delivered twice after a crash, is recorded once. That key is also the outbox item's
/// deduplication key, so the store checks for a queued duplicate and enqueues in one atomic step.
///
/// Each event belongs to the user signed in when it was recorded (`owner`, the TraceWise token's
/// subject in `DPPModule`): it is sent only while that user is signed in, never with the next
/// user's token after a logout.
public actor DPPOutboxEventQueue: DPPPendingEventQueue {
  private let store: any OutboxStore
  private let processor: OutboxProcessor
  private let owner: @Sendable () async throws -> String?

  /// Creates the queue.
  /// - Parameters:
  ///   - store: The durable outbox the events wait in.
  ///   - events: Delivers each event.
  ///   - backoff: The delays between failed deliveries.
  ///   - now: The clock (injectable for tests).
  ///   - owner: The signed-in user, recorded with each event and required at delivery; `nil`
  ///     (the default) leaves events unowned.
  public init(
    store: any OutboxStore,
    events: any DPPEventRepository,
    backoff: OutboxBackoff = OutboxBackoff(),
    now: @escaping @Sendable () -> Date = { Date() },
    owner: @escaping @Sendable () async throws -> String? = { nil }
  ) {
    self.store = store
    self.owner = owner
    // The outbox is shared with other features: this queue drains only its own kind.
    processor = OutboxProcessor(
      store: store, backoff: backoff, now: now, currentOwner: owner, kinds: [PendingLifecycleEvent.kind]
    ) { item in
      let (pending, event) = try Self.decode(item.payload)
      _ = try await events.add(event, idempotencyKey: pending.idempotencyKey)
    }
  }

  /// Stores `event` unless one with the same idempotency key is already queued (pending or
  /// parked); returns whether it was stored.
  @discardableResult
  public func enqueue(_ event: PendingLifecycleEvent) async throws -> Bool {
    let item = try await store.enqueue(
      kind: PendingLifecycleEvent.kind,
      payload: try JSONEncoder().encode(event),
      deduplicationKey: event.idempotencyKey,
      owner: try await owner()
    )
    return item != nil
  }

  /// Delivers the due events (every pending one, when `ignoringBackoff`) in enqueue order.
  public func sync(ignoringBackoff: Bool) async throws -> OutboxDrainReport {
    try await processor.drain(ignoringBackoff: ignoringBackoff)
  }

  /// The pending events, oldest first (items that cannot be decoded are skipped).
  public func pending() async throws -> [PendingLifecycleEvent] {
    try await store.items(in: .pending)
      .filter { $0.kind == PendingLifecycleEvent.kind }
      .compactMap { try? Self.decode($0.payload).0 }
  }

  /// A corrupt payload is a permanent failure: the processor parks it instead of retrying forever.
  /// The queued item and the event it holds; either unreadable is a decoding error, which parks the
  /// item instead of retrying it forever ahead of the events behind it.
  private static func decode(_ payload: Data) throws -> (PendingLifecycleEvent, LifecycleEvent) {
    do {
      let pending = try JSONDecoder().decode(PendingLifecycleEvent.self, from: payload)
      return (pending, try pending.event())
    } catch {
      throw AppError.decoding(path: "outbox.payload", reason: "\(error)")
    }
  }
}
