import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Two devices edit the same account offline in a seeded random order — creates, updates, deletes,
/// references — through random disconnects and lost responses; once both sync, both stores equal
/// the in-memory server and every conflict is on record (``SyncConvergenceScenario``).
///
/// `Scripts/test` runs the seeds below; `SYNC_SOAK_SEEDS=<n>` (see `Scripts/soak-sync`) adds `n` more.
@Suite struct SyncConvergenceTests {
  static let seeds: [UInt64] = {
    let extra = ProcessInfo.processInfo.environment["SYNC_SOAK_SEEDS"].flatMap { UInt64($0) } ?? 0
    return [1, 2, 3, 4, 5] + (0..<extra).map { 1_000 + $0 }
  }()

  @Test(arguments: seeds)
  func devicesConvergeWithTheServer(seed: UInt64) async throws {
    let schema = try SyncConvergenceScenario.schema()
    let server = InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators)
    var devices: [SyncConvergenceScenario.Device] = []
    for _ in 0..<2 {
      let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
      let link = InterruptibleSyncRemote(server)
      devices.append(.init(store: store, engine: SyncEngine(store: store, remote: link, pageSize: 7), link: link))
    }

    let report = try await SyncConvergenceScenario(seed: seed, steps: 300).run(
      devices: devices,
      dropResponses: { await server.dropResponses($0) },
      serverRecords: { await server.liveRecords(of: $0).mapValues(\.fields) })

    #expect(report.differences.isEmpty, "\(report.differences)")
  }
}
