import Foundation
import SharedCore

extension SQLiteSyncStore {
  /// Where the next download of `type` starts.
  public func cursor(for type: String) async throws -> String? {
    try await access { db in
      try db.queryFirst("SELECT cursor FROM sync_cursors WHERE type = ?", [.text(type)])?
        .value(String.self, named: "cursor")
    }
  }

  /// Applies a page of server changes and its cursor in one transaction. A record with queued
  /// mutations keeps its local state; an older server version never replaces a newer one.
  public func apply(_ page: SyncChangesPage, of type: String) async throws {
    try await write { [self] db in
      for record in page.changes {
        let queued = try db.queryFirst(
          "SELECT 1 FROM sync_mutations WHERE type = ? AND record_id = ? LIMIT 1", [.text(type), .text(record.id)])
        guard queued == nil else {
          // Kept aside: what the record becomes if its queued change is abandoned.
          try db.run(
            "UPDATE sync_records SET newer_server = ? WHERE type = ? AND id = ? AND (version IS NULL OR version < ?)",
            [.text(try Self.text(record)), .text(type), .text(record.id), .integer(Int64(record.version))])
          continue
        }
        if let version = try db.queryFirst(
          "SELECT version FROM sync_records WHERE type = ? AND id = ?", [.text(type), .text(record.id)]
        )?.value(Int?.self, named: "version"), version >= record.version {
          continue
        }
        try writeServerRecord(record, of: type, db)
      }
      try db.run(
        "INSERT INTO sync_cursors (type, cursor) VALUES (?, ?) ON CONFLICT (type) DO UPDATE SET cursor = excluded.cursor",
        [.text(type), .text(page.nextCursor)])
    }
  }

  // MARK: - Schema

  /// The migrations of the sync schema.
  public static let migrator = SQLiteMigrator(
    domain: "sync",
    migrations: [
      SQLiteMigration(
        version: 1,
        name: "create_sync_tables",
        sql: """
          CREATE TABLE sync_records (
            type TEXT NOT NULL,
            id TEXT NOT NULL,
            fields TEXT NOT NULL,
            version INTEGER,
            server_fields TEXT,
            newer_server TEXT,
            deleted INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (type, id)
          );
          CREATE TABLE sync_mutations (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            type TEXT NOT NULL,
            record_id TEXT NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('create', 'update', 'delete')),
            fields TEXT NOT NULL,
            idempotency_key TEXT NOT NULL UNIQUE,
            attempted INTEGER NOT NULL,
            rejection TEXT
          );
          CREATE INDEX sync_mutations_by_record ON sync_mutations (type, record_id, sequence);
          CREATE TABLE sync_dependencies (
            local_id TEXT NOT NULL,
            sequence INTEGER NOT NULL REFERENCES sync_mutations (sequence) ON DELETE CASCADE,
            PRIMARY KEY (local_id, sequence)
          );
          CREATE INDEX sync_dependencies_by_mutation ON sync_dependencies (sequence);
          CREATE TABLE sync_local_references (
            local_id TEXT NOT NULL,
            type TEXT NOT NULL,
            record_id TEXT NOT NULL,
            PRIMARY KEY (local_id, type, record_id)
          );
          CREATE INDEX sync_local_references_by_record ON sync_local_references (type, record_id);
          CREATE TABLE sync_id_map (
            local_id TEXT PRIMARY KEY,
            type TEXT NOT NULL,
            server_id TEXT NOT NULL
          );
          CREATE TABLE sync_cursors (
            type TEXT PRIMARY KEY,
            cursor TEXT NOT NULL
          );
          CREATE TABLE sync_conflicts (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE,
            type TEXT NOT NULL,
            record_id TEXT NOT NULL,
            local TEXT,
            server TEXT NOT NULL,
            winner TEXT NOT NULL,
            detected_at REAL NOT NULL
          );
          CREATE INDEX sync_conflicts_by_record ON sync_conflicts (type, record_id);
          """
      ),
      SQLiteMigration(
        version: 2,
        name: "create_sync_projections",
        sql: """
          CREATE TABLE sync_projections (
            name TEXT PRIMARY KEY,
            version INTEGER NOT NULL
          );
          """
      ),
    ])
}
