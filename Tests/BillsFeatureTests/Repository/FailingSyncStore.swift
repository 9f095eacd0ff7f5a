import Foundation
import SharedCore

/// A store that forwards to another and, when armed, fails the next local create of one record type:
/// the crash window between two postings, replayed in a test.
final class FailingSyncStore: SyncStore {
  struct Crash: Error, Equatable {}

  let base: any SyncStore
  private let armed = LockedValue<[String: Int]>([:])

  init(_ base: any SyncStore) { self.base = base }

  var schema: SyncSchema { base.schema }
  var writeLocks: WriteLocks { base.writeLocks }

  /// Makes the `after`-th next create of `type` (0: the very next) fail, and every later one until
  /// ``disarm()``.
  func failCreates(of type: String, after: Int = 0) { armed.withLock { $0[type] = after } }

  /// Lets every write through again.
  func disarm() { armed.withLock { $0 = [:] } }

  private func check(_ type: String) throws {
    let fail = armed.withLock { state -> Bool in
      guard let remaining = state[type] else { return false }
      if remaining > 0 {
        state[type] = remaining - 1
        return false
      }
      return true
    }
    if fail { throw Crash() }
  }

  func create(_ type: String, fields: [String: JSONValue]) async throws -> SyncRecord {
    try check(type)
    return try await base.create(type, fields: fields)
  }
  func update(_ type: String, id: String, fields: [String: JSONValue]) async throws -> SyncRecord {
    try await base.update(type, id: id, fields: fields)
  }
  func delete(_ type: String, id: String) async throws { try await base.delete(type, id: id) }
  func commit(_ writes: [SyncLocalWrite]) async throws -> [SyncRecord?] {
    for write in writes where write.isCreate { try check(write.type) }
    return try await base.commit(writes)
  }
  func record(_ type: String, id: String) async throws -> SyncRecord? { try await base.record(type, id: id) }
  func records(of type: String) async throws -> [SyncRecord] { try await base.records(of: type) }
  func search(_ type: String, text: String) async throws -> [SyncRecord] { try await base.search(type, text: text) }
  func conflicts() async throws -> [SyncConflict] { try await base.conflicts() }
  func resolveConflict(_ id: UUID) async throws { try await base.resolveConflict(id) }
  func rejectedMutations() async throws -> [SyncMutation] { try await base.rejectedMutations() }
  func resubmitRejected(_ type: String, id: String) async throws { try await base.resubmitRejected(type, id: id) }
  func discardRejected(_ type: String, id: String) async throws { try await base.discardRejected(type, id: id) }
  func fold(_ type: String, id: String, into targetID: String) async throws {
    try await base.fold(type, id: id, into: targetID)
  }
  func pendingMutations() async throws -> [SyncMutation] { try await base.pendingMutations() }
  func markAttempted(_ mutation: SyncMutation) async throws -> SyncMutation? {
    try await base.markAttempted(mutation)
  }
  func markAttempted(_ mutations: [SyncMutation]) async throws -> [SyncMutation] {
    try await base.markAttempted(mutations)
  }
  func acknowledge(_ mutation: SyncMutation, with record: SyncServerRecord) async throws {
    try await base.acknowledge(mutation, with: record)
  }
  @discardableResult
  func resolveConflict(_ mutation: SyncMutation, current: SyncServerRecord) async throws -> SyncConflictOutcome {
    try await base.resolveConflict(mutation, current: current)
  }
  func reject(_ mutation: SyncMutation, _ rejection: SyncRejection) async throws {
    try await base.reject(mutation, rejection)
  }
  func cursor(for type: String) async throws -> String? { try await base.cursor(for: type) }
  func apply(_ page: SyncChangesPage, of type: String) async throws { try await base.apply(page, of: type) }
  func restartDownload(of type: String) async throws { try await base.restartDownload(of: type) }
  func finishDownload(of type: String) async throws -> Int { try await base.finishDownload(of: type) }
  func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    try await base.read(body)
  }

  func committedChanges() -> AsyncStream<Set<String>> { base.committedChanges() }
}
