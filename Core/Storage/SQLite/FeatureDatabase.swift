/// A SQLite database that a feature module owns, reached without depending on the platform layer.
///
/// A feature declares its tables as a ``FeatureSchema`` and writes its SQL against
/// ``SQLiteQuerying``; the app hands it a platform implementation (SharedPlatform's
/// `SQLiteFeatureDatabase`), which brings the schema up to date on first use. Bodies are
/// synchronous and the connection they receive is valid only inside the body. Writes run on the
/// database's own queue, never on the cooperative thread pool; an implementation may answer a short
/// read on the calling task (SharedPlatform does, through a read-only connection, for reads that
/// need no lock wait and finish within a small step budget) and runs any other read on its queue.
///
/// ```swift
/// let count = try await database.read { db in
///   try db.queryFirst("SELECT COUNT(*) FROM notes")?.value(Int.self, at: 0) ?? 0
/// }
/// try await database.write { db in try db.run("INSERT INTO notes (body) VALUES (?)", [.text(body)]) }
/// ```
public protocol FeatureDatabase: Sendable {
  /// Runs `body` in a read transaction: every query in it sees one consistent snapshot.
  func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T

  /// Runs `body` in a write transaction that holds the database's write lock from its start (so a
  /// check and the write it guards cannot interleave with another writer, in this process or
  /// another): commits when `body` returns, rolls back everything when it throws.
  ///
  /// The commit survives the process being killed (``WriteDurability/processCrash``).
  @discardableResult
  func write<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T

  /// Runs `body` as ``write(_:)`` does, with the commit as durable as `durability` says: use
  /// ``WriteDurability/powerLoss`` for what must never be forgotten once the write returns (a token
  /// accepted, a request about to be sent under an idempotency key).
  @discardableResult
  func write<T: Sendable>(
    durability: WriteDurability, _ body: @Sendable (any SQLiteQuerying) throws -> T
  ) async throws -> T
}
