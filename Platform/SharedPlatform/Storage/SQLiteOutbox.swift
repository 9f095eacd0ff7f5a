import Foundation
import SharedCore

/// The durable outbox: `OutboxItem`s in a SQLite table (`outbox_items`), surviving process death.
///
/// **Durability:** every change is its own committed transaction before the method returns.
/// File databases use WAL; with `synchronous = NORMAL` a committed item survives a killed or
/// crashed process, and with `synchronous = FULL` (what ``open(at:now:)`` uses) it also
/// survives power loss (https://sqlite.org/pragma.html#pragma_synchronous).
/// Enqueue order is the table's `sequence` (an `AUTOINCREMENT` rowid, never reused).
/// Its schema is versioned under the migration domain `"outbox"`.
public final class SQLiteOutbox: OutboxStore {
  private let database: SQLiteDatabase
  private let now: @Sendable () -> Date

  /// Creates the outbox over `database`, migrating its schema; `now` stamps enqueued items.
  /// - Throws: ``SQLiteError`` if the schema cannot be created or is newer than this code.
  public init(database: SQLiteDatabase, now: @escaping @Sendable () -> Date = { Date() }) throws {
    self.database = database
    self.now = now
    try Self.migrator.migrate(database)
  }

  /// Opens (creating if needed) an outbox database at `url` with `synchronous = FULL`.
  public static func open(at url: URL, now: @escaping @Sendable () -> Date = { Date() }) throws -> SQLiteOutbox {
    try SQLiteOutbox(database: SQLiteDatabase(.file(url, synchronous: .full)), now: now)
  }

  // MARK: - OutboxStore

  /// Inserts a pending item in a committed transaction; it is durable when this returns.
  public func enqueue(kind: String, payload: Data) throws -> OutboxItem {
    let item = OutboxItem(kind: kind, payload: payload, createdAt: now())
    try database.transaction { db in
      try db.run(
        """
        INSERT INTO outbox_items
          (id, kind, payload, idempotency_key, created_at, attempts, last_error, next_attempt_at, state)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          item.id.sqliteValue, .text(item.kind), .blob(item.payload), item.idempotencyKey.sqliteValue,
          item.createdAt.sqliteValue, .integer(Int64(item.attempts)), .null, item.nextAttemptAt.sqliteValue,
          .text(item.state.rawValue),
        ]
      )
    }
    return item
  }

  /// The items in `state`, in enqueue order.
  public func items(in state: OutboxItem.State) throws -> [OutboxItem] {
    try database.query(
      """
      SELECT id, kind, payload, idempotency_key, created_at, attempts, last_error, next_attempt_at, state
      FROM outbox_items WHERE state = ? ORDER BY sequence
      """,
      [.text(state.rawValue)]
    ).map(Self.item)
  }

  /// Marks the item delivered.
  public func markDelivered(_ id: UUID) throws {
    try database.run("UPDATE outbox_items SET state = 'delivered' WHERE id = ?", [id.sqliteValue])
  }

  /// Records a failed attempt; the item stays pending.
  public func recordFailure(_ id: UUID, error: String, nextAttemptAt: Date) throws {
    try database.run(
      "UPDATE outbox_items SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
      [.text(error), nextAttemptAt.sqliteValue, id.sqliteValue]
    )
  }

  /// Parks the item as failed with its error.
  public func markFailed(_ id: UUID, error: String) throws {
    try database.run(
      "UPDATE outbox_items SET attempts = attempts + 1, last_error = ?, state = 'failed' WHERE id = ?",
      [.text(error), id.sqliteValue]
    )
  }

  /// Puts a parked item back in the queue at its original position.
  public func requeue(_ id: UUID, nextAttemptAt: Date) throws {
    try database.run(
      "UPDATE outbox_items SET state = 'pending', next_attempt_at = ? WHERE id = ? AND state = 'failed'",
      [nextAttemptAt.sqliteValue, id.sqliteValue]
    )
  }

  /// Deletes delivered items.
  @discardableResult
  public func removeDelivered() throws -> Int {
    try database.run("DELETE FROM outbox_items WHERE state = 'delivered'")
  }

  // MARK: - Schema

  /// The migrations of the outbox schema.
  public static let migrator = SQLiteMigrator(
    domain: "outbox",
    migrations: [
      SQLiteMigration(
        version: 1,
        name: "create_outbox_items",
        sql: """
          CREATE TABLE outbox_items (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE,
            kind TEXT NOT NULL,
            payload BLOB NOT NULL,
            idempotency_key TEXT NOT NULL UNIQUE,
            created_at REAL NOT NULL,
            attempts INTEGER NOT NULL,
            last_error TEXT,
            next_attempt_at REAL NOT NULL,
            state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed'))
          );
          CREATE INDEX outbox_items_by_state ON outbox_items (state, sequence);
          """
      )
    ])

  private static func item(_ row: SQLiteRow) throws -> OutboxItem {
    let stateName = try row.value(String.self, named: "state")
    guard let state = OutboxItem.State(rawValue: stateName) else {
      throw SQLiteError.typeMismatch(column: "state", expected: "OutboxItem.State", found: "TEXT '\(stateName)'")
    }
    return OutboxItem(
      id: try row.value(named: "id"),
      kind: try row.value(named: "kind"),
      payload: try row.value(named: "payload"),
      idempotencyKey: try row.value(named: "idempotency_key"),
      createdAt: try row.value(named: "created_at"),
      attempts: try row.value(named: "attempts"),
      lastError: try row.value(named: "last_error"),
      nextAttemptAt: try row.value(named: "next_attempt_at"),
      state: state
    )
  }
}
