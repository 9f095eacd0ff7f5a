#if os(macOS) || os(Linux)  // `Process` and `kill` need a desktop OS.
  import Foundation
  import SharedCore
  import SharedPlatform
  import SharedTesting
  import Testing

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Kills a syncing process at seeded random moments of upload and download, again and again, and
  /// proves the store and the server converge: nothing lost, nothing created twice.
  ///
  /// Each round the test makes local changes (creates with references, updates, deletes), starts
  /// `sync-worker` on the same database and SIGKILLs it after a seeded random delay. The seed
  /// (`SYNC_KILL_SEED`, default 9) fixes the changes and the delays; where in the protocol a kill
  /// lands also depends on timing, which is the point.
  @Suite(.serialized) struct SyncKillTests {
    private static let seed = ProcessInfo.processInfo.environment["SYNC_KILL_SEED"].flatMap { UInt64($0) } ?? 9
    private static let uploadKills = 35
    private static let totalKills = 55
    private static let username = "kill"

    @Test func killedMidSyncTheStoreAndTheServerStillAgree() async throws {
      let worker = try #require(
        BuiltExecutable.url(named: "sync-worker"), "sync-worker not found next to the test bundle")
      let server = try await ReferenceServer.start()
      defer { server.terminate() }
      let temporary = try TemporaryDatabase()
      var random = SeededGenerator(seed: Self.seed)
      var tags = TagLedger()
      var kills = 0
      var midUpload = 0  // kills that left part of the queue sent and part still queued
      var round = 0

      while kills < Self.totalKills {
        round += 1
        if kills < Self.uploadKills {
          try await Self.makeLocalChanges(round: round, at: temporary, random: &random, tags: &tags)
        } else if round % 4 == 0 {
          // Another device's changes for the worker to download, many pages of them.
          try await server.seedSync("sync-products", account: Self.username, count: 150)
        }
        let pageSize = kills < Self.uploadKills ? 100 : 10
        let delay = Int.random(in: 10...160, using: &random)
        let queuedBefore = try await Self.queued(at: temporary)
        if try await Self.runWorker(
          worker, database: temporary.url, server: server, pageSize: pageSize, killAfter: delay)
        {
          kills += 1
          let queuedAfter = try await Self.queued(at: temporary)
          if queuedAfter > 0, queuedAfter < queuedBefore { midUpload += 1 }
        }
      }

      // Restart and finish the sync in this process.
      let store = try SQLiteSyncStore(database: temporary.open(synchronous: .full), schema: .testSchema())
      let engine = SyncEngine(store: store, remote: try await server.syncRemote(username: Self.username))
      try await engine.sync()
      #expect(try await store.pendingMutations().isEmpty)
      #expect(try await store.rejectedMutations().isEmpty)

      for (type, collection) in [
        ("parties", "sync-parties"), ("products", "sync-products"), ("invoices", "sync-invoices"),
      ] {
        let serverRecords = try await server.syncRecords(collection, account: Self.username).filter { !$0.deleted }
        let local = try await store.records(of: type)
        #expect(
          Dictionary(uniqueKeysWithValues: local.map { ($0.id, $0.fields) })
            == Dictionary(uniqueKeysWithValues: serverRecords.map { ($0.id, $0.fields) }),
          "\(type): the store equals the server (seed \(Self.seed))")
        let serverTags = serverRecords.compactMap { $0.fields["tag"]?.stringValue }
        #expect(serverTags.count == Set(serverTags).count, "\(type): no record was created twice")
        #expect(Set(serverTags) == tags.live(type), "\(type): every live local record reached the server")
      }
      #expect(kills >= 50)
      #expect(midUpload >= 5, "kills landed in the middle of uploads (\(midUpload))")
    }

    /// How many mutations wait in the database.
    private static func queued(at temporary: TemporaryDatabase) async throws -> Int {
      let database = try temporary.open(synchronous: .full)
      let count = try await SQLiteSyncStore(database: database, schema: .testSchema()).pendingMutations().count
      await database.close()
      return count
    }

    // MARK: - Rounds

    /// Which tagged records the test created and deleted.
    private struct TagLedger {
      var created: [String: Set<String>] = [:]
      var deleted: Set<String> = []
      var next = 0

      mutating func make(_ type: String) -> String {
        next += 1
        created[type, default: []].insert("t\(next)")
        return "t\(next)"
      }

      func live(_ type: String) -> Set<String> { (created[type] ?? []).subtracting(deleted) }
    }

    /// Creates parties, products and invoices referencing them, edits some and deletes some invoices.
    private static func makeLocalChanges(
      round: Int, at temporary: TemporaryDatabase, random: inout SeededGenerator, tags: inout TagLedger
    ) async throws {
      // The database closes when `store` is released, before the worker opens it.
      let store = try SQLiteSyncStore(database: temporary.open(synchronous: .full), schema: .testSchema())
      for _ in 0..<Int.random(in: 2...5, using: &random) {
        _ = try await store.create(
          "parties", fields: ["name": .string("Party \(round)"), "tag": .string(tags.make("parties"))])
        _ = try await store.create(
          "products", fields: ["name": .string("Product \(round)"), "tag": .string(tags.make("products"))])
      }
      let parties = try await store.records(of: "parties")
      let products = try await store.records(of: "products")
      for _ in 0..<Int.random(in: 2...6, using: &random) {
        guard let party = parties.randomElement(using: &random), let product = products.randomElement(using: &random)
        else { break }
        _ = try await store.create(
          "invoices",
          fields: [
            "number": .string("INV-\(round)"), "partyId": .string(party.id),
            "lines": [["productId": .string(product.id)]], "tag": .string(tags.make("invoices")),
          ])
      }
      for type in ["parties", "products", "invoices"] {
        for var record in try await store.records(of: type).shuffled(using: &random).prefix(2) {
          record.fields["note"] = .string("edited in round \(round)")
          _ = try await store.update(type, id: record.id, fields: record.fields)
        }
      }
      if let invoice = try await store.records(of: "invoices").randomElement(using: &random),
        Bool.random(using: &random)
      {
        try await store.delete("invoices", id: invoice.id)
        if let tag = invoice.fields["tag"]?.stringValue { tags.deleted.insert(tag) }
      }
    }

    /// Runs the worker and SIGKILLs it `killAfter` milliseconds after it starts syncing; whether it
    /// was killed.
    private static func runWorker(
      _ worker: URL, database: URL, server: ReferenceServer, pageSize: Int, killAfter milliseconds: Int
    ) async throws -> Bool {
      let process = Process()
      process.executableURL = worker
      process.arguments = [database.path, server.baseURL.absoluteString, username, "\(pageSize)"]
      process.standardOutput = FileHandle.nullDevice
      let ready = database.path + ".ready"
      try? FileManager.default.removeItem(atPath: ready)
      try process.run()
      // The delay counts from the moment the worker starts syncing (its marker file), not from the
      // launch, so where the kill lands does not depend on how long a loaded machine takes to start
      // a process.
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: .seconds(30))
      while !FileManager.default.fileExists(atPath: ready), process.isRunning, clock.now < deadline {
        try await Task.sleep(for: .milliseconds(1))
      }
      try await Task.sleep(for: .milliseconds(milliseconds))
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      if process.terminationReason == .exit {
        #expect(process.terminationStatus == 0, "sync-worker failed on its own")
      }
      return process.terminationReason == .uncaughtSignal
    }
  }
#endif
