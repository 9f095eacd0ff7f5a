/// A feature's own tables derived from its synced records — a search index, a list sorted and
/// filtered the way its screens need — kept current inside the sync store's own transactions.
///
/// The store calls ``apply(_:in:)`` in every transaction that changes a record of one of
/// ``recordTypes``: a local create, update or delete, an upload's acknowledgement (a create's local
/// id replaced by the server's arrives as a removal of the old id and an upsert of the new one), a
/// downloaded page, a conflict resolved, a refused change discarded. The projection therefore
/// never disagrees with the records, even if the app is killed mid-sync: both commit or neither does.
///
/// Projection tables are derived data, never migrated: when ``version`` differs from the version
/// the database last built (or the projection is new), the store calls ``rebuildSchema(in:)`` and
/// replays every live record. Bump the version whenever the tables or what goes into them change.
///
/// ```swift
/// struct NoteSearch: SyncProjection {
///   let name = "notes.search"
///   let version = 1
///   let recordTypes = ["notes"]
///
///   func rebuildSchema(in db: any SQLiteQuerying) throws {
///     try db.execute(sql: """
///       DROP TABLE IF EXISTS notes_search;
///       CREATE VIRTUAL TABLE notes_search USING fts5(id UNINDEXED, title);
///       """)
///   }
///
///   func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {
///     for change in changes {
///       try db.run("DELETE FROM notes_search WHERE id = ?", [.text(change.id)])
///       if case .upsert(let record) = change, case .string(let title)? = record.fields["title"] {
///         try db.run("INSERT INTO notes_search (id, title) VALUES (?, ?)", [.text(record.id), .text(title)])
///       }
///     }
///   }
/// }
/// ```
///
/// Read the tables with ``SyncStore/read(_:)``. Name every table after the feature (`notes_…`):
/// the `sync_` prefix is the store's own. A projection need not copy a record's fields into its
/// tables: the store's view `sync_record_fields (type, id, fields)` holds every live record's
/// current fields as JSON text, always in step with the projection's tables, so a list query can
/// join it by id:
///
/// ```sql
/// SELECT n.id, f.fields FROM notes_list AS n
/// JOIN sync_record_fields AS f ON f.type = 'notes' AND f.id = n.id
/// ORDER BY n.title_key LIMIT 50
/// ```
///
/// A projection that keeps an FTS5 index beside a list table should link the two by rowid and read
/// a new list row's id with ``SQLiteQuerying/lastInsertRowID``, not `INSERT … RETURNING`, which
/// would make an import build one index segment per record (see that property).
public protocol SyncProjection: Sendable {
  /// The projection's unique name in its store (`"products.search"`).
  var name: String { get }
  /// The version of the projection's tables and contents; a change rebuilds them from the records.
  var version: Int { get }
  /// The names of the record types whose changes the projection follows.
  var recordTypes: [String] { get }

  /// Drops whatever an earlier version created and creates the tables empty.
  ///
  /// Runs inside a transaction, before every live record is replayed through ``apply(_:in:)``.
  func rebuildSchema(in db: any SQLiteQuerying) throws

  /// Brings the tables up to date with `changes`, inside the store's transaction.
  ///
  /// `changes` holds one entry per record touched, with its state at the end of the transaction.
  /// Throwing rolls back the whole transaction: the record change that caused it fails too. A
  /// transaction may be rolled back and run again (a short local write that could not finish on
  /// the calling task), so change nothing but the database here.
  func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws
}
