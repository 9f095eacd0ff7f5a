import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The convergence scenario over real HTTP (``SyncConvergenceScenario``): two devices signed in to
/// one account on the reference server edit offline in a seeded random order, through disconnects
/// and responses the server drops after doing the work. Once both sync, both stores equal the
/// server's records and every conflict is on record.
///
/// `Scripts/test` runs the seeds below (a few seconds each); `SYNC_SOAK_SEEDS=<n>` adds `n` more.
@Suite struct SyncHTTPConvergenceTests {
  static let seeds: [UInt64] = {
    let extra = ProcessInfo.processInfo.environment["SYNC_SOAK_SEEDS"].flatMap { UInt64($0) } ?? 0
    return [11, 12] + (0..<extra).map { 2_000 + $0 }
  }()
  private static let collections = [
    "parties": "sync-parties", "products": "sync-products", "invoices": "sync-invoices",
  ]

  @Test(arguments: seeds)
  func devicesConvergeWithTheServerOverHTTP(seed: UInt64) async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let account = "shop-\(seed)"
    let schema = try SyncConvergenceScenario.schema()
    var devices: [SyncConvergenceScenario.Device] = []
    for _ in 0..<2 {
      let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
      let link = InterruptibleSyncRemote(try await server.syncRemote(username: account))
      devices.append(.init(store: store, engine: SyncEngine(store: store, remote: link, pageSize: 7), link: link))
    }

    let report = try await SyncConvergenceScenario(seed: seed, steps: 150).run(
      devices: devices,
      dropResponses: { count in
        if count == 0 {
          try await server.clearFaults()
        } else {
          _ = try await server.addFault(.init(pathPrefix: "/v1/sync/", dropResponse: true, times: count))
        }
      },
      serverRecords: { type in
        let records = try await server.syncRecords(Self.collections[type] ?? type, account: account)
        return Dictionary(uniqueKeysWithValues: records.filter { !$0.deleted }.map { ($0.id, $0.fields) })
      })

    #expect(report.differences.isEmpty, "\(report.differences)")
  }
}
