/// The server side of sync: create, update and delete one record, and list changes by cursor.
///
/// ``HTTPSyncRemote`` speaks the JSON contract over an `APIClient`; tests may substitute a fake.
/// Implementations sort every failure into ``SyncRemoteError`` so the engine can tell a conflict
/// and a refusal of the change apart from an outage, which is never treated as a refusal.
public protocol SyncRemote: Sendable {
  /// Creates a record; retries with the same `idempotencyKey` return the first answer.
  func create(
    _ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord

  /// Replaces a record's fields if the server still holds `version`.
  func update(
    _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord

  /// Deletes a record if the server still holds `version`; answers the tombstone.
  func delete(
    _ type: SyncRecordType, id: String, version: Int, idempotencyKey: String
  ) async throws(SyncRemoteError) -> SyncServerRecord

  /// The changes to `type`'s records after `cursor` (from the beginning when `nil`).
  func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
    -> SyncChangesPage

  /// The most mutations ``send(_:of:)`` takes at once; 1 when the server has no batch route.
  var maximumBatchSize: Int { get }

  /// Sends independent mutations of one type (different records, no references between them), each
  /// with its own idempotency key, and answers each in order.
  ///
  /// The answers may stop short: after an answer that is `.failed` (an outage), the rest were not
  /// learned and stay queued. The default sends them one by one.
  /// - Throws: ``SyncRemoteError/failed(_:)`` when no answer arrived at all.
  func send(_ mutations: [SyncMutation], of type: SyncRecordType) async throws(SyncRemoteError)
    -> [Result<SyncServerRecord, SyncRemoteError>]
}

extension SyncRemote {
  /// One at a time.
  public var maximumBatchSize: Int { 1 }

  /// Sends each mutation on its own: see ``sendOneByOne(_:of:)``.
  public func send(_ mutations: [SyncMutation], of type: SyncRecordType) async throws(SyncRemoteError)
    -> [Result<SyncServerRecord, SyncRemoteError>]
  {
    try await sendOneByOne(mutations, of: type)
  }

  /// Sends each mutation in its own request, in order, stopping after the first outage.
  /// - Throws: ``SyncRemoteError/failed(_:)`` when the first one meets an outage.
  public func sendOneByOne(_ mutations: [SyncMutation], of type: SyncRecordType) async throws(SyncRemoteError)
    -> [Result<SyncServerRecord, SyncRemoteError>]
  {
    var answers: [Result<SyncServerRecord, SyncRemoteError>] = []
    for mutation in mutations {
      do {
        answers.append(.success(try await send(mutation, of: type)))
      } catch .failed(let error) where answers.isEmpty {
        throw .failed(error)
      } catch {
        answers.append(.failure(error))
        if case .failed = error { break }
      }
    }
    return answers
  }

  /// Sends one mutation by its operation.
  public func send(_ mutation: SyncMutation, of type: SyncRecordType) async throws(SyncRemoteError)
    -> SyncServerRecord
  {
    let key = mutation.idempotencyKey
    switch mutation.operation {
    case .create:
      return try await create(type, fields: mutation.fields, idempotencyKey: key)
    case .update:
      return try await update(
        type, id: mutation.recordID, fields: mutation.fields, version: mutation.baseVersion ?? 0, idempotencyKey: key)
    case .delete:
      return try await delete(type, id: mutation.recordID, version: mutation.baseVersion ?? 0, idempotencyKey: key)
    }
  }
}
