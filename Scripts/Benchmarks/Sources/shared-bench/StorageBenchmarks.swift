import Foundation
import SharedCore
import SharedPlatform

/// SQLite insert throughput and outbox enqueue+commit throughput (issue 3).
enum StorageBenchmarks: BenchmarkSuite {
  static let name = "storage"

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-storage-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    Report.header("storage")
    try sqliteInserts(directory: directory)
    try outboxEnqueue(directory: directory, synchronous: .normal)
    try outboxEnqueue(directory: directory, synchronous: .full)
  }

  /// Rows of (INTEGER, TEXT, REAL, BLOB, INTEGER) inserted in one transaction into a WAL file database.
  private static func sqliteInserts(directory: URL) throws {
    let rowsPerTransaction = 20_000
    let database = try SQLiteDatabase(.file(directory.appendingPathComponent("inserts.sqlite")))
    try database.execute(
      sql: "CREATE TABLE row5 (id INTEGER PRIMARY KEY, name TEXT NOT NULL, price REAL, data BLOB, flag INTEGER)"
    )
    let blob = Data(repeating: 0xAB, count: 16)
    var nextID: Int64 = 0
    let perTransaction = try Benchmark.measure("sqlite insert 5-column row (1 tx)", samples: 10, iterations: 1) {
      try database.transaction { db in
        for _ in 0..<rowsPerTransaction {
          nextID += 1
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
    database.close()
  }

  /// One `SQLiteOutbox.enqueue` per operation: an INSERT in its own committed transaction.
  private static func outboxEnqueue(directory: URL, synchronous: SQLiteConfiguration.Synchronous) throws {
    let url = directory.appendingPathComponent("outbox-\(synchronous.rawValue).sqlite")
    let database = try SQLiteDatabase(.file(url, synchronous: synchronous))
    let outbox = try SQLiteOutbox(database: database)
    let payload = Data(#"{"type":"ObjectEvent","action":"OBSERVE","bizStep":"shipping"}"#.utf8)
    let result = try Benchmark.measure(
      "outbox enqueue+commit (synchronous=\(synchronous.rawValue))", samples: 10, iterations: 200
    ) {
      blackHole(try outbox.enqueue(kind: "epcis.capture", payload: payload))
    }
    Report.line(result)
    database.close()
  }
}
