import Foundation
import SharedCore
import SharedPlatform

/// SQLite insert throughput, outbox enqueue+commit throughput, and shared use by concurrent tasks.
enum StorageBenchmarks: BenchmarkSuite {
  static let name = "storage"

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-storage-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    Report.header("storage")
    try await sqliteInserts(directory: directory)
    try await outboxEnqueue(directory: directory, synchronous: .normal)
    try await outboxEnqueue(directory: directory, synchronous: .full)
    try await concurrentReadersAndWriters(directory: directory)
  }

  /// 16 reader and 16 writer tasks sharing one database, while a probe task measures how long a
  /// trivial `Task` waits for a cooperative thread (the cost of blocking the pool).
  private static func concurrentReadersAndWriters(directory: URL) async throws {
    let database = try SQLiteDatabase(.file(directory.appendingPathComponent("concurrent.sqlite")))
    try await database.execute(sql: "CREATE TABLE kv (id INTEGER PRIMARY KEY, value TEXT NOT NULL)")
    try await database.transaction { db in
      for id in 0..<1_000 { try db.run("INSERT INTO kv (id, value) VALUES (?, ?)", [.integer(Int64(id)), .text("v")]) }
    }
    let operationsPerTask = 200
    let clock = ContinuousClock()
    var throughput: [Double] = []
    var probeLatencies: [Double] = []
    for sample in 0...5 {
      let start = clock.now
      let probe = Task {
        var latencies: [Double] = []
        while !Task.isCancelled {
          let sent = clock.now
          await Task.detached {}.value
          latencies.append((clock.now - sent).nanoseconds)
        }
        return latencies
      }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for task in 0..<32 {
          group.addTask {
            for operation in 0..<operationsPerTask {
              let id = Int64((task * operationsPerTask + operation) % 1_000)
              if task.isMultiple(of: 2) {
                blackHole(try await database.queryFirst("SELECT value FROM kv WHERE id = ?", [.integer(id)]))
              } else {
                try await database.run("UPDATE kv SET value = ? WHERE id = ?", [.text("w\(operation)"), .integer(id)])
              }
            }
          }
        }
        try await group.waitForAll()
      }
      let elapsed = clock.now - start
      probe.cancel()
      let latencies = await probe.value
      if sample > 0 {
        throughput.append(elapsed.nanoseconds / Double(32 * operationsPerTask))
        probeLatencies.append(contentsOf: latencies)
      }
    }
    Report.line(Benchmark.Result(name: "sqlite 16 readers + 16 writers (per op)", nanosecondsPerOperation: throughput))
    Report.line(
      Benchmark.Result(name: "  pool probe: Task hop during that load", nanosecondsPerOperation: probeLatencies))
    let p99 = Benchmark.Result(name: "", nanosecondsPerOperation: probeLatencies).percentile(0.99)
    Report.note(
      "probe p99 \(Report.format(p99)), max \(Report.format(probeLatencies.max() ?? 0)); WAL, synchronous=NORMAL, autocommit writes"
    )
    await database.close()
  }

  /// Rows of (INTEGER, TEXT, REAL, BLOB, INTEGER) inserted in one transaction into a WAL file database.
  private static func sqliteInserts(directory: URL) async throws {
    let rowsPerTransaction = 20_000
    let database = try SQLiteDatabase(.file(directory.appendingPathComponent("inserts.sqlite")))
    try await database.execute(
      sql: "CREATE TABLE row5 (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL, data BLOB, flag INTEGER)"
    )
    let blob = Data(repeating: 0xAB, count: 16)
    var firstID: Int64 = 0
    let perTransaction = try await Benchmark.measureAsync(
      "sqlite insert 5-column row (1 tx)", samples: 10, iterations: 1
    ) {
      let start = firstID
      firstID += Int64(rowsPerTransaction)
      try await database.transaction { db in
        for nextID in start + 1...start + Int64(rowsPerTransaction) {
          try db.run(
            "INSERT INTO row5 (id, name, price, data, flag) VALUES (?, ?, ?, ?, ?)",
            [.integer(nextID), .text("product-\(nextID)"), .real(Double(nextID) * 0.5), .blob(blob), .integer(1)]
          )
        }
      }
    }
    let perRow = Benchmark.Result(
      name: perTransaction.name,
      nanosecondsPerOperation: perTransaction.nanosecondsPerOperation.map { $0 / Double(rowsPerTransaction) }
    )
    Report.line(perRow, target: "≥ 200k rows/s")
    Report.note("\(rowsPerTransaction) rows per transaction, WAL, synchronous=NORMAL")
    await database.close()
  }

  /// One `SQLiteOutbox.enqueue` per operation: an INSERT in its own committed transaction.
  private static func outboxEnqueue(directory: URL, synchronous: SQLiteConfiguration.Synchronous) async throws {
    let url = directory.appendingPathComponent("outbox-\(synchronous.rawValue).sqlite")
    let database = try SQLiteDatabase(.file(url, synchronous: synchronous))
    let outbox = SQLiteOutbox(database: database)
    let payload = Data(#"{"type":"ObjectEvent","action":"OBSERVE","bizStep":"shipping"}"#.utf8)
    let result = try await Benchmark.measureAsync(
      "outbox enqueue+commit (synchronous=\(synchronous.rawValue))", samples: 10, iterations: 200
    ) {
      blackHole(try await outbox.enqueue(kind: "epcis.capture", payload: payload))
    }
    Report.line(result)
    await database.close()
  }
}
