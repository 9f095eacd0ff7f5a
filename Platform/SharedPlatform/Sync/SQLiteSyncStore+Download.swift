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
}
