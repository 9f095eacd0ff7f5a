import Foundation
import GRDBSQLite

/// The local store copies a bulk write's log into its database file on a queue of its own, after
/// the write returns; GRDB and SQLite alone copy it at the commit, inside the write. Waiting here
/// for that copy lets a comparison count it on every side, and lets the next measurement start on
/// a quiet machine.
enum WriteAheadLog {
  /// Returns once every frame in the log of the database at `path` is in its file: a passive
  /// checkpoint on a connection of its own, repeated while another connection's copy is running.
  static func waitUntilCopied(_ path: String) async throws {
    var db: OpaquePointer?
    guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let db else {
      sqlite3_close_v2(db)
      throw SQLiteInsertFloor.Failure(message: "cannot open \(path)")
    }
    defer { sqlite3_close_v2(db) }
    while true {
      var frames: Int32 = 0
      var copied: Int32 = 0
      let code = sqlite3_wal_checkpoint_v2(db, nil, SQLITE_CHECKPOINT_PASSIVE, &frames, &copied)
      if code == SQLITE_OK, frames == copied { return }
      try await Task.sleep(for: .milliseconds(10))
    }
  }
}
