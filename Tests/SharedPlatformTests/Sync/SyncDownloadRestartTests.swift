import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Only the server's refusal of a cursor starts a download over, and that full download removes the
/// records the server no longer has; any other failure keeps the cursor. A page larger than asked
/// for is refused.
@Suite struct SyncDownloadRestartTests {
  private struct Device {
    let server: InMemorySyncServer
    let store: SQLiteSyncStore
    let engine: SyncEngine

    init(pageSize: Int = 500, remote: (InMemorySyncServer) -> any SyncRemote = { $0 }) async throws {
      let schema = try SyncSchema.testSchema()
      server = InMemorySyncServer(schema: schema)
      store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
      engine = SyncEngine(store: store, remote: remote(server), pageSize: pageSize)
    }
  }

  /// Answers the next `changes` with `failure` once, when one is set, and otherwise as the server does.
  private struct FlakyListing: ForwardingSyncRemote {
    let base: InMemorySyncServer
    let failure: LockedValue<SyncRemoteError?>

    func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
      -> SyncChangesPage
    {
      if let error = failure.withLock({ value in
        defer { value = nil }; return value
      }) {
        throw error
      }
      return try await base.changes(type, since: cursor, limit: limit)
    }
  }

  /// Answers every `changes` with one record more than asked for.
  private struct OversizedPages: ForwardingSyncRemote {
    let base: InMemorySyncServer

    func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
      -> SyncChangesPage
    {
      let records = (0...limit).map { SyncServerRecord(id: "x\($0)", version: 1, fields: ["name": "X"]) }
      return SyncChangesPage(changes: records, nextCursor: "end", hasMore: false)
    }
  }

  @Test func aRefusedCursorStartsOverAndRemovesWhatTheServerNoLongerHas() async throws {
    let device = try await Device(pageSize: 2)
    let kept = await device.server.put("products", fields: ["name": "Rice"])
    let purged = await device.server.put("products", fields: ["name": "Dal"])
    let edited = await device.server.put("products", fields: ["name": "Salt"])
    try await device.engine.sync()
    #expect(try await device.store.records(of: "products").count == 3)
    // A local edit is queued for one record the server is about to lose: it is kept for upload.
    _ = try await device.store.update("products", id: edited.id, fields: ["name": "Rock salt"])

    await device.server.forgetHistory(purging: [purged.id, edited.id], of: "products")
    let report = try await device.engine.sync()

    #expect(report.removed == 1)
    let ids = Set(try await device.store.records(of: "products").map(\.id))
    #expect(ids.contains(kept.id))
    #expect(!ids.contains(purged.id))
    // The edit went up first: the server refused it (the record is gone), so it is parked, not lost.
    #expect(ids.contains(edited.id))
    #expect(try await device.store.rejectedMutations().map(\.recordID) == [edited.id])
    try await device.engine.sync()
    #expect(try await device.store.records(of: "products").count == 2, "a later run removes nothing more")
  }

  @Test func aDownloadInterruptedAfterARestartStillSweepsWhenItCompletes() async throws {
    let device = try await Device(pageSize: 1)
    for name in ["A", "B", "C"] { await device.server.put("products", fields: ["name": .string(name)]) }
    let purged = await device.server.put("products", fields: ["name": "Gone"])
    try await device.engine.sync()
    await device.server.forgetHistory(purging: [purged.id], of: "products")

    try await device.store.restartDownload(of: "products")
    // One page arrives, then the process dies: the cursor is kept, the sweep is still owed.
    let first = try await device.server.changes(.testProducts(), since: nil, limit: 1)
    try await device.store.apply(first, of: "products")
    #expect(try await device.store.records(of: "products").count == 4)

    let report = try await device.engine.sync()
    #expect(report.removed == 1)
    #expect(
      try await device.store.records(of: "products").compactMap { $0.fields["name"]?.stringValue }.sorted() == [
        "A", "B", "C",
      ])
  }

  @Test(arguments: [
    SyncRemoteError.failed(.notFound), .failed(.server(status: 502, code: nil, message: nil, correlationID: nil)),
    .rejected(SyncRejection(code: "NOT_FOUND", message: "No route")),
  ])
  func anyOtherFailureKeepsTheCursor(_ failure: SyncRemoteError) async throws {
    let flaky = LockedValue<SyncRemoteError?>(nil)
    let device = try await Device { FlakyListing(base: $0, failure: flaky) }
    await device.server.put("products", fields: ["name": "Rice"])
    try await device.engine.sync()
    let cursor = try #require(try await device.store.cursor(for: "products"))

    // Failing once: a run that took it for a refused cursor would start over and succeed.
    flaky.withLock { $0 = failure }
    await #expect(throws: (any Error).self) { try await device.engine.sync() }
    #expect(try await device.store.cursor(for: "products") == cursor)

    await device.server.put("products", fields: ["name": "Dal"])
    let report = try await device.engine.sync()
    #expect((report.downloaded, report.removed) == (1, 0), "picked up where it was, nothing re-downloaded")
  }

  @Test func aPageLargerThanAskedForIsRefused() async throws {
    let device = try await Device(pageSize: 3) { OversizedPages(base: $0) }
    await #expect(throws: AppError.decoding(path: "changes", reason: "4 changes in a page of at most 3")) {
      try await device.engine.sync()
    }
    #expect(try await device.store.records(of: "products").isEmpty)
    #expect(try await device.store.cursor(for: "products") == nil)
  }
}
