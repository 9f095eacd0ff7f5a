import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Failures that are not in the sync contract's words: one change the server turns down with
/// another status, the account, and outages the server or this device report.
@Suite struct SyncEngineFailureTests {
  /// The server, except that creates carrying a `huge` field fail with `failure`, and so does every
  /// batch request of more than one mutation when `failsBatches` is set.
  struct FailingRemote: ForwardingSyncRemote {
    let base: InMemorySyncServer
    let failure: AppError
    var maximumBatchSize = 1
    var failsBatches = false

    func create(_ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String)
      async throws(SyncRemoteError) -> SyncServerRecord
    {
      if fields["huge"] != nil { throw .failed(failure) }
      return try await base.create(type, fields: fields, idempotencyKey: idempotencyKey)
    }

    func send(_ mutations: [SyncMutation], of type: SyncRecordType) async throws(SyncRemoteError)
      -> [Result<SyncServerRecord, SyncRemoteError>]
    {
      if failsBatches, mutations.count > 1 { throw .failed(failure) }
      return try await sendOneByOne(mutations, of: type)
    }
  }

  private static let tooLarge = AppError.server(
    status: 413, code: nil, message: "Payload Too Large", correlationID: nil)

  /// Another device's party on the server; locally an unsendable product queued before a good one.
  private func setUp(_ remote: (InMemorySyncServer) -> FailingRemote) async throws
    -> (server: InMemorySyncServer, store: SQLiteSyncStore, engine: SyncEngine)
  {
    let schema = try SyncSchema.testSchema()
    let server = InMemorySyncServer(schema: schema)
    await server.put("parties", fields: ["name": "From another device"])
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
    let engine = SyncEngine(store: store, remote: remote(server))
    _ = try await store.create("products", fields: ["name": "Catalogue", "huge": true])
    _ = try await store.create("products", fields: ["name": "Rice"])
    return (server, store, engine)
  }

  @Test func aChangeTheServerTurnsDownWithA413IsParkedAndTheRestStillSync() async throws {
    let (server, store, engine) = try await setUp { FailingRemote(base: $0, failure: Self.tooLarge) }

    let report = try await engine.sync()

    #expect((report.uploaded, report.rejected) == (1, 1))
    #expect(await server.liveRecords(of: "products").values.map(\.fields["name"]) == ["Rice"])
    #expect(try await store.records(of: "parties").map(\.fields["name"]) == ["From another device"])
    let refused = try #require(try await store.rejectedMutations().first)
    #expect(refused.fields["name"] == "Catalogue")
    #expect(refused.rejection == SyncRejection(code: "HTTP_413", message: "Payload Too Large"))
    #expect(try await store.pendingMutations().isEmpty)
    #expect(await engine.status == .idle, "a refused change is not a failed run")
  }

  @Test func aBatchTurnedDownAsAWholeIsSentOneByOne() async throws {
    let (server, store, engine) = try await setUp {
      FailingRemote(base: $0, failure: Self.tooLarge, maximumBatchSize: 10, failsBatches: true)
    }

    let report = try await engine.sync()

    #expect((report.uploaded, report.rejected) == (1, 1))
    #expect(await server.liveRecords(of: "products").values.map(\.fields["name"]) == ["Rice"])
    #expect(try await store.rejectedMutations().map(\.fields["name"]) == ["Catalogue"])
  }

  @Test(arguments: [AppError.unauthorized, .forbidden])
  func anAccountFailureEndsTheUploadButTheDownloadStillRuns(_ failure: AppError) async throws {
    let (server, store, engine) = try await setUp { FailingRemote(base: $0, failure: failure) }

    await #expect(throws: failure) { try await engine.sync() }

    #expect(await engine.status == .failed(failure))
    #expect(try await store.rejectedMutations().isEmpty, "the account's failure is not the change's")
    #expect(try await store.pendingMutations().count == 2)
    #expect(await server.liveRecords(of: "products").isEmpty)
    #expect(try await store.records(of: "parties").map(\.fields["name"]) == ["From another device"])
  }

  @Test(arguments: [
    AppError.server(status: 503, code: nil, message: nil, correlationID: nil),
    .rateLimited(retryAfter: .seconds(30)),
    .temporarilyUnavailable(retryAfter: nil),
    .network(.timeout),
  ])
  func anOutageOfAnyKindShowsAsOfflineAndRefusesNothing(_ failure: AppError) async throws {
    let (_, store, engine) = try await setUp { FailingRemote(base: $0, failure: failure) }

    await #expect(throws: failure) { try await engine.sync() }

    #expect(await engine.status == .offline)
    #expect(try await store.rejectedMutations().isEmpty)
    #expect(try await store.pendingMutations().count == 2)
  }
}
