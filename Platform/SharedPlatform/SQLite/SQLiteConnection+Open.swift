import Foundation
import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SQLiteConnection {
  /// Opens (creating if needed) the database `configuration` names and applies its settings.
  ///
  /// A file database is created `0600` before SQLite opens it, so it is never readable by others,
  /// whatever the umask; missing parent directories are created `0700`. After opening, the file
  /// and its `-wal` and `-shm` companions are set to `0600`.
  static func open(_ configuration: SQLiteConfiguration, readOnly: Bool = false) throws -> SQLiteConnection {
    let path: String
    switch configuration.location {
    case .inMemory:
      path = ":memory:"
    case .file(let url):
      path = url.path
      try mapFileSystemErrors { () throws(FileSystemError) in
        try PrivateFile.prepareDirectory(url.deletingLastPathComponent(), restrictExisting: false)
        try PrivateFile.createIfMissing(url)
      }
    }
    var handle: OpaquePointer?
    let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
    let code = sqlite3_open_v2(path, &handle, flags, nil)
    guard code == SQLITE_OK, let handle else {
      let error = error(code: code, connection: handle, sql: nil)
      sqlite3_close_v2(handle)
      throw openError(error, path: path)
    }
    // From here on, a failure releases the connection, whose deinit closes the handle.
    let connection = SQLiteConnection(handle: handle)
    do {
      try connection.configure(with: configuration)
    } catch {
      throw openError(error, path: path)
    }
    if case .file(let url) = configuration.location {
      try mapFileSystemErrors { () throws(FileSystemError) in
        for suffix in ["", "-wal", "-shm"] {
          try PrivateFile.restrictIfPresent(URL(fileURLWithPath: url.path + suffix))
        }
      }
    }
    return connection
  }

  /// A second connection to `configuration`'s file that only reads, for the readers beside the
  /// writer: opened `SQLITE_OPEN_READONLY`, so no statement run on it can write (not even after
  /// `PRAGMA query_only = 0`), and `query_only` as well; `nil` when it cannot be opened (an
  /// exclusive lock, a read-only directory), whose cause the database's own connection reports.
  static func openReadOnly(_ configuration: SQLiteConfiguration) -> SQLiteConnection? {
    guard let connection = try? open(configuration, readOnly: true) else { return nil }
    guard (try? connection.execute(sql: "PRAGMA query_only = 1")) != nil else { return nil }
    return connection
  }

  private func configure(with configuration: SQLiteConfiguration) throws {
    sqlite3_busy_timeout(handle, configuration.busyTimeoutMilliseconds)
    if case .file = configuration.location {
      // Before WAL is entered, so that an exclusive connection keeps the log's index in memory.
      _ = try query("PRAGMA locking_mode = \(configuration.locking.rawValue)")
      // `journal_mode` answers with the mode now in effect; it cannot be a bound parameter.
      _ = try query("PRAGMA journal_mode = WAL")
    }
    try execute(sql: "PRAGMA synchronous = \(configuration.synchronous.rawValue)")
    synchronous = configuration.synchronous
    try execute(sql: "PRAGMA cache_size = -\(max(0, configuration.cacheKibibytes))")
    try execute(sql: "PRAGMA foreign_keys = \(configuration.foreignKeys ? "ON" : "OFF")")
    registerCountedBM25()
  }

  /// A SQLite failure while opening as `SQLiteError/cannotOpen(path:code:extendedCode:message:)`
  /// naming `path`; other errors unchanged.
  private static func openError(_ error: any Error, path: String) -> any Error {
    guard case SQLiteError.sqlite(let code, let extendedCode, let message, _) = error else { return error }
    return SQLiteError.cannotOpen(path: path, code: code, extendedCode: extendedCode, message: message)
  }

  private static func mapFileSystemErrors(_ body: () throws(FileSystemError) -> Void) throws(SQLiteError) {
    do {
      try body()
    } catch {
      throw .fileSystem(path: error.path, operation: error.operation, code: error.code)
    }
  }
}
