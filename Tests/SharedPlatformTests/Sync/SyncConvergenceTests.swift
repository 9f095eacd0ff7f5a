import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Two devices edit the same account offline in a seeded random order — creates, updates, deletes,
/// references — through random disconnects and lost responses; once both sync, both stores equal
/// the server and every conflict is on record.
///
/// `Scripts/test` runs the seeds below; `SYNC_SOAK_SEEDS=<n>` (see `Scripts/soak-sync`) adds `n` more.
@Suite struct SyncConvergenceTests {
  static let seeds: [UInt64] = {
    let extra = ProcessInfo.processInfo.environment["SYNC_SOAK_SEEDS"].flatMap { UInt64($0) } ?? 0
    return [1, 2, 3, 4, 5] + (0..<extra).map { 1_000 + $0 }
  }()
  private static let steps = 300

  /// A device's link to the server that can be cut.
  private struct Link: SyncRemote {
    let server: InMemorySyncServer
    let isOffline = LockedValue(false)

    private func check() throws(SyncRemoteError) {
      if isOffline.withLock({ $0 }) { throw .failed(.network(.offline)) }
    }

    func create(_ type: SyncRecordType, fields: [String: JSONValue], idempotencyKey: String)
      async throws(SyncRemoteError) -> SyncServerRecord
    {
      try check()
      return try await server.create(type, fields: fields, idempotencyKey: idempotencyKey)
    }

    func update(
      _ type: SyncRecordType, id: String, fields: [String: JSONValue], version: Int, idempotencyKey: String
    ) async throws(SyncRemoteError) -> SyncServerRecord {
      try check()
      return try await server.update(type, id: id, fields: fields, version: version, idempotencyKey: idempotencyKey)
    }

    func delete(_ type: SyncRecordType, id: String, version: Int, idempotencyKey: String)
      async throws(SyncRemoteError) -> SyncServerRecord
    {
      try check()
      return try await server.delete(type, id: id, version: version, idempotencyKey: idempotencyKey)
    }

    func changes(_ type: SyncRecordType, since cursor: String?, limit: Int) async throws(SyncRemoteError)
      -> SyncChangesPage
    {
      try check()
      return try await server.changes(type, since: cursor, limit: limit)
    }
  }

  private struct Device {
    let store: SQLiteSyncStore
    let engine: SyncEngine
    let link: Link
    var conflictsReported = 0
  }

  @Test(arguments: seeds)
  func devicesConvergeWithTheServer(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let schema = try SyncSchema([
      .testParties(conflictPolicy: .serverWins),
      .testProducts(conflictPolicy: .localWins),
      .testInvoices(conflictPolicy: .merge { $0.fieldwise }),
    ])
    let server = InMemorySyncServer(schema: schema, validators: InMemorySyncServer.testValidators)
    var devices: [Device] = []
    for _ in 0..<2 {
      let store = try await SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: schema)
      let link = Link(server: server)
      devices.append(Device(store: store, engine: SyncEngine(store: store, remote: link, pageSize: 7), link: link))
    }

    for step in 0..<Self.steps {
      let index = Int.random(in: 0..<2, using: &random)
      let store = devices[index].store
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<12: _ = try await store.create("parties", fields: ["name": .string("party \(step)")])
      case 12..<24: _ = try await store.create("products", fields: ["name": .string("product \(step)")])
      case 24..<36:
        let party = try await store.records(of: "parties").randomElement(using: &random)
        let product = try await store.records(of: "products").randomElement(using: &random)
        var fields: [String: JSONValue] = ["number": .string("INV-\(step)")]
        if let party { fields["partyId"] = .string(party.id) }
        if let product { fields["lines"] = [["productId": .string(product.id), "quantity": .int(Int64(step))]] }
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
        devices[index].link.isOffline.withLock { $0.toggle() }
      case 76..<82:
        await server.dropResponses(Int.random(in: 1...2, using: &random))
        devices[index].conflictsReported += await Self.sync(devices[index])
      default:
        devices[index].conflictsReported += await Self.sync(devices[index])
      }
    }

    // Back online: sync until nothing is queued, abandoning refusals as a user would.
    await server.dropResponses(0)
    for device in devices { device.link.isOffline.withLock { $0 = false } }
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

    for type in ["parties", "products", "invoices"] {
      let expected = await server.liveRecords(of: type).mapValues(\.fields)
      for (number, device) in devices.enumerated() {
        let local = try await device.store.records(of: type)
        #expect(
          Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0.fields) }) == expected,
          "seed \(seed): device \(number) \(type) differ from the server")
        #expect(local.allSatisfy { !SyncLocalID.isLocal($0.id) }, "seed \(seed): every id is the server's")
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
