import Foundation
import SharedCore

/// The durable outbox: `OutboxItem`s in a SQLite table (`outbox_items`), surviving process death.
///
/// **Durability:** every change is its own committed transaction before the method returns.
/// File databases use WAL; with `synchronous = NORMAL` a committed item survives a killed or
/// crashed process, and with `synchronous = FULL` (what ``open(at:now:)`` uses) it also
/// survives power loss (https://sqlite.org/pragma.html#pragma_synchronous).
/// Enqueue order is the table's `sequence` (an `AUTOINCREMENT` rowid, never reused).
/// Its schema is versioned under the migration domain `"outbox"` and migrated on first use.
public final class SQLiteOutbox: PrunableOutboxStore {
  private let database: SQLiteDatabase
  private let now: @Sendable () -> Date

  /// Creates the outbox over `database`; `now` stamps enqueued items. The schema is created or
  /// migrated by the first operation, which throws `SQLiteError` if that fails (for instance
  /// when the database's schema is newer than this code).
  public init(database: SQLiteDatabase, now: @escaping @Sendable () -> Date = { Date() }) {
    self.database = database
    self.now = now
  }

  /// Opens (creating if needed) an outbox database at `url` with `synchronous = FULL`.
  public static func open(at url: URL, now: @escaping @Sendable () -> Date = { Date() }) throws -> SQLiteOutbox {
    SQLiteOutbox(database: try SQLiteDatabase(.file(url, synchronous: .full)), now: now)
  }

  // MARK: - OutboxStore

  /// Inserts a pending item; it is durable when this returns.
  public func enqueue(kind: String, payload: Data, owner: String?) async throws -> OutboxItem {
    let item = OutboxItem(kind: kind, payload: payload, owner: owner, createdAt: now())
    try await withSchema { db in _ = try Self.insert(item, deduplicationKey: nil, into: db) }
    return item
  }

  /// Inserts a pending item unless an undelivered item carries `deduplicationKey`: one
  /// statement against a partial unique index, so it is atomic even across processes.
  public func enqueue(kind: String, payload: Data, deduplicationKey: String, owner: String?) async throws
    -> OutboxItem?
  {
    let item = OutboxItem(kind: kind, payload: payload, owner: owner, createdAt: now())
    let inserted = try await withSchema { db in try Self.insert(item, deduplicationKey: deduplicationKey, into: db) }
    return inserted ? item : nil
  }

  private static func insert(_ item: OutboxItem, deduplicationKey: String?, into db: SQLiteConnection) throws -> Bool {
    let changed = try db.run(
      """
      INSERT INTO outbox_items
        (id, kind, payload, idempotency_key, created_at, attempts, last_error, next_attempt_at, state,
         deduplication_key, owner)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (deduplication_key) WHERE deduplication_key IS NOT NULL AND state <> 'delivered' DO NOTHING
      """,
      [
        item.id.sqliteValue, .text(item.kind), .blob(item.payload), item.idempotencyKey.sqliteValue,
        item.createdAt.sqliteValue, .integer(Int64(item.attempts)), .null, item.nextAttemptAt.sqliteValue,
        .text(item.state.rawValue), deduplicationKey.map(SQLiteValue.text) ?? .null,
        item.owner.map(SQLiteValue.text) ?? .null,
      ]
    )
    return changed == 1
  }

  /// The items in `state`, in enqueue order.
  public func items(in state: OutboxItem.State) async throws -> [OutboxItem] {
    try await withSchema { db in
      try db.query(
        """
        SELECT id, kind, payload, owner, idempotency_key, created_at, attempts, last_error, next_attempt_at, state
        FROM outbox_items WHERE state = ? ORDER BY sequence
        """,
        [.text(state.rawValue)]
      ).map(Self.item)
    }
  }

  /// Marks the item delivered.
  public func markDelivered(_ id: UUID) async throws {
    try await withSchema { db in
      try db.run("UPDATE outbox_items SET state = 'delivered' WHERE id = ?", [id.sqliteValue])
    }
  }

  /// Records a failed attempt; the item stays pending.
  public func recordFailure(_ id: UUID, error: String, nextAttemptAt: Date) async throws {
    try await withSchema { db in
      try db.run(
        "UPDATE outbox_items SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?",
        [.text(error), nextAttemptAt.sqliteValue, id.sqliteValue]
      )
    }
  }

  /// Parks the item as failed with its error.
  public func markFailed(_ id: UUID, error: String) async throws {
    try await withSchema { db in
      try db.run(
        "UPDATE outbox_items SET attempts = attempts + 1, last_error = ?, state = 'failed' WHERE id = ?",
        [.text(error), id.sqliteValue]
      )
    }
  }

  /// Puts a parked item back in the queue at its original position.
  public func requeue(_ id: UUID, nextAttemptAt: Date) async throws {
    try await withSchema { db in
      try db.run(
        "UPDATE outbox_items SET state = 'pending', next_attempt_at = ? WHERE id = ? AND state = 'failed'",
        [nextAttemptAt.sqliteValue, id.sqliteValue]
      )
    }
  }

  /// Deletes delivered items.
  @discardableResult
  public func removeDelivered() async throws -> Int {
    try await withSchema { db in try db.run("DELETE FROM outbox_items WHERE state = 'delivered'") }
  }

  /// Deletes the items with these ids in one transaction; returns how many were deleted.
  @discardableResult
  public func remove(_ ids: [UUID]) async throws -> Int {
    guard !ids.isEmpty else { return 0 }
    return try await withSchema { db in
      try db.transaction { db in
        try ids.reduce(0) { removed, id in
          removed + (try db.run("DELETE FROM outbox_items WHERE id = ?", [id.sqliteValue]))
        }
      }
    }
  }

  /// Runs `body` on the database once the outbox schema is up to date.
  @discardableResult
  private func withSchema<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws -> T {
    try await database.withConnection(migratedBy: Self.migrator, body)
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
      ),
      SQLiteMigration(
        version: 2,
        name: "add_deduplication_key",
        sql: """
          ALTER TABLE outbox_items ADD COLUMN deduplication_key TEXT;
          CREATE UNIQUE INDEX outbox_items_undelivered_deduplication ON outbox_items (deduplication_key)
            WHERE deduplication_key IS NOT NULL AND state <> 'delivered';
          """
      ),
      SQLiteMigration(
        version: 3,
        name: "add_owner",
        sql: "ALTER TABLE outbox_items ADD COLUMN owner TEXT;"
      ),
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
      owner: try row.value(named: "owner"),
      idempotencyKey: try row.value(named: "idempotency_key"),
      createdAt: try row.value(named: "created_at"),
      attempts: try row.value(named: "attempts"),
      lastError: try row.value(named: "last_error"),
      nextAttemptAt: try row.value(named: "next_attempt_at"),
      state: state
    )
  }
}
