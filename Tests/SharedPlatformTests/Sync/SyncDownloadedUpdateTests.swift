import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A newer version of a record the device already holds, downloaded, replaces it and reaches the
/// projections (it used to fail on the touch triggers, overridden by an upsert's conflict clause).
@Suite struct SyncDownloadedUpdateTests {
  @Test func aDownloadedNewerVersionReplacesTheRecordAndReachesTheProjection() async throws {
    let tests = SyncProjectionTests()
    let store = try tests.makeStore()
    try await store.apply(
      SyncChangesPage(
        changes: [SyncServerRecord(id: "pa_1", version: 1, fields: ["name": "One"])], nextCursor: "1", hasMore: false),
      of: "parties")
    try await store.apply(
      SyncChangesPage(
        changes: [
          SyncServerRecord(id: "pa_1", version: 2, fields: ["name": "One, renamed"]),
          SyncServerRecord(id: "pa_2", version: 1, fields: ["name": "Two"]),
        ], nextCursor: "3", hasMore: false),
      of: "parties")
    #expect(try await store.record("parties", id: "pa_1")?.fields["name"] == "One, renamed")
    #expect(try await store.record("parties", id: "pa_1")?.version == 2)
    #expect(
      try await tests.rows(store) == [
        .init(id: "pa_1", name: "One, renamed", status: "synced"), .init(id: "pa_2", name: "Two", status: "synced"),
      ])
  }
}
