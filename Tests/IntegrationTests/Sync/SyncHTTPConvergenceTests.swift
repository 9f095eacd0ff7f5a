import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The convergence scenario over real HTTP: two devices signed in to one account on the reference
/// server edit offline in a seeded random order — creates, updates, deletes, references — through
/// disconnects and responses the server drops after doing the work. Once both sync, both stores
/// equal the server's records and every conflict is on record.
///
/// `Scripts/test` runs the seeds below (a few seconds each); `SYNC_SOAK_SEEDS=<n>` adds `n` more.
@Suite struct SyncHTTPConvergenceTests {
  static let seeds: [UInt64] = {
    let extra = ProcessInfo.processInfo.environment["SYNC_SOAK_SEEDS"].flatMap { UInt64($0) } ?? 0
    return [11, 12] + (0..<extra).map { 2_000 + $0 }
  }()
  private static let steps = 150
  private static let collections = [
    "parties": "sync-parties", "products": "sync-products", "invoices": "sync-invoices",
  ]

  /// A device's connection to the server that the scenario can cut.
  private struct CuttableRemote: SyncRemote {
    let base: any SyncRemote
    let isOffline = LockedValue(false)

    private func check() throws(SyncRemoteError) {
      if isOffline.withLock({ $0 }) { throw .failed(.network(.offline)) }
    }

    func create(_ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String)
      async throws(SyncRemoteError) -> SyncServerRecord
    {
      try check()
      return try await base.create(type, fields: fields, idempotencyKey: idempotencyKey)
    }

    func update(
      _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
    ) async throws(SyncRemoteError) -> SyncServerRecord {
      try check()
      return try await base.update(type, id: id, fields: fields, version: version, idempotencyKey: idempotencyKey)
    }

    func delete(_ type: SyncRecordType, id: String, version: Int, idempotencyKey: String)
      async throws(SyncRemoteError) -> SyncServerRecord
    {
      try check()
      return try await base.delete(type, id: id, version: version, idempotencyKey: idempotencyKey)
    }

    func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
      -> SyncChangesPage
    {
      try check()
      return try await base.changes(type, since: cursor, limit: limit)
    }
  }

  private struct Device {
    let store: SQLiteSyncStore
    let engine: SyncEngine
    let remote: CuttableRemote
    var conflictsReported = 0
  }

  @Test(arguments: seeds)
  func devicesConvergeWithTheServerOverHTTP(seed: UInt64) async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let account = "shop-\(seed)"
    var random = SeededGenerator(seed: seed)
    let schema = try SyncSchema([
      .testParties(conflictPolicy: .serverWins),
      .testProducts(conflictPolicy: .localWins),
      .testInvoices(conflictPolicy: .merge { $0.fieldwise }),
    ])
    var devices: [Device] = []
    for _ in 0..<2 {
      let store = try await SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
      let remote = CuttableRemote(base: try await server.syncRemote(username: account))
      devices.append(
        Device(store: store, engine: SyncEngine(store: store, remote: remote, pageSize: 7), remote: remote))
    }

    for step in 0..<Self.steps {
      let index = Int.random(in: 0..<2, using: &random)
      let store = devices[index].store
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<12: _ = try await store.create("parties", fields: ["name": .string("party \(step)")])
      case 12..<24: _ = try await store.create("products", fields: ["name": .string("product \(step)")])
      case 24..<36:
        var fields: [String: JSONValue] = ["number": .string("INV-\(step)")]
        if let party = try await store.records(of: "parties").randomElement(using: &random) {
          fields["partyId"] = .string(party.id)
        }
        if let product = try await store.records(of: "products").randomElement(using: &random) {
          fields["lines"] = [["productId": .string(product.id), "quantity": .int(Int64(step))]]
        }
        _ = try await store.create("invoices", fields: fields)
      case 36..<60:
        let type = ["parties", "products", "invoices"].randomElement(using: &random) ?? "parties"
        if var record = try await store.records(of: type).randomElement(using: &random) {
          record.fields[Bool.random(using: &random) ? "note" : "city"] = .string("edit \(step)")
          do {
            _ = try await store.update(type, id: record.id, fields: record.fields)
          } catch SyncStoreError.referenceNotFound {
            // Its party or product was deleted before upload: the edit is refused locally.
          }
        }
      case 60..<68:
        let type = ["parties", "products", "invoices", "invoices"].randomElement(using: &random) ?? "invoices"
        if let record = try await store.records(of: type).randomElement(using: &random) {
          try await store.delete(type, id: record.id)
        }
      case 68..<76:
        devices[index].remote.isOffline.withLock { $0.toggle() }
      case 76..<82:
        let lost = Int.random(in: 1...2, using: &random)
        _ = try await server.addFault(.init(pathPrefix: "/v1/sync/", dropResponse: true, times: lost))
        devices[index].conflictsReported += await Self.sync(devices[index])
        try await server.clearFaults()
      default:
        devices[index].conflictsReported += await Self.sync(devices[index])
      }
    }

    // Back online: sync until nothing is queued, abandoning refusals as a user would.
    for device in devices { device.remote.isOffline.withLock { $0 = false } }
    for _ in 0..<10 {
      for index in devices.indices {
        devices[index].conflictsReported += try await devices[index].engine.sync().conflicts
        for refused in try await devices[index].store.rejectedMutations() {
          try? await devices[index].store.discardRejected(refused.type, id: refused.recordID)
        }
      }
      var queued = 0
      for device in devices {
        queued += try await device.store.pendingMutations().count + device.store.rejectedMutations().count
      }
      if queued == 0 { break }
    }
    for index in devices.indices {
      devices[index].conflictsReported += try await devices[index].engine.sync().conflicts
    }

    for (type, collection) in Self.collections {
      let live = try await server.syncRecords(collection, account: account).filter { !$0.deleted }
      let expected = Dictionary(uniqueKeysWithValues: live.map { ($0.id, $0.fields) })
      for (number, device) in devices.enumerated() {
        let local = try await device.store.records(of: type)
        #expect(
          Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0.fields) }) == expected,
          "seed \(seed): device \(number) \(type) differ from the server")
      }
    }
    for device in devices {
      #expect(try await device.store.pendingMutations().isEmpty)
      #expect(
        try await device.store.conflicts().count == device.conflictsReported, "seed \(seed): every conflict recorded")
    }
  }

  /// Syncs, tolerating outages (they are part of the scenario); returns the conflicts it met.
  private static func sync(_ device: Device) async -> Int {
    (try? await device.engine.sync().conflicts) ?? 0
  }
}
