import Foundation

/// The local side of sync: the records the app reads and writes, and the queue of their changes.
///
/// Every write applies locally at once and queues its ``SyncMutation`` in the same transaction;
/// every method the engine calls applies the server's answer in one transaction (the id swap of an
/// acknowledged create reaches the record, every record and queued mutation referencing it, and
/// the id map together). SharedPlatform provides `SQLiteSyncStore`.
public protocol SyncStore: Sendable {
  /// The record types this store holds.
  var schema: SyncSchema { get }
  /// The locks of this store's writers: every writer of the store that checks what is stored before
  /// writing (no stock sold twice, no number handed out twice) takes the same named lock, whichever
  /// catalog, repository or scope it belongs to; writers of another store never wait for it.
  /// Return the same instance every time (a store over another store returns that one's).
  var writeLocks: WriteLocks { get }

  // MARK: Local reads and writes

  /// Creates a record with a fresh local id and queues its upload.
  /// - Throws: ``SyncStoreError/referenceNotFound(type:id:)`` when a reference names a local
  ///   record that does not exist.
  func create(_ type: String, fields: [String: JSONValue]) async throws -> SyncRecord
  /// Replaces a record's fields and queues the change. Ids of records whose local id has since been
  /// replaced by the server's are accepted, here and in reference fields.
  func update(_ type: String, id: String, fields: [String: JSONValue]) async throws -> SyncRecord
  /// Deletes a record locally and queues the delete (or drops a create that was never sent).
  func delete(_ type: String, id: String) async throws
  /// Applies `writes` in order, each queued as ``create(_:fields:)``, ``update(_:id:fields:)`` and
  /// ``delete(_:id:)`` would queue it, in one transaction: all of them or, when one throws, none.
  /// An import of thousands of records costs one commit instead of thousands.
  /// - Returns: For each write, the record as stored (`nil` for a delete).
  /// - Throws: What the single write would throw, for the first write that fails.
  func commit(_ writes: [SyncLocalWrite]) async throws -> [SyncRecord?]
  /// The record, if it exists and is not deleted; a replaced local id finds the record.
  func record(_ type: String, id: String) async throws -> SyncRecord?
  /// Every record of `type` that is not deleted, local changes included.
  func records(of type: String) async throws -> [SyncRecord]
  /// The records of `type` with a top-level text field containing `text` (case-insensitive).
  func search(_ type: String, text: String) async throws -> [SyncRecord]
  /// The conflicts not yet resolved, oldest first.
  func conflicts() async throws -> [SyncConflict]
  /// Marks a conflict resolved (after the app has applied whatever it decided).
  func resolveConflict(_ id: UUID) async throws
  /// The mutations the server refused, oldest first.
  func rejectedMutations() async throws -> [SyncMutation]
  /// Queues a refused mutation again, as it is now, under the idempotency key it was refused with:
  /// a refusal does not use a key up (the sync contract stores only successful answers), and a
  /// change that may have reached the server is never sent again under a new key. Editing the record
  /// instead queues its new content under a new key.
  func resubmitRejected(_ type: String, id: String) async throws
  /// Abandons a refused change: the record returns to the server's state (a refused create is removed).
  func discardRejected(_ type: String, id: String) async throws
  /// Folds a record the server has never had into a record of the same type the server has, as if the
  /// server had answered its create with that record: every record and queued change that referenced
  /// it references `targetID` instead (and is uploaded so), its id finds the target from now on, and
  /// its own record and queued create are removed, unsent. For a record that turned out to be another
  /// one (a product two devices created offline with the same SKU, one of them refused for it).
  /// - Throws: ``SyncStoreError/recordNotFound(type:id:)`` for either record;
  ///   ``SyncStoreError/sentToServer(type:id:)`` when the record's create was sent and may have reached
  ///   the server; ``SyncStoreError/notUploaded(type:id:)`` when the target is itself a local record.
  func fold(_ type: String, id: String, into targetID: String) async throws

  // MARK: Upload

  /// The mutations waiting to be sent (not refused), in queue order, each with the record's
  /// current server version in ``SyncMutation/baseVersion``.
  func pendingMutations() async throws -> [SyncMutation]
  /// Records durably that `mutation` is about to be sent, before it is, if it is still queued as
  /// read (same ``SyncMutation/sequence`` and ``SyncMutation/revision``, not refused).
  /// - Returns: The mutation as queued now (send this copy), or `nil` when a local change has since
  ///   replaced or removed it: it is then not marked, and the next read of the queue has it as it is.
  @discardableResult
  func markAttempted(_ mutation: SyncMutation) async throws -> SyncMutation?
  /// Records durably that `mutations` are about to be sent, in one transaction, as
  /// ``markAttempted(_:)-(SyncMutation)`` does for one.
  /// - Returns: The mutations marked, as queued now, in the order given: send exactly these.
  @discardableResult
  func markAttempted(_ mutations: [SyncMutation]) async throws -> [SyncMutation]
  /// Applies the server's answer to a sent mutation; for a create, swaps the local id for the
  /// server's everywhere. When the queued mutation's revision has moved on since the copy was sent,
  /// its newer content stays queued, as a change of the acknowledged version under a new key.
  func acknowledge(_ mutation: SyncMutation, with record: SyncServerRecord) async throws
  /// Applies the server's answers to several sent mutations, in one transaction.
  func acknowledge(_ answers: [(mutation: SyncMutation, record: SyncServerRecord)]) async throws
  /// Applies the record type's conflict policy to a mutation the server found stale, and records
  /// the conflict, unless a newer local change replaced the mutation.
  /// - Returns: What became of the mutation and whether a conflict was recorded.
  @discardableResult
  func resolveConflict(_ mutation: SyncMutation, current: SyncServerRecord) async throws -> SyncConflictOutcome
  /// Parks a mutation the server refused for good.
  func reject(_ mutation: SyncMutation, _ rejection: SyncRejection) async throws

  // MARK: Download

  /// Where the next download of `type` starts (`nil`: from the beginning).
  func cursor(for type: String) async throws -> String?
  /// Applies one page of server changes and its cursor in one transaction. Records with queued
  /// local changes keep them; the server's state reaches them through the upload's conflict check.
  func apply(_ page: SyncChangesPage, of type: String) async throws
  /// Starts `type`'s download over from the beginning, after the server refused its cursor: forgets
  /// the cursor and notes every record the server had sent, so that ``finishDownload(of:)`` can remove
  /// those the full download no longer lists (the server purged them, tombstones and all). The note
  /// is durable: a download interrupted here resumes where it was and still sweeps at its end.
  func restartDownload(of type: String) async throws
  /// Called whenever the server has no more changes for `type`: after a restarted download, removes
  /// every noted record that the full download did not list and that has no local change queued (such
  /// a change meets the server's answer on upload), in one transaction.
  /// - Returns: How many records were removed (0 when no restarted download was under way).
  @discardableResult
  func finishDownload(of type: String) async throws -> Int

  // MARK: Feature queries

  /// Runs `body` on the store's database, read-only: a feature's own queries over the tables its
  /// ``SyncProjection`` keeps. Writes throw; records change only through this protocol.
  func read<T: Sendable>(_ body: @Sendable (any SQLiteQuerying) throws -> T) async throws -> T

  /// The record types each committed transaction changed, from now on: a live view re-reads its
  /// projection's tables when a type it shows arrives, and sees the write (a local change, an
  /// upload's answer or a downloaded page) because the value comes after the commit.
  ///
  /// The stream starts with an empty set, then yields one set per committed transaction that
  /// touched records of a type some ``SyncProjection`` follows. Values are buffered newest-first; a
  /// slow reader may miss intermediate sets but never the latest.
  func committedChanges() -> AsyncStream<Set<String>>
}

extension SyncStore {
  /// Marks each mutation on its own.
  @discardableResult
  public func markAttempted(_ mutations: [SyncMutation]) async throws -> [SyncMutation] {
    var marked: [SyncMutation] = []
    for mutation in mutations {
      if let current = try await markAttempted(mutation) { marked.append(current) }
    }
    return marked
  }

  /// Acknowledges each answer on its own.
  public func acknowledge(_ answers: [(mutation: SyncMutation, record: SyncServerRecord)]) async throws {
    for answer in answers { try await acknowledge(answer.mutation, with: answer.record) }
  }
}
