import SharedCore
import SharedPlatform

/// Two devices editing one account offline, in a seeded random order, through disconnects and
/// lost responses; then both sync until nothing is queued. Used by the convergence tests against
/// the in-memory server and against the reference server over HTTP.
///
/// Each step, one device creates a party, product or invoice (referencing the device's records,
/// local ids included), edits or deletes a record, toggles its connection, makes the server lose
/// the next one or two responses after doing the work, or syncs. Record types are those of
/// `SyncSchema.testSchema(conflictPolicy:)`.
///
/// ```swift
/// let report = try await SyncConvergenceScenario(seed: 7, steps: 300).run(
///   devices: devices, dropResponses: { await server.dropResponses($0) },
///   serverRecords: { await server.liveRecords(of: $0).mapValues(\.fields) })
/// #expect(report.differences.isEmpty, "\(report.differences)")
/// ```
public struct SyncConvergenceScenario: Sendable {
  /// One device: its store, its engine and the link its engine talks through.
  public struct Device: Sendable {
    /// The device's local store.
    public let store: SQLiteSyncStore
    /// The device's engine, whose remote is ``link``.
    public let engine: SyncEngine
    /// The device's connection, cut and restored by the scenario.
    public let link: InterruptibleSyncRemote

    /// Creates a device from its parts.
    public init(store: SQLiteSyncStore, engine: SyncEngine, link: InterruptibleSyncRemote) {
      self.store = store
      self.engine = engine
      self.link = link
    }
  }

  /// What the devices and the server hold once everything is synced.
  public struct Report: Sendable {
    /// Every way a device differs from the server, or a conflict went unrecorded; empty when the
    /// devices converged.
    public var differences: [String] = []
    /// Conflicts the engines reported while syncing.
    public var conflicts = 0
  }

  /// The seed of the random sequence: the same seed replays the same scenario.
  public let seed: UInt64
  /// How many random steps run before the final sync.
  public let steps: Int

  /// Creates a scenario.
  public init(seed: UInt64, steps: Int) {
    self.seed = seed
    self.steps = steps
  }

  /// The test schema's record types with one policy each: server wins, local wins and a merge.
  public static func schema() throws -> SyncSchema {
    try SyncSchema([
      .testParties(conflictPolicy: .serverWins),
      .testProducts(conflictPolicy: .localWins),
      .testInvoices(conflictPolicy: .merge { $0.fieldwise }),
    ])
  }

  /// Runs the steps, brings every device back online, syncs until nothing is queued (abandoning
  /// refused changes as a user would) and compares each device with the server.
  /// - Parameters:
  ///   - devices: The devices, all signed in to the same account.
  ///   - dropResponses: Makes the server do the work of its next `n` sync requests, then lose the
  ///     responses.
  ///   - serverRecords: The server's live records of a type, by id.
  public func run(
    devices: [Device],
    dropResponses: @Sendable (Int) async throws -> Void,
    serverRecords: @Sendable (String) async throws -> [String: [String: JSONValue]]
  ) async throws -> Report {
    var random = SeededGenerator(seed: seed)
    var conflicts = Array(repeating: 0, count: devices.count)
    for step in 0..<steps {
      let index = Int.random(in: 0..<devices.count, using: &random)
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
        devices[index].link.isOffline.toggle()
      case 76..<82:
        try await dropResponses(Int.random(in: 1...2, using: &random))
        conflicts[index] += await Self.syncTolerantly(devices[index])
        try await dropResponses(0)
      default:
        conflicts[index] += await Self.syncTolerantly(devices[index])
      }
    }

    for device in devices { device.link.isOffline = false }
    for _ in 0..<10 {
      for (index, device) in devices.enumerated() {
        conflicts[index] += try await device.engine.sync().conflicts
        for refused in try await device.store.rejectedMutations() {
          try? await device.store.discardRejected(refused.type, id: refused.recordID)
        }
      }
      var queued = 0
      for device in devices {
        queued += try await device.store.pendingMutations().count + device.store.rejectedMutations().count
      }
      if queued == 0 { break }
    }
    for (index, device) in devices.enumerated() {
      conflicts[index] += try await device.engine.sync().conflicts
    }
    return try await compare(devices, conflicts: conflicts, serverRecords: serverRecords)
  }

  private func compare(
    _ devices: [Device], conflicts: [Int],
    serverRecords: @Sendable (String) async throws -> [String: [String: JSONValue]]
  ) async throws -> Report {
    var report = Report(conflicts: conflicts.reduce(0, +))
    for type in ["parties", "products", "invoices"] {
      let expected = try await serverRecords(type)
      for (number, device) in devices.enumerated() {
        let local = try await device.store.records(of: type)
        if Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0.fields) }) != expected {
          report.differences.append("seed \(seed): device \(number)'s \(type) differ from the server's")
        }
        if local.contains(where: { SyncLocalID.isLocal($0.id) }) {
          report.differences.append("seed \(seed): device \(number) still has local \(type) ids")
        }
      }
    }
    for (number, device) in devices.enumerated() {
      let pending = try await device.store.pendingMutations().count
      if pending > 0 { report.differences.append("seed \(seed): device \(number) has \(pending) unsent changes") }
      let recorded = try await device.store.conflicts().count
      if recorded != conflicts[number] {
        report.differences.append(
          "seed \(seed): device \(number) recorded \(recorded) conflicts, its engine reported \(conflicts[number])")
      }
    }
    return report
  }

  /// Syncs, tolerating outages (they are part of the scenario); returns the conflicts it met.
  private static func syncTolerantly(_ device: Device) async -> Int {
    (try? await device.engine.sync().conflicts) ?? 0
  }
}
