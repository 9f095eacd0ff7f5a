import SharedCore

/// Durable storage of lifecycle events waiting to be sent (an outbox over `OutboxStore`).
public protocol DPPPendingEventQueue: Sendable {
  /// Stores `event` unless an identical one (same idempotency key) is already pending.
  /// - Returns: `false` when it was already queued.
  @discardableResult
  func enqueue(_ event: PendingLifecycleEvent) async throws -> Bool
  /// Sends every due event (every pending one, when `ignoringBackoff`) in enqueue order, each
  /// with its idempotency key.
  func sync(ignoringBackoff: Bool) async throws -> OutboxDrainReport
  /// The events still waiting, oldest first.
  func pending() async throws -> [PendingLifecycleEvent]
}

extension DPPPendingEventQueue {
  /// Sends every due event in enqueue order.
  public func sync() async throws -> OutboxDrainReport {
    try await sync(ignoringBackoff: false)
  }
}
