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
  /// mutations keeps its local state; an older server version never replaces a newer one, except
  /// during a restarted download (``restartDownload(of:)``), where the server's state is the truth.
  public func apply(_ page: SyncChangesPage, of type: String) async throws {
    try await write { [self] db in
      let sweeping = try db.queryFirst("SELECT 1 FROM sync_sweep WHERE type = ? LIMIT 1", [.text(type)]) != nil
      for record in page.changes {
        if sweeping {
          try db.run("DELETE FROM sync_sweep WHERE type = ? AND id = ?", [.text(type), .text(record.id)])
        }
        let queued = try db.queryFirst(
          "SELECT 1 FROM sync_mutations WHERE type = ? AND record_id = ? LIMIT 1", [.text(type), .text(record.id)])
        guard queued == nil else {
          // Kept aside: what the record becomes if its queued change is abandoned.
          try db.run(
            "UPDATE sync_records SET newer_server = ? WHERE type = ? AND id = ? AND (version IS NULL OR version < ?)",
            [.text(try Self.text(record)), .text(type), .text(record.id), .integer(Int64(record.version))])
          continue
        }
        // A download the server made start over is its whole state: its version of a record wins
        // even when it is not newer (a server restored from a backup).
        if !sweeping,
          let version = try db.queryFirst(
            "SELECT version FROM sync_records WHERE type = ? AND id = ?", [.text(type), .text(record.id)]
          )?.value(Int?.self, named: "version"), version >= record.version
        {
          continue
        }
        try writeServerRecord(record, of: type, db)
      }
      try db.run(
        "INSERT INTO sync_cursors (type, cursor) VALUES (?, ?) ON CONFLICT (type) DO UPDATE SET cursor = excluded.cursor",
        [.text(type), .text(page.nextCursor)])
    }
  }

  /// Forgets `type`'s cursor and notes every record the server had sent, in one transaction.
  public func restartDownload(of type: String) async throws {
    try await write { db in
      try db.run("DELETE FROM sync_cursors WHERE type = ?", [.text(type)])
      try db.run(
        "INSERT OR IGNORE INTO sync_sweep (type, id) SELECT type, id FROM sync_records WHERE type = ? AND version IS NOT NULL",
        [.text(type)])
    }
  }

  /// Removes the noted records a restarted download did not list, unless a local change is queued.
  @discardableResult
  public func finishDownload(of type: String) async throws -> Int {
    try await write { db in
      guard try db.queryFirst("SELECT 1 FROM sync_sweep WHERE type = ? LIMIT 1", [.text(type)]) != nil else { return 0 }
      let removed = try db.run(
        """
        DELETE FROM sync_records
        WHERE type = ?1 AND id IN (SELECT id FROM sync_sweep WHERE type = ?1)
          AND NOT EXISTS (SELECT 1 FROM sync_mutations AS m WHERE m.type = ?1 AND m.record_id = sync_records.id)
        """,
        [.text(type)])
      try db.run("DELETE FROM sync_sweep WHERE type = ?", [.text(type)])
      return removed
    }
  }
}
