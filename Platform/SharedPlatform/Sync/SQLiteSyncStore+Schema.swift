import SharedCore

/// The store's own tables, migrated in place as the schema evolves; a migration's SQL never changes
/// once shipped.
extension SQLiteSyncStore {
  /// The migrations of the sync schema.
  public static let migrator = SQLiteMigrator(
    domain: "sync",
    migrations: [
      SQLiteMigration(
        version: 1,
        name: "create_sync_tables",
        sql: """
          CREATE TABLE sync_records (
            type TEXT NOT NULL,
            id TEXT NOT NULL,
            fields TEXT NOT NULL,
            version INTEGER,
            server_fields TEXT,
            newer_server TEXT,
            deleted INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (type, id)
          );
          CREATE TABLE sync_mutations (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            type TEXT NOT NULL,
            record_id TEXT NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('create', 'update', 'delete')),
            fields TEXT NOT NULL,
            idempotency_key TEXT NOT NULL UNIQUE,
            attempted INTEGER NOT NULL,
            rejection TEXT
          );
          CREATE INDEX sync_mutations_by_record ON sync_mutations (type, record_id, sequence);
          CREATE TABLE sync_dependencies (
            local_id TEXT NOT NULL,
            sequence INTEGER NOT NULL REFERENCES sync_mutations (sequence) ON DELETE CASCADE,
            PRIMARY KEY (local_id, sequence)
          );
          CREATE INDEX sync_dependencies_by_mutation ON sync_dependencies (sequence);
          CREATE TABLE sync_local_references (
            local_id TEXT NOT NULL,
            type TEXT NOT NULL,
            record_id TEXT NOT NULL,
            PRIMARY KEY (local_id, type, record_id)
          );
          CREATE INDEX sync_local_references_by_record ON sync_local_references (type, record_id);
          CREATE TABLE sync_id_map (
            local_id TEXT PRIMARY KEY,
            type TEXT NOT NULL,
            server_id TEXT NOT NULL
          );
          CREATE TABLE sync_cursors (
            type TEXT PRIMARY KEY,
            cursor TEXT NOT NULL
          );
          CREATE TABLE sync_conflicts (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            id TEXT NOT NULL UNIQUE,
            type TEXT NOT NULL,
            record_id TEXT NOT NULL,
            local TEXT,
            server TEXT NOT NULL,
            winner TEXT NOT NULL,
            detected_at REAL NOT NULL
          );
          CREATE INDEX sync_conflicts_by_record ON sync_conflicts (type, record_id);
          """
      ),
      SQLiteMigration(
        version: 2,
        name: "create_sync_projections",
        sql: """
          CREATE TABLE sync_projections (
            name TEXT PRIMARY KEY,
            version INTEGER NOT NULL
          );
          """
      ),
      // A local write used to touch six or seven pages: each is a log frame written at commit, and
      // the commit was most of the write's time. Records are now one B-tree keyed by (type, id),
      // not a table plus its key's index; idempotency keys (random UUIDs) lose their UNIQUE index;
      // and queue sequence numbers come from `sync_counters` instead of AUTOINCREMENT, whose
      // `sqlite_sequence` row was rewritten by every create. Sequence numbers are still never
      // reused: a trigger records every deleted sequence above the high-water mark, and a new
      // mutation takes one past both it and the largest queued.
      SQLiteMigration(
        version: 3,
        name: "compact_sync_tables",
        sql: """
          CREATE TABLE sync_counters (
            name TEXT PRIMARY KEY,
            value INTEGER NOT NULL
          ) WITHOUT ROWID;
          INSERT INTO sync_counters (name, value)
            SELECT 'mutations', coalesce(max(seq), 0) FROM sqlite_sequence WHERE name = 'sync_mutations';

          CREATE TABLE sync_dependencies_v2 AS SELECT local_id, sequence FROM sync_dependencies;
          DROP TABLE sync_dependencies;

          CREATE TABLE sync_mutations_v3 (
            sequence INTEGER PRIMARY KEY,
            type TEXT NOT NULL,
            record_id TEXT NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('create', 'update', 'delete')),
            fields TEXT NOT NULL,
            idempotency_key TEXT NOT NULL,
            attempted INTEGER NOT NULL,
            rejection TEXT
          );
          INSERT INTO sync_mutations_v3
            (sequence, type, record_id, operation, fields, idempotency_key, attempted, rejection)
            SELECT sequence, type, record_id, operation, fields, idempotency_key, attempted, rejection
            FROM sync_mutations;
          DROP TABLE sync_mutations;
          ALTER TABLE sync_mutations_v3 RENAME TO sync_mutations;
          CREATE INDEX sync_mutations_by_record ON sync_mutations (type, record_id, sequence);
          CREATE TRIGGER sync_mutations_keep_sequence AFTER DELETE ON sync_mutations
          WHEN OLD.sequence > (SELECT value FROM sync_counters WHERE name = 'mutations')
          BEGIN
            UPDATE sync_counters SET value = OLD.sequence WHERE name = 'mutations';
          END;

          CREATE TABLE sync_dependencies (
            local_id TEXT NOT NULL,
            sequence INTEGER NOT NULL REFERENCES sync_mutations (sequence) ON DELETE CASCADE,
            PRIMARY KEY (local_id, sequence)
          );
          INSERT INTO sync_dependencies (local_id, sequence) SELECT local_id, sequence FROM sync_dependencies_v2;
          DROP TABLE sync_dependencies_v2;
          CREATE INDEX sync_dependencies_by_mutation ON sync_dependencies (sequence);

          CREATE TABLE sync_records_v3 (
            type TEXT NOT NULL,
            id TEXT NOT NULL,
            fields TEXT NOT NULL,
            version INTEGER,
            server_fields TEXT,
            newer_server TEXT,
            deleted INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (type, id)
          ) WITHOUT ROWID;
          INSERT INTO sync_records_v3 (type, id, fields, version, server_fields, newer_server, deleted)
            SELECT type, id, fields, version, server_fields, newer_server, deleted FROM sync_records;
          DROP TABLE sync_records;
          ALTER TABLE sync_records_v3 RENAME TO sync_records;
          """
      ),
      // A local change folded into a queued mutation while the engine held a copy of it (read at the
      // start of its pass, sent after an earlier batch) went unseen: the engine sent, then
      // acknowledged, its old copy. Every change to a queued mutation's content now increments its
      // revision, and marking and acknowledging act only on the revision the engine holds.
      SQLiteMigration(
        version: 4,
        name: "add_sync_mutation_revision",
        sql: """
          ALTER TABLE sync_mutations ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
          """
      ),
      // Every record's fields were stored three times: in its row, in its queued create and in the
      // feature's list row. A create that was never sent now keeps no copy (`fields` is NULL: the
      // record's own fields, which every change to it folds into), until it is marked attempted;
      // and projections may read fields through the view `sync_record_fields` instead of keeping
      // their own. Dependencies are copied aside while the queue is rebuilt, as in version 3, so
      // that dropping the old queue cascades to nothing.
      SQLiteMigration(
        version: 5,
        name: "share_unsent_create_fields",
        sql: """
          CREATE TABLE sync_dependencies_v5 AS SELECT local_id, sequence FROM sync_dependencies;
          DROP TABLE sync_dependencies;

          CREATE TABLE sync_mutations_v5 (
            sequence INTEGER PRIMARY KEY,
            type TEXT NOT NULL,
            record_id TEXT NOT NULL,
            operation TEXT NOT NULL CHECK (operation IN ('create', 'update', 'delete')),
            fields TEXT CHECK (fields IS NOT NULL OR (operation = 'create' AND attempted = 0)),
            idempotency_key TEXT NOT NULL,
            attempted INTEGER NOT NULL,
            rejection TEXT,
            revision INTEGER NOT NULL DEFAULT 0
          );
          INSERT INTO sync_mutations_v5
            (sequence, type, record_id, operation, fields, idempotency_key, attempted, rejection, revision)
            SELECT sequence, type, record_id, operation,
              CASE WHEN operation = 'create' AND attempted = 0 THEN NULL ELSE fields END,
              idempotency_key, attempted, rejection, revision
            FROM sync_mutations;
          DROP TABLE sync_mutations;
          ALTER TABLE sync_mutations_v5 RENAME TO sync_mutations;
          CREATE INDEX sync_mutations_by_record ON sync_mutations (type, record_id, sequence);
          CREATE TRIGGER sync_mutations_keep_sequence AFTER DELETE ON sync_mutations
          WHEN OLD.sequence > (SELECT value FROM sync_counters WHERE name = 'mutations')
          BEGIN
            UPDATE sync_counters SET value = OLD.sequence WHERE name = 'mutations';
          END;

          CREATE TABLE sync_dependencies (
            local_id TEXT NOT NULL,
            sequence INTEGER NOT NULL REFERENCES sync_mutations (sequence) ON DELETE CASCADE,
            PRIMARY KEY (local_id, sequence)
          );
          INSERT INTO sync_dependencies (local_id, sequence) SELECT local_id, sequence FROM sync_dependencies_v5;
          DROP TABLE sync_dependencies_v5;
          CREATE INDEX sync_dependencies_by_mutation ON sync_dependencies (sequence);

          CREATE VIEW sync_record_fields AS SELECT type, id, fields FROM sync_records WHERE deleted = 0;
          """
      ),
      // A download the server made start over (it refused the cursor) lists every record it still
      // has; the records it had sent before and no longer lists are swept at the end. The ids to
      // confirm are kept durably, so an interrupted download still sweeps when it completes.
      SQLiteMigration(
        version: 6,
        name: "add_sync_download_sweep",
        sql: """
          CREATE TABLE sync_sweep (
            type TEXT NOT NULL,
            id TEXT NOT NULL,
            PRIMARY KEY (type, id)
          ) WITHOUT ROWID;
          """
      ),
      // The refused changes are read for every badge and problems list; a partial index keeps that
      // read proportional to them, not to a long queue of changes waiting to upload.
      SQLiteMigration(
        version: 7,
        name: "index_sync_rejected_mutations",
        sql: """
          CREATE INDEX sync_mutations_rejected ON sync_mutations (sequence) WHERE rejection IS NOT NULL;
          """
      ),
    ])
}
