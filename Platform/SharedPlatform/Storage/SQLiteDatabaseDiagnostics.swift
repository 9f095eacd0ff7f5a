import Foundation
import SharedCore

/// `DatabaseDiagnostics` over a ``SQLiteDatabase``: `PRAGMA integrity_check`, row counts of every
/// table, the file and WAL sizes and the versions recorded in `schema_migrations`.
///
/// Table names come from the database's own catalogue (`sqlite_master`) and are quoted as SQLite
/// identifiers (an identifier cannot be a bound parameter); nothing outside the database reaches
/// the SQL.
public struct SQLiteDatabaseDiagnostics: DatabaseDiagnostics {
  private let database: SQLiteDatabase

  /// Creates the diagnostics of `database`.
  public init(database: SQLiteDatabase) {
    self.database = database
  }

  /// Runs `PRAGMA integrity_check`; every line other than `ok` is a problem.
  public func integrityCheck() async throws -> DatabaseIntegrityReport {
    let rows = try await database.query("PRAGMA integrity_check")
    let lines = try rows.map { try $0.value(String.self, at: 0) }
    return DatabaseIntegrityReport(problems: lines.filter { $0 != "ok" })
  }

  /// Counts each table's rows and reads the sizes and schema versions.
  public func statistics() async throws -> DatabaseStatistics {
    let location = database.configuration.location
    return try await database.withConnection { db in
      let tables = try db.query(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
      ).map { try $0.value(String.self, at: 0) }
      var counts: [String: Int] = [:]
      for table in tables {
        let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        counts[table] = Int(try db.queryFirst("SELECT COUNT(*) FROM \(quoted)")?.value(Int64.self, at: 0) ?? 0)
      }
      var versions: [String: Int] = [:]
      if tables.contains("schema_migrations") {
        for row in try db.query("SELECT domain, MAX(version) FROM schema_migrations GROUP BY domain") {
          versions[try row.value(String.self, at: 0)] = Int(try row.value(Int64.self, at: 1))
        }
      }
      let pageCount = try db.queryFirst("PRAGMA page_count")?.value(Int64.self, at: 0) ?? 0
      let pageSize = try db.queryFirst("PRAGMA page_size")?.value(Int64.self, at: 0) ?? 0
      return DatabaseStatistics(
        rowCounts: counts, fileSizeBytes: pageCount * pageSize, walSizeBytes: Self.walSize(location),
        schemaVersions: versions)
    }
  }

  private static func walSize(_ location: SQLiteConfiguration.Location) -> Int64 {
    guard case .file(let url) = location else { return 0 }
    let wal = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + "-wal")
    let size = (try? FileManager.default.attributesOfItem(atPath: wal.path))?[.size] as? NSNumber
    return size?.int64Value ?? 0
  }
}
