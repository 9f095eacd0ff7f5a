import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteDatabaseDiagnosticsTests {
  @Test func statisticsCountRowsPerTableAndReadSizesAndSchemaVersions() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    let outbox = SQLiteOutbox(database: database)
    for index in 0..<3 { _ = try await outbox.enqueue(kind: "k", payload: Data([UInt8(index)])) }
    try await database.execute(sql: #"CREATE TABLE "odd ""name" (value INTEGER)"#)
    _ = try await database.run(#"INSERT INTO "odd ""name" (value) VALUES (?), (?)"#, [.integer(1), .integer(2)])

    let diagnostics = SQLiteDatabaseDiagnostics(database: database)
    let statistics = try await diagnostics.statistics()
    #expect(statistics.rowCounts["outbox_items"] == 3)
    #expect(statistics.rowCounts[#"odd "name"#] == 2, "identifiers are quoted")
    #expect(statistics.rowCounts.keys.allSatisfy { !$0.hasPrefix("sqlite_") })
    #expect(statistics.schemaVersions["outbox"] == SQLiteOutbox.migrator.migrations.map(\.version).max())
    #expect(statistics.fileSizeBytes > 0 && statistics.fileSizeBytes % 512 == 0)
    #expect(statistics.walSizeBytes > 0, "file databases use WAL")
    #expect(try await diagnostics.integrityCheck() == DatabaseIntegrityReport())
    await database.close()
  }

  @Test func anEmptyInMemoryDatabaseHasNoTablesAndNoWAL() async throws {
    let diagnostics = SQLiteDatabaseDiagnostics(database: try SQLiteDatabase(.inMemory))
    let statistics = try await diagnostics.statistics()
    #expect(statistics.rowCounts.isEmpty && statistics.schemaVersions.isEmpty && statistics.walSizeBytes == 0)
    #expect(try await diagnostics.integrityCheck().isIntact)
  }

  /// A file whose table pages were overwritten fails the check (or cannot even be read): never
  /// reported intact.
  @Test func aCorruptedFileIsNotReportedIntact() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    try await database.execute(sql: "PRAGMA journal_mode = DELETE; CREATE TABLE t (v TEXT); CREATE INDEX t_v ON t (v)")
    for index in 0..<400 {
      _ = try await database.run(
        "INSERT INTO t (v) VALUES (?)", [.text("row-\(index)-" + String(repeating: "x", count: 40))])
    }
    await database.close()
    var bytes = try Data(contentsOf: temporary.url)
    let pageSize = 4096
    for offset in stride(from: pageSize * 2 + 100, to: min(bytes.count, pageSize * 6), by: 1) { bytes[offset] = 0xA5 }
    try bytes.write(to: temporary.url)

    let reopened = try temporary.open()
    let diagnostics = SQLiteDatabaseDiagnostics(database: reopened)
    do {
      let report = try await diagnostics.integrityCheck()
      #expect(!report.isIntact && !report.problems.isEmpty)
    } catch {
      #expect(AppError(error) != .cancelled, "a malformed file may refuse to be read at all")
    }
    await reopened.close()
  }

  @Test func thePlatformModuleRegistersDiagnosticsAndThePrunableOutboxOverItsDatabase() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("diag-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var configuration = CoreConfiguration.testing
    configuration.endpoints.baseURL = URL(string: "https://api.example.test") ?? configuration.endpoints.baseURL
    let container = try Container(modules: [
      PlatformModule(
        applicationID: "org.example.diagnostics", dataDirectory: directory, configuration: configuration,
        keyDirectory: directory.appendingPathComponent("keys"))
    ])
    let prunable = try container.resolve((any PrunableOutboxStore).self)
    let item = try await prunable.enqueue(kind: "k", payload: Data([1]))
    #expect(try await container.resolve((any OutboxStore).self).items(in: .pending) == [item], "the same items")
    let statistics = try await container.resolve((any DatabaseDiagnostics).self).statistics()
    #expect(statistics.rowCounts["outbox_items"] == 1)
    #expect(try await prunable.remove([item.id]) == 1)
  }
}
