import SharedCore

/// A read-only connection (`PRAGMA query_only`) to a file database, on a serial queue of its own,
/// for reads that run longer than a lookup: a search, a page of a list, a report.
///
/// On the database's own queue such a read would wait for every write queued before it (an
/// import's transaction can take seconds) and hold up every write after it. WAL lets a reader work
/// beside the writer on its own snapshot, so these reads run here instead: they see everything
/// committed before they begin and never wait for a write in progress. Like the database's queue,
/// this one is a dispatch queue outside Swift concurrency's cooperative pool, so a read that waits
/// for a lock (the configured busy timeout) holds none of its threads.
///
/// Reads run one at a time, in order. The connection opens at the first read; a database that
/// cannot be opened a second time (an exclusive lock, a read-only directory) declines every read,
/// and the caller runs it on the database's queue instead.
actor SQLiteQueuedReader {
  private nonisolated let executor = SQLiteExecutor(label: "SharedPlatform.SQLiteDatabase.reader")
  private var connection: SQLiteLazyConnection

  /// The reader's own serial queue.
  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  /// A reader for `configuration`'s file.
  init(configuration: SQLiteConfiguration) {
    connection = SQLiteLazyConnection(configuration: configuration)
  }

  /// Runs `body` in one read transaction (one snapshot) on the reader's queue.
  /// - Returns: `body`'s result, or `nil` when the reader has no connection (it could not be
  ///   opened): run the read on the database's queue.
  /// - Throws: `CancellationError` if the task was cancelled before its turn, `SQLiteError/closed`
  ///   after ``close()``, or what `body` throws (writes throw).
  func read<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) throws -> T? {
    try Task.checkCancellation()
    guard !connection.isClosed else { throw SQLiteError.closed }
    guard let opened = connection.connection() else { return nil }
    return try opened.deferredTransaction(body)
  }

  /// Closes the connection; later reads throw `SQLiteError/closed`.
  func close() {
    connection.close()
  }
}
