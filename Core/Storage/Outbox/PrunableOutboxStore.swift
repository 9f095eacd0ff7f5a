import Foundation

/// An ``OutboxStore`` that can also delete chosen items, whatever their state.
///
/// For a queue that keeps itself bounded (it drops its own oldest, least valuable items when
/// full) or that deletes its own delivered items without purging other features' items in the
/// same store. SharedPlatform's `SQLiteOutbox` and SharedTesting's in-memory store conform.
public protocol PrunableOutboxStore: OutboxStore {
  /// Deletes the items with these ids; ids that are not stored are ignored. Durable when it returns.
  /// - Returns: How many items were deleted.
  @discardableResult
  func remove(_ ids: [UUID]) async throws -> Int
}
