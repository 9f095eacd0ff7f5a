import Foundation

/// Durable storage for ``OutboxItem``s.
///
/// SharedPlatform provides `SQLiteOutbox`; SharedTesting an in-memory double. Every method that
/// changes an item must be durable when it returns, and implementations must be safe to call
/// from concurrent tasks.
public protocol OutboxStore: Sendable {
  /// Adds a pending item with a fresh id and idempotency key; it is durable when this returns.
  func enqueue(kind: String, payload: Data, owner: String?) async throws -> OutboxItem
  /// Adds a pending item unless an undelivered (pending or parked) item already carries
  /// `deduplicationKey`, as one atomic step: of concurrent calls with the same key, exactly one
  /// adds an item. Returns the new item, or `nil` for a duplicate. Once the earlier item is
  /// delivered, the key can be enqueued again.
  func enqueue(kind: String, payload: Data, deduplicationKey: String, owner: String?) async throws -> OutboxItem?
  /// Every item in `state`, in enqueue order.
  func items(in state: OutboxItem.State) async throws -> [OutboxItem]
  /// Marks the item delivered.
  func markDelivered(_ id: UUID) async throws
  /// Records a failed attempt: increments `attempts`, sets `lastError` and `nextAttemptAt`; stays pending.
  func recordFailure(_ id: UUID, error: String, nextAttemptAt: Date) async throws
  /// Records a permanent failure: increments `attempts`, sets `lastError`, parks the item as failed.
  func markFailed(_ id: UUID, error: String) async throws
  /// Puts a parked item back in the queue, keeping its idempotency key and history.
  func requeue(_ id: UUID, nextAttemptAt: Date) async throws
  /// Deletes delivered items; returns how many were deleted.
  @discardableResult
  func removeDelivered() async throws -> Int
}

extension OutboxStore {
  /// Adds a pending item that belongs to no user.
  public func enqueue(kind: String, payload: Data) async throws -> OutboxItem {
    try await enqueue(kind: kind, payload: payload, owner: nil)
  }

  /// Adds a pending item that belongs to no user, unless an undelivered item carries
  /// `deduplicationKey`.
  public func enqueue(kind: String, payload: Data, deduplicationKey: String) async throws -> OutboxItem? {
    try await enqueue(kind: kind, payload: payload, deduplicationKey: deduplicationKey, owner: nil)
  }
}
