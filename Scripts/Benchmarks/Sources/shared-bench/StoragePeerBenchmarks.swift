import Foundation
import GRDB
import SharedPlatform

/// `SQLiteDatabase` against GRDB on the same schema and settings (a WAL file database,
/// `synchronous = NORMAL`, prepared statements reused): 100,000 rows inserted in one
/// transaction, and point reads through a secondary index, one per database access and then a
/// thousand in one, each through the side's read API (`SQLiteDatabase.read`, `DatabasePool.read`:
/// one read transaction per access).
enum StoragePeerBenchmarks: BenchmarkSuite {
  static let name = "storage-peers"

  static let rowCount = 100_000
  static let schema = """
    CREATE TABLE product (id INTEGER PRIMARY KEY, sku TEXT NOT NULL, price REAL, data BLOB, flag INTEGER);
    CREATE INDEX product_by_sku ON product (sku);
    """
  static let insert = "INSERT INTO product (id, sku, price, data, flag) VALUES (?, ?, ?, ?, ?)"
  static let pointRead = "SELECT id, sku, price, data, flag FROM product WHERE sku = ?"

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-peers-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    Report.comparisonHeader("SQLite vs GRDB 7.10.0", peer: "GRDB")
    let ours = try SQLiteDatabase(.file(directory.appendingPathComponent("ours.sqlite")))
    try await ours.execute(sql: schema)
    var configuration = Configuration()
    configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
    let theirs = try DatabasePool(
      path: directory.appendingPathComponent("grdb.sqlite").path, configuration: configuration)
    try await theirs.write { db in try db.execute(sql: schema) }

    let blob = Data(repeating: 0xAB, count: 16)
    var round: Int64 = 0
    let inserts = try await Benchmark.measureSideBySideAsync(
      "insert 100,000 rows in one transaction", samples: 5, iterations: 1,
      ours: {
        round += 1
        let base = round * Int64(rowCount)
        try await ours.transaction { db in
          for id in base..<base + Int64(rowCount) {
            try db.run(insert, [.integer(id), .text("sku-\(id)"), .real(Double(id) * 0.5), .blob(blob), .integer(1)])
          }
        }
      },
      theirs: {
        let base = round * Int64(rowCount)
        try await theirs.write { db in
          let statement = try db.cachedStatement(sql: insert)
          for id in base..<base + Int64(rowCount) {
            try statement.execute(arguments: [id, "sku-\(id)", Double(id) * 0.5, blob, 1])
          }
        }
      })
    Report.comparison(inserts, goal: 1)

    let maximumID = (round + 1) * Int64(rowCount)
    var generator = SplitMix64(seed: 7)
    func nextSKU() -> String {
      "sku-\(Int64(rowCount) + Int64(generator.next() % UInt64(maximumID - Int64(rowCount))))"
    }
    let reads = try await Benchmark.measureSideBySideAsync(
      "indexed point read (one access each)", samples: 10, iterations: 2_000,
      ours: {
        let sku = nextSKU()
        blackHole(try await ours.read { db in try db.queryFirst(pointRead, [.text(sku)]) })
      },
      theirs: {
        let sku = nextSKU()
        blackHole(
          try theirs.read { db in try Row.fetchOne(db.cachedStatement(sql: pointRead), arguments: [sku]) })
      })
    Report.comparison(reads, goal: 1)

    let batchSize = 1_000
    let batches = try await Benchmark.measureSideBySideAsync(
      "indexed point read (1,000 in one access, per read)", samples: 10, iterations: 1,
      ours: {
        let skus = (0..<batchSize).map { _ in nextSKU() }
        blackHole(
          try await ours.read { db in try skus.map { try db.queryFirst(pointRead, [.text($0)]) }.count })
      },
      theirs: {
        let skus = (0..<batchSize).map { _ in nextSKU() }
        blackHole(
          try await theirs.read { db in
            let statement = try db.cachedStatement(sql: pointRead)
            return try skus.map { try Row.fetchOne(statement, arguments: [$0]) }.count
          })
      })
    Report.comparison(
      Benchmark.Comparison(
        ours: perRead(batches.ours, batchSize), theirs: perRead(batches.theirs, batchSize)), goal: 1)
    await ours.close()
  }

  private static func perRead(_ result: Benchmark.Result, _ count: Int) -> Benchmark.Result {
    Benchmark.Result(
      name: result.name, nanosecondsPerOperation: result.nanosecondsPerOperation.map { $0 / Double(count) })
  }
}

/// A small seeded generator (SplitMix64), so both sides read the same keys run after run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
