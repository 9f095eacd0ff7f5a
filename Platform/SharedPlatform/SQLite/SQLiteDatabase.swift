import Foundation
import SharedCore

#if canImport(CSQLite)
  import CSQLite
#else
  import SQLite3
#endif

/// A SQLite database that is safe to use from concurrent tasks and never blocks their threads.
///
/// **Executor:** one connection, owned by this actor, which runs on its own serial dispatch
/// queue rather than Swift concurrency's cooperative pool. Each call waits its turn without
/// holding a thread, then runs to completion on that queue: statements and transactions from
/// different tasks execute one at a time, in full, and blocking work (`fsync` at commit, waiting
/// for another process's lock) never stalls other tasks. A task cancelled before its turn comes
/// throws `CancellationError` without running its body.
///
/// The exceptions are reads and short writes. A short read (``read(_:)``, and a feature database's
/// `SQLiteFeatureDatabase/read(_:)`) runs on the calling thread on a second, read-only connection
/// (WAL lets it read beside the writer) when that needs no waiting at all; a longer one
/// (``queuedRead(_:)``) runs on another read-only connection with a serial queue of its own, so it
/// never waits for a write. A sync store's local write of a few records runs on the calling thread on
/// the database's own connection when that needs no waiting, falling back to the queue otherwise.
///
/// Bodies are synchronous: everything a transaction does happens on the connection it is given,
/// and nested ``SQLiteConnection/transaction(_:)`` calls become savepoints.
///
/// File databases use WAL journal mode (https://sqlite.org/wal.html); every connection gets the
/// configured busy timeout, `synchronous` level and `foreign_keys = ON`. A file database shared
/// with other connections copies its log back into the database on a connection and queue of its
/// own (`SQLiteCheckpointer`), so that no write waits for a checkpoint's syncs. The database file and
/// its `-wal` and `-shm` companions are readable and writable by their owner only (`0600`), and
/// missing parent directories are created `0700`.
///
/// ```swift
/// let database = try SQLiteDatabase(.file(url))
/// try await database.transaction { db in
///   try db.run("INSERT INTO notes (id, body) VALUES (?, ?)", [.text(id), .text(body)])
/// }
/// ```
public actor SQLiteDatabase: ClosableService {
  /// The configuration the database was opened with.
  public nonisolated let configuration: SQLiteConfiguration
  /// The named locks of the writers of this database (``SQLiteSyncStore/writeLocks``): writers that
  /// check the data before writing take them, so two of them never check the same state.
  public nonisolated let writeLocks = WriteLocks()

  private nonisolated let executor: SQLiteExecutor
  /// The second, read-only connection for short reads off the queue; `nil` where no second
  /// connection can share the database (in memory, or locked exclusively).
  private nonisolated let reader: SQLiteReader?
  /// The read-only connection and queue for longer reads, beside the writer; `nil` where `reader` is.
  private nonisolated let queuedReader: SQLiteQueuedReader?
  /// The read-write connection, behind the lock that lets a short write skip the queue.
  private nonisolated let writer: SQLiteWriter

  /// The database's own serial queue, outside the cooperative pool.
  public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  /// Opens (creating if needed) the database and applies the connection settings.
  ///
  /// Opening runs on the calling thread; every later use runs on the database's own queue.
  /// - Throws: `SQLiteError/cannotOpen(path:code:extendedCode:message:)` naming the file if SQLite cannot open or set it up, or
  ///   `SQLiteError/fileSystem(path:operation:code:)` if its directory or file cannot be
  ///   created or restricted.
  public init(_ configuration: SQLiteConfiguration) throws {
    self.configuration = configuration
    self.executor = SQLiteExecutor(label: "SharedPlatform.SQLiteDatabase")
    let connection = try SQLiteConnection.open(configuration)
    // Connections beside the writer (short reads, queued reads, checkpoints) only where the file
    // can be shared.
    var checkpointer: SQLiteCheckpointer?
    switch (configuration.location, configuration.locking) {
    case (.file(let url), .shared):
      self.reader = SQLiteReader(configuration: configuration)
      self.queuedReader = SQLiteQueuedReader(configuration: configuration)
      let shared = SQLiteCheckpointer(path: url.path, synchronous: configuration.synchronous)
      connection.checkpoint(through: shared)
      checkpointer = shared
    case (.inMemory, _), (.file, .exclusive):
      self.reader = nil
      self.queuedReader = nil
    }
    self.writer = SQLiteWriter(connection: connection, configuration: configuration, checkpointer: checkpointer)
  }

  // MARK: - Access

  /// Runs `body` with exclusive use of the connection. Do not let the connection escape `body`.
  /// - Throws: `CancellationError` if the task was cancelled before its turn,
  ///   `SQLiteError/closed` after ``close()``, or whatever `body` throws.
  public func withConnection<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try access(body)
  }

  /// Runs `body` in one transaction: commits when it returns, rolls back when it throws.
  /// Nested ``SQLiteConnection/transaction(_:)`` calls inside `body` become savepoints.
  @discardableResult
  public func transaction<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try access { try $0.transaction(body) }
  }

  /// Runs `body` in one transaction whose commit is as durable as `durability` says: with
  /// `WriteDurability.powerLoss` it is flushed to storage before this returns, even on a database
  /// opened with `synchronous = NORMAL` (see ``SQLiteConnection/transaction(durability:_:)``). It
  /// always runs on the database's queue, so its sync never holds a cooperative thread.
  @discardableResult
  public func transaction<T: Sendable>(
    durability: WriteDurability, _ body: @Sendable (SQLiteConnection) throws -> T
  ) async throws -> T {
    try access { try $0.transaction(durability: durability, body) }
  }

  /// Runs parameterless DDL; see ``SQLiteConnection/execute(sql:)``.
  public func execute(sql: String) async throws {
    try access { try $0.execute(sql: sql) }
  }

  /// Runs one statement with bound parameters; returns the number of rows changed.
  @discardableResult
  public func run(_ sql: String, _ parameters: [SQLiteValue] = []) async throws -> Int {
    try access { try $0.run(sql, parameters) }
  }

  /// Runs one query with bound parameters and returns every row.
  public func query(_ sql: String, _ parameters: [SQLiteValue] = []) async throws -> [SQLiteRow] {
    try access { try $0.query(sql, parameters) }
  }

  /// Runs one query with bound parameters and returns its first row, if any.
  public func queryFirst(_ sql: String, _ parameters: [SQLiteValue] = []) async throws -> SQLiteRow? {
    try access { try $0.queryFirst(sql, parameters) }
  }

  /// Runs `body` in one read transaction: a consistent snapshot of everything committed before it
  /// began, in this process or another. Writes in `body` throw.
  ///
  /// On a file database, a short read runs on the calling task through a second, read-only
  /// connection whenever that needs no waiting, so an indexed lookup costs a few microseconds
  /// instead of two thread hops; a read that would wait for a lock, or that runs past a few hundred
  /// microseconds of SQLite work, gives up at once and runs again as a ``queuedRead(_:)`` (a read
  /// changes nothing, so running it twice is harmless). The cooperative pool is never held for long.
  ///
  /// ```swift
  /// let note = try await database.read { db in
  ///   try db.queryFirst("SELECT body FROM notes WHERE id = ?", [.text(id)])
  /// }
  /// ```
  /// - Throws: `CancellationError` if the task is cancelled, `SQLiteError/closed` after
  ///   ``close()``, or whatever `body` throws.
  public nonisolated func read<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try Task.checkCancellation()
    // The short-read connection declines (nil) rather than wait; see `SQLiteReader`.
    if let result = try reader?.read(body) { return result }
    return try await queuedRead(body)
  }

  /// Runs `body` in one read transaction on a read-only connection and serial queue of their own,
  /// beside the writer: for reads longer than a lookup (a search, a page of a list), which
  /// ``read(_:)`` would first try, and give up, on the calling thread.
  ///
  /// The read sees everything committed before it began, in this process or another, and never
  /// waits for a write in progress, nor a write for it. Reads queued here run one at a time. In
  /// memory, or locked exclusively, there is no second connection, and the read runs on the
  /// database's queue in turn with the writes.
  /// - Throws: `CancellationError` if the task is cancelled before its turn,
  ///   `SQLiteError/closed` after ``close()``, or whatever `body` throws (writes throw).
  public nonisolated func queuedRead<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    if let result = try await queuedReader?.read(body) { return result }
    return try await withConnection { try $0.readTransaction(body) }
  }

  /// Runs `body` in one immediate transaction on the calling thread, when that costs the caller no
  /// waiting: returns `nil` instead of waiting for the queue's work or for a lock held by another
  /// connection, for a statement longer than a few hundred microseconds of SQLite work (see
  /// `SQLiteWriter`), and on databases whose commits can sync (`synchronous = FULL`, or a log
  /// checkpointed at commit). Run the write on the queue when it returns `nil`: nothing was
  /// committed, so `body` must change nothing but the database.
  ///
  /// For short writes (a record or a few) on paths where latency matters.
  /// - Throws: `CancellationError` if the task is cancelled, or what `body` throws (nothing
  ///   committed).
  nonisolated func writeWithoutQueue<T>(_ body: (SQLiteConnection) throws -> T) throws -> T? {
    try Task.checkCancellation()
    return try writer.writeWithoutQueue(body)
  }

  /// Closes the connection; calls that get their turn afterwards throw `SQLiteError/closed`.
  /// Safe to call twice.
  public func close() async {
    reader?.close()
    await queuedReader?.close()
    // Waits for work running elsewhere (a checkpoint, a write off the queue): this runs on the
    // database's own queue, not the shared pool.
    writer.close()
  }

  /// Runs `body` on the connection, on this actor's queue.
  private func access<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    try Task.checkCancellation()
    return try writer.withConnection(body)
  }
}
