import SharedCore

/// A device's connection to a sync server that a test can cut: while ``isOffline`` is set every
/// call fails with `AppError.network(.offline)` before reaching the server.
///
/// ```swift
/// let link = InterruptibleSyncRemote(try await server.syncRemote(username: "shop"))
/// link.isOffline = true   // the next sync fails as offline; nothing is refused
/// ```
public final class InterruptibleSyncRemote: SyncRemote {
  private let base: any SyncRemote
  private let offline = LockedValue(false)

  /// Wraps `base`, initially connected.
  public init(_ base: any SyncRemote) {
    self.base = base
  }

  /// Whether calls fail as offline.
  public var isOffline: Bool {
    get { offline.withLock { $0 } }
    set { offline.withLock { $0 = newValue } }
  }

  private func check() throws(SyncRemoteError) {
    if isOffline { throw .failed(.network(.offline)) }
  }

  /// Forwards a create unless cut.
  public func create(_ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String)
    async throws(SyncRemoteError) -> SyncServerRecord
  {
    try check()
    return try await base.create(type, fields: fields, idempotencyKey: idempotencyKey)
  }

  /// Forwards an update unless cut.
  public func update(
    _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    try check()
    return try await base.update(type, id: id, fields: fields, version: version, idempotencyKey: idempotencyKey)
  }

  /// Forwards a delete unless cut.
  public func delete(_ type: SyncRecordType, id: String, version: Int, idempotencyKey: String)
    async throws(SyncRemoteError) -> SyncServerRecord
  {
    try check()
    return try await base.delete(type, id: id, version: version, idempotencyKey: idempotencyKey)
  }

  /// Forwards a changes request unless cut.
  public func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
    -> SyncChangesPage
  {
    try check()
    return try await base.changes(type, since: cursor, limit: limit)
  }
}
