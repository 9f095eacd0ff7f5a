import Foundation
import SharedCore

/// An `OutboxStore` in memory, for tests of code that enqueues or drains outbox items.
///
/// Not durable, by design; use `SQLiteOutbox` with a `TemporaryDatabase` to test durability.
public actor InMemoryOutboxStore: PrunableOutboxStore {
  /// Every item, in enqueue order, in any state.
  public private(set) var allItems: [OutboxItem] = []
  /// The deduplication key of each item enqueued with one.
  private var deduplicationKeys: [UUID: String] = [:]
  private let now: @Sendable () -> Date

  /// Creates an empty store; `now` stamps enqueued items.
  public init(now: @escaping @Sendable () -> Date = { Date() }) {
    self.now = now
  }

  /// Appends a pending item.
  public func enqueue(kind: String, payload: Data, owner: String?) -> OutboxItem {
    let item = OutboxItem(kind: kind, payload: payload, owner: owner, createdAt: now())
    allItems.append(item)
    return item
  }

  /// Appends a pending item unless an undelivered item carries `deduplicationKey`.
  public func enqueue(kind: String, payload: Data, deduplicationKey: String, owner: String?) -> OutboxItem? {
    let isDuplicate = allItems.contains { $0.state != .delivered && deduplicationKeys[$0.id] == deduplicationKey }
    guard !isDuplicate else { return nil }
    let item = enqueue(kind: kind, payload: payload, owner: owner)
    deduplicationKeys[item.id] = deduplicationKey
    return item
  }

  /// The items in `state`, in enqueue order.
  public func items(in state: OutboxItem.State) -> [OutboxItem] {
    allItems.filter { $0.state == state }
  }

  /// Marks the item delivered.
  public func markDelivered(_ id: UUID) {
    update(id) { $0.state = .delivered }
  }

  /// Records a failed attempt.
  public func recordFailure(_ id: UUID, error: String, nextAttemptAt: Date) {
    update(id) {
      $0.attempts += 1
      $0.lastError = error
      $0.nextAttemptAt = nextAttemptAt
    }
  }

  /// Parks the item as failed.
  public func markFailed(_ id: UUID, error: String) {
    update(id) {
      $0.attempts += 1
      $0.lastError = error
      $0.state = .failed
    }
  }

  /// Puts a parked item back in the queue at its original position (items in other states are
  /// left alone, as `SQLiteOutbox` does).
  public func requeue(_ id: UUID, nextAttemptAt: Date) {
    update(id) {
      guard $0.state == .failed else { return }
      $0.state = .pending
      $0.nextAttemptAt = nextAttemptAt
    }
  }

  /// Deletes delivered items.
  @discardableResult
  public func removeDelivered() -> Int {
    let before = allItems.count
    allItems.removeAll { $0.state == .delivered }
    deduplicationKeys = deduplicationKeys.filter { id, _ in allItems.contains { $0.id == id } }
    return before - allItems.count
  }

  /// Deletes the items with these ids, whatever their state.
  @discardableResult
  public func remove(_ ids: [UUID]) -> Int {
    let doomed = Set(ids)
    let before = allItems.count
    allItems.removeAll { doomed.contains($0.id) }
    for id in doomed { deduplicationKeys[id] = nil }
    return before - allItems.count
  }

  private func update(_ id: UUID, _ change: (inout OutboxItem) -> Void) {
    guard let index = allItems.firstIndex(where: { $0.id == id }) else { return }
    change(&allItems[index])
  }
}
