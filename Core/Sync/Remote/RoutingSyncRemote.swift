/// Sends each record type to its own remote: the way features on different backends share one
/// sync engine.
public struct RoutingSyncRemote: SyncRemote {
  private let routes: [String: any SyncRemote]

  /// Creates a router from record type names to the remotes that serve them.
  public init(routes: [String: any SyncRemote]) {
    self.routes = routes
  }

  /// Creates the record on its type's remote.
  public func create(
    _ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    try await remote(for: type).create(type, fields: fields, idempotencyKey: idempotencyKey)
  }

  /// Updates the record on its type's remote.
  public func update(
    _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    try await remote(for: type).update(type, id: id, fields: fields, version: version, idempotencyKey: idempotencyKey)
  }

  /// Deletes the record on its type's remote.
  public func delete(
    _ type: SyncRecordType, id: String, version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord {
    try await remote(for: type).delete(type, id: id, version: version, idempotencyKey: idempotencyKey)
  }

  /// Lists the type's changes from its remote.
  public func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
    -> SyncChangesPage
  {
    try await remote(for: type).changes(type, since: cursor, limit: limit)
  }

  /// The largest batch any route takes; ``send(_:of:)`` splits a batch for a route that takes fewer.
  public var maximumBatchSize: Int { routes.values.map(\.maximumBatchSize).max() ?? 1 }

  /// Sends the mutations through their type's remote, in batches no larger than it takes (a route
  /// with a batch size of 1 gets every mutation on its own). The answers stop short where a batch's
  /// answers stop short or a batch after the first fails as a whole: its mutations and the rest stay
  /// queued for the next pass, which sends them first and handles that failure.
  public func send(_ mutations: [SyncMutation], of type: SyncRecordType) async throws(SyncRemoteError)
    -> [Result<SyncServerRecord, SyncRemoteError>]
  {
    let remote = try remote(for: type)
    let size = max(1, remote.maximumBatchSize)
    guard mutations.count > size else { return try await remote.send(mutations, of: type) }
    var answers: [Result<SyncServerRecord, SyncRemoteError>] = []
    for start in stride(from: 0, to: mutations.count, by: size) {
      let batch = Array(mutations[start..<min(start + size, mutations.count)])
      let batchAnswers: [Result<SyncServerRecord, SyncRemoteError>]
      do {
        batchAnswers = try await remote.send(batch, of: type)
      } catch {
        guard !answers.isEmpty else { throw error }
        return answers
      }
      answers += batchAnswers
      guard batchAnswers.count == batch.count else { return answers }
    }
    return answers
  }

  /// The type's remote; a type no route names is a composition mistake, never an outage to retry.
  private func remote(for type: SyncRecordType) throws(SyncRemoteError) -> any SyncRemote {
    guard let remote = routes[type.name] else {
      throw .failed(.local(.init(.composition, reason: "no sync remote serves record type '\(type.name)'")))
    }
    return remote
  }
}
