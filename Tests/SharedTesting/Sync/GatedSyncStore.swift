import Foundation
import SharedCore

/// A store that forwards to another and, while its gate is closed, holds every local write
/// (``create(_:fields:)``, ``update(_:id:fields:)``, ``delete(_:id:)``, ``commit(_:)``) until the
/// test opens it: the tool for proving what a writer holds while it writes (a lock, say) and what
/// others may do meanwhile, without timing anything.
///
/// ```swift
/// let gated = GatedSyncStore(store)
/// gated.closeGate()
/// let sale = Task { try await catalog(over: gated).adjustStock(tea, sale) }
/// await gated.waitForHeldWrites(1)   // the sale holds the store's stock lock, mid-write
/// // … prove what another writer can or cannot do now …
/// gated.openGate()
/// _ = try await sale.value
/// ```
///
/// Its ``writeLocks`` are the wrapped store's, as a store over another store's data must share them.
public final class GatedSyncStore: SyncStore {
  /// The store every call is forwarded to.
  public let base: any SyncStore
  private let gate = LockedValue(Gate())

  private struct Gate {
    var isClosed = false
    var arrivals = 0
    var held: [CheckedContinuation<Void, Never>] = []
  }

  /// A store over `base` with its gate open.
  public init(_ base: any SyncStore) { self.base = base }

  /// The wrapped store's record types.
  public var schema: SyncSchema { base.schema }
  /// The wrapped store's write locks.
  public var writeLocks: WriteLocks { base.writeLocks }

  /// Holds every local write from now on, before it reaches the wrapped store.
  public func closeGate() { gate.withLock { $0.isClosed = true } }

  /// Lets the held writes, and every later one, through.
  public func openGate() {
    let held = gate.withLock { gate in
      gate.isClosed = false
      defer { gate.held = [] }
      return gate.held
    }
    for write in held { write.resume() }
  }

  /// How many writes have reached the closed gate so far (held now or let through since).
  public var heldWriteCount: Int { gate.withLock { $0.arrivals } }

  /// Waits (yielding) until `count` writes have reached the closed gate.
  public func waitForHeldWrites(_ count: Int) async {
    while heldWriteCount < count { await Task.yield() }
  }

  /// Suspends while the gate is closed (cancellation does not end the wait: open the gate).
  private func pass() async {
    await withCheckedContinuation { (write: CheckedContinuation<Void, Never>) in
      let isHeld = gate.withLock { gate in
        guard gate.isClosed else { return false }
        gate.arrivals += 1
        gate.held.append(write)
        return true
      }
      if !isHeld { write.resume() }
    }
  }

  /// Forwards after the gate.
  public func create(_ type: String, fields: [String: JSONValue]) async throws -> SyncRecord {
    await pass()
    return try await base.create(type, fields: fields)
  }
  /// Forwards after the gate.
  public func update(_ type: String, id: String, fields: [String: JSONValue]) async throws -> SyncRecord {
    await pass()
    return try await base.update(type, id: id, fields: fields)
  }
  /// Forwards after the gate.
  public func delete(_ type: String, id: String) async throws {
    await pass()
    try await base.delete(type, id: id)
  }
  /// Forwards after the gate.
  public func commit(_ writes: [SyncLocalWrite]) async throws -> [SyncRecord?] {
    await pass()
    return try await base.commit(writes)
  }
  /// Forwards.
  public func record(_ type: String, id: String) async throws -> SyncRecord? { try await base.record(type, id: id) }
  /// Forwards.
  public func records(of type: String) async throws -> [SyncRecord] { try await base.records(of: type) }
  /// Forwards.
  public func search(_ type: String, text: String) async throws -> [SyncRecord] {
    try await base.search(type, text: text)
  }
  /// Forwards.
  public func conflicts() async throws -> [SyncConflict] { try await base.conflicts() }
  /// Forwards.
  public func resolveConflict(_ id: UUID) async throws { try await base.resolveConflict(id) }
  /// Forwards.
  public func rejectedMutations() async throws -> [SyncMutation] { try await base.rejectedMutations() }
  /// Forwards.
  public func resubmitRejected(_ type: String, id: String) async throws {
    try await base.resubmitRejected(type, id: id)
  }
  /// Forwards.
  public func discardRejected(_ type: String, id: String) async throws { try await base.discardRejected(type, id: id) }
  /// Forwards.
  public func pendingMutations() async throws -> [SyncMutation] { try await base.pendingMutations() }
  /// Forwards.
  @discardableResult
  public func markAttempted(_ mutation: SyncMutation) async throws -> SyncMutation? {
    try await base.markAttempted(mutation)
  }
  /// Forwards.
  public func markAttempted(_ mutations: [SyncMutation]) async throws -> [SyncMutation] {
    try await base.markAttempted(mutations)
  }
  /// Forwards.
  public func acknowledge(_ mutation: SyncMutation, with record: SyncServerRecord) async throws {
    try await base.acknowledge(mutation, with: record)
  }
  /// Forwards.
  public func acknowledge(_ answers: [(mutation: SyncMutation, record: SyncServerRecord)]) async throws {
    try await base.acknowledge(answers)
  }
  /// Forwards.
  @discardableResult
  public func resolveConflict(_ mutation: SyncMutation, current: SyncServerRecord) async throws
    -> SyncConflictOutcome
  {
    try await base.resolveConflict(mutation, current: current)
  }
  /// Forwards.
  public func reject(_ mutation: SyncMutation, _ rejection: SyncRejection) async throws {
    try await base.reject(mutation, rejection)
  }
  /// Forwards, once the gate lets local writes through.
  public func fold(_ type: String, id: String, into targetID: String) async throws {
    await pass()
    try await base.fold(type, id: id, into: targetID)
  }
  /// Forwards.
  public func cursor(for type: String) async throws -> String? { try await base.cursor(for: type) }
  /// Forwards.
  public func apply(_ page: SyncChangesPage, of type: String) async throws { try await base.apply(page, of: type) }
  /// Forwards.
  public func restartDownload(of type: String) async throws { try await base.restartDownload(of: type) }
  /// Forwards.
  public func finishDownload(of type: String) async throws -> Int { try await base.finishDownload(of: type) }
  /// Forwards.
  public func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T {
    try await base.read(body)
  }

  /// The base store's committed changes.
  public func committedChanges() -> AsyncStream<Set<String>> { base.committedChanges() }
}
