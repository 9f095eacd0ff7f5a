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

  /// Kills a process mid-sync and proves the outbox lost nothing (issue 3, "Done when").
  @Suite struct OutboxKillTests {
    private static let itemCount = 30
    /// The worker delivers this many items, then is killed with the next one in flight.
    private static let deliveredBeforeKill = 10

    @Test func nothingIsLostWhenTheProcessIsKilledMidSync() async throws {
      let worker = try #require(
        BuiltExecutable.url(named: "outbox-worker"), "outbox-worker not found next to the test bundle")
      let temporary = try TemporaryDatabase()
      let logURL = temporary.file(named: "deliveries.log")

      let database = try temporary.open(synchronous: .full)
      let outbox = SQLiteOutbox(database: database)
      var keys: [UUID] = []
      for index in 0..<Self.itemCount {
        keys.append(try await outbox.enqueue(kind: "event", payload: Data("event \(index)".utf8)).idempotencyKey)
      }
      await database.close()

      let process = Process()
      process.executableURL = worker
      process.arguments = [temporary.url.path, logURL.path, "5", "\(Self.deliveredBeforeKill)"]
      try process.run()
      // The worker stalls with item 11 delivered but not yet marked, so this wait cannot race it.
      let inFlight = Self.deliveredBeforeKill + 1
      let deadline = ContinuousClock.now + .seconds(60)
      while try Self.deliveries(logURL).count < inFlight, ContinuousClock.now < deadline, process.isRunning {
        try await Task.sleep(for: .milliseconds(5))
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(process.terminationReason == .uncaughtSignal)
      let beforeKill = try Self.deliveries(logURL)
      #expect(beforeKill == Array(keys.prefix(inFlight)), "delivered in order up to the item in flight")

      // Reopen and finish the sync in this process, delivering the same way.
      let reopened = SQLiteOutbox(database: try temporary.open(synchronous: .full))
      let pendingKeys = try await reopened.items(in: .pending).map(\.idempotencyKey)
      #expect(pendingKeys == Array(keys.suffix(pendingKeys.count)), "pending items keep their order and keys")
      let processor = OutboxProcessor(store: reopened) { item in
        try Self.append(item.idempotencyKey, to: logURL)
      }
      try await processor.drain()

      let delivered = try Self.deliveries(logURL)
      #expect(Set(delivered) == Set(keys), "every item was delivered, none is missing")
      let duplicates = Dictionary(grouping: delivered, by: { $0 }).filter { $0.value.count > 1 }
      #expect(
        duplicates.keys.sorted { $0.uuidString < $1.uuidString } == [keys[Self.deliveredBeforeKill]],
        "only the item in flight at the kill is delivered twice (at-least-once)")
      #expect(duplicates.values.allSatisfy { $0.count == 2 })
      #expect(try await reopened.items(in: .pending).isEmpty)
      #expect(try await reopened.items(in: .delivered).map(\.idempotencyKey) == keys, "keys are unchanged")
    }

    // MARK: - Helpers

    private static func deliveries(_ url: URL) throws -> [UUID] {
      guard FileManager.default.fileExists(atPath: url.path) else { return [] }
      let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
      return text.split(separator: "\n").compactMap { UUID(uuidString: String($0)) }
    }

    private static func append(_ key: UUID, to url: URL) throws {
      let handle = try FileHandle(forWritingTo: url)
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: Data((key.uuidString + "\n").utf8))
      try handle.synchronize()
    }
  }
#endif
