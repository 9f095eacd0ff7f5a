import Foundation
import SharedCore
import SharedPlatform
import SharedTesting

/// Offline-first sync (issue 9): a local write with its queued mutation, uploading 10,000 queued
/// mutations to the loopback reference server, and downloading 100,000 records by delta sync.
enum SyncBenchmarks: BenchmarkSuite {
  static let name = "sync"

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-sync-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    Report.header("sync")
    try await localWrite(directory: directory)
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    try await upload(directory: directory, server: server)
    try await download(directory: directory, server: server)
  }

  private static func store(_ directory: URL, _ name: String) async throws -> SQLiteSyncStore {
    let database = try SQLiteDatabase(.file(directory.appendingPathComponent("\(name).sqlite")))
    return try SQLiteSyncStore(database: database, schema: .testSchema())
  }

  /// `SQLiteSyncStore.create`: the record and its queued mutation in one committed transaction (on
  /// the calling task when the database is free); then, for scale, the queue's round trip alone and
  /// a one-row write through the queue.
  private static func localWrite(directory: URL) async throws {
    let store = try await store(directory, "local-write")
    var index = 0
    let result = try await Benchmark.measureAsync(
      "local write + queued mutation (1 tx)", samples: 15, iterations: 500
    ) {
      index += 1
      blackHole(try await store.create("products", fields: ["name": .string("Product \(index)"), "price": "12.50"]))
    }
    Report.line(result, target: "< 50 µs median")
    Report.note("file database, WAL, synchronous=NORMAL")
    let database = try SQLiteDatabase(.file(directory.appendingPathComponent("round-trip.sqlite")))
    let roundTrip = try await Benchmark.measureAsync(
      "database queue round trip without SQL (two hops)", samples: 15, iterations: 500
    ) {
      try await database.withConnection { _ in }
    }
    Report.line(roundTrip)
    try await database.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    let bare = try await Benchmark.measureAsync(
      "one-row insert transaction on the database's queue", samples: 15, iterations: 500
    ) {
      blackHole(try await database.transaction { db in try db.run("INSERT INTO notes (body) VALUES (?)", ["Product"]) })
    }
    Report.line(bare)
  }

  /// One sync run uploading 10,000 queued creates to the loopback server, 100 per batch request.
  private static func upload(directory: URL, server: ReferenceServer) async throws {
    let count = 10_000
    var samples: [Double] = []
    for sample in 0..<3 {
      try await server.reset()
      let store = try await store(directory, "upload-\(sample)")
      for index in 0..<count { _ = try await store.create("products", fields: ["name": .string("Product \(index)")]) }
      let engine = SyncEngine(store: store, remote: try await server.syncRemote(username: "bench"), pageSize: 1_000)
      let start = ContinuousClock.now
      let report = try await engine.sync()
      samples.append((ContinuousClock.now - start).nanoseconds)
      guard report.uploaded == count else { throw SyncBenchmarkFailure("uploaded \(report.uploaded)") }
    }
    Report.line(
      Benchmark.Result(name: "upload 10,000 queued creates (1 sync run)", nanosecondsPerOperation: samples),
      target: "< 10 s")
  }

  /// One sync run downloading 100,000 records seeded on the server, 1,000 per page.
  private static func download(directory: URL, server: ReferenceServer) async throws {
    let count = 100_000
    try await server.reset()
    try await server.seedSync("sync-products", account: "bench", count: count)
    var samples: [Double] = []
    for sample in 0..<3 {
      let store = try await store(directory, "download-\(sample)")
      let engine = SyncEngine(store: store, remote: try await server.syncRemote(username: "bench"), pageSize: 1_000)
      let start = ContinuousClock.now
      let report = try await engine.sync()
      samples.append((ContinuousClock.now - start).nanoseconds)
      guard report.downloaded == count else { throw SyncBenchmarkFailure("downloaded \(report.downloaded)") }
    }
    Report.line(
      Benchmark.Result(name: "download 100,000 records (1 sync run)", nanosecondsPerOperation: samples), target: "< 5 s"
    )
  }
}

/// A sync benchmark run that did not do what it measures.
struct SyncBenchmarkFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
