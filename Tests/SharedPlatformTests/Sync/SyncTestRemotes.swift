import Foundation
import SharedCore
import SharedTesting

/// Opens once; `wait()` suspends until then. `untilEntered()` returns once someone waits.
actor SyncTestGate {
  private var isOpen = false
  private var hasWaiter = false
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var watchers: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    hasWaiter = true
    for watcher in watchers { watcher.resume() }
    watchers = []
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }

  func untilEntered() async {
    if hasWaiter { return }
    await withCheckedContinuation { watchers.append($0) }
  }
}

/// The server, except that batches of `heldType` wait at the gate (a slow request in flight),
/// and the first batch of `droppedType` reaches the server but its answer is lost.
struct HeldSyncRemote: ForwardingSyncRemote {
  let base: InMemorySyncServer
  let gate: SyncTestGate
  let heldType: String
  let droppedType: String?
  private let dropped = LockedValue(false)

  init(base: InMemorySyncServer, gate: SyncTestGate, heldType: String = "parties", droppedType: String? = nil) {
    self.base = base
    self.gate = gate
    self.heldType = heldType
    self.droppedType = droppedType
  }

  func send(_ mutations: [SyncMutation], of type: SyncRecordType) async throws(SyncRemoteError)
    -> [Result<SyncServerRecord, SyncRemoteError>]
  {
    if type.name == heldType { await gate.wait() }
    let answers = try await base.send(mutations, of: type)
    if type.name == droppedType,
      !dropped.withLock({ was in
        defer { was = true }; return was
      })
    {
      throw .failed(.network(.connectionLost))
    }
    return answers
  }
}

/// A test remote that passes every call it does not change to the in-memory server.
protocol ForwardingSyncRemote: SyncRemote {
  var base: InMemorySyncServer { get }
}

extension ForwardingSyncRemote {
  func create(_ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String)
    async throws(SyncRemoteError) -> SyncServerRecord
  { try await base.create(type, fields: fields, idempotencyKey: idempotencyKey) }

  func update(
    _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    try await base.update(type, id: id, fields: fields, version: version, idempotencyKey: idempotencyKey)
  }

  func delete(_ type: SyncRecordType, id: String, version: Int, idempotencyKey: String)
    async throws(SyncRemoteError) -> SyncServerRecord
  { try await base.delete(type, id: id, version: version, idempotencyKey: idempotencyKey) }

  func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
    -> SyncChangesPage
  { try await base.changes(type, since: cursor, limit: limit) }
}
