"""The SQLite tables behind sync: records with their change sequence, references, idempotency keys."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Iterable

from ..store import Store
from .collection import UniqueValue

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sync_records (
         account TEXT NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL, version INTEGER NOT NULL,
         deleted INTEGER NOT NULL, seq INTEGER NOT NULL, document TEXT NOT NULL,
         PRIMARY KEY (account, collection, id))""",
    "CREATE UNIQUE INDEX IF NOT EXISTS sync_records_changes ON sync_records (account, collection, seq)",
    """CREATE TABLE IF NOT EXISTS sync_references (
         account TEXT NOT NULL, collection TEXT NOT NULL, id TEXT NOT NULL, field TEXT NOT NULL,
         target_collection TEXT NOT NULL, target_id TEXT NOT NULL)""",
    "CREATE INDEX IF NOT EXISTS sync_references_source ON sync_references (account, collection, id)",
    "CREATE INDEX IF NOT EXISTS sync_references_target ON sync_references (account, target_collection, target_id)",
    """CREATE TABLE IF NOT EXISTS sync_unique (
         account TEXT NOT NULL, collection TEXT NOT NULL, rule TEXT NOT NULL, key TEXT NOT NULL, id TEXT NOT NULL,
         field TEXT NOT NULL, PRIMARY KEY (account, collection, rule, key, id, field))""",
    "CREATE INDEX IF NOT EXISTS sync_unique_holder ON sync_unique (account, collection, id)",
    """CREATE TABLE IF NOT EXISTS sync_idempotency (
         account TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, status INTEGER NOT NULL,
         etag TEXT NOT NULL, body TEXT NOT NULL, PRIMARY KEY (account, key))""",
    "CREATE TABLE IF NOT EXISTS sync_sequence (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL)",
    "INSERT OR IGNORE INTO sync_sequence (id, value) VALUES (1, 0)",
)

#: The sequence numbers ``?…?`` as a table ``series(seq)``, and the id of each (the SQL twin of ``server_id``).
_SERIES = "series(seq) AS (SELECT ? UNION ALL SELECT seq + 1 FROM series WHERE seq < ?)"
_SERIES_ID = "printf('%s_%06d', ?, seq)"

#: Wiped by a reset. The sequence is kept, so a cursor issued before a reset never skips later changes.
DATA_TABLES = ("sync_records", "sync_references", "sync_unique", "sync_idempotency")


def server_id(id_prefix: str, seq: int) -> str:
    """The server id of the record created by change ``seq``: ``pty_000042``."""
    return f"{id_prefix}_{seq:06d}"


@dataclass(frozen=True)
class StoredRecord:
    """A record's row: its version, whether it is a tombstone, and its wire document (JSON text)."""

    id: str
    version: int
    deleted: bool
    document: str

    def to_json(self) -> dict[str, Any]:
        """The record as the wire object ``{id, version, updatedAt, deleted, fields}``."""
        return json.loads(self.document)


@dataclass(frozen=True)
class Referrer:
    """A live record that references another one through ``field``."""

    collection: str
    id: str
    field: str


@dataclass(frozen=True)
class StoredResponse:
    """The first answer to an idempotency key, kept for replay."""

    fingerprint: str
    status: int
    etag: str
    body: str


class RecordTables:
    """Every statement sync runs, with bound parameters; callers group them in ``store.transaction()``."""

    def __init__(self, store: Store) -> None:
        self._store = store
        with store.transaction():
            for statement in SCHEMA:
                store.execute(statement)

    def wipe(self) -> None:
        """Delete every record, reference and idempotency key."""
        with self._store.transaction():
            for table in DATA_TABLES:
                self._store.execute(f"DELETE FROM {table}")  # table names are constants, not input

    # MARK: - Sequence

    def advance_sequence(self, count: int = 1) -> int:
        """Reserve ``count`` change sequence numbers; returns the last (they end at it)."""
        rows = self._store.all("UPDATE sync_sequence SET value = value + ? WHERE id = 1 RETURNING value", (count,))
        return int(rows[0]["value"])

    # MARK: - Records

    def find(self, account: str, collection: str, record_id: str) -> StoredRecord | None:
        """One record (tombstones included), or ``None``."""
        row = self._store.one("SELECT id, version, deleted, document FROM sync_records "
                              "WHERE account = ? AND collection = ? AND id = ?", (account, collection, record_id))
        return StoredRecord(row["id"], row["version"], bool(row["deleted"]), row["document"]) if row else None

    def live_ids(self, account: str, collection: str, record_ids: Iterable[str]) -> set[str]:
        """Which of ``record_ids`` name live (not deleted) records."""
        wanted = sorted(set(record_ids))
        if not wanted:
            return set()
        placeholders = ",".join("?" * len(wanted))
        rows = self._store.all(f"SELECT id FROM sync_records WHERE account = ? AND collection = ? AND deleted = 0 "
                               f"AND id IN ({placeholders})", (account, collection, *wanted))
        return {row["id"] for row in rows}

    def save(self, account: str, collection: str, record: StoredRecord, seq: int) -> None:
        """Insert or replace ``record`` as the change with sequence ``seq``."""
        self._store.execute(
            "INSERT INTO sync_records (account, collection, id, version, deleted, seq, document) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account, collection, id) DO UPDATE SET "
            "version = excluded.version, deleted = excluded.deleted, seq = excluded.seq, document = excluded.document",
            (account, collection, record.id, record.version, int(record.deleted), seq, record.document))

    def insert_series(self, account: str, collection: str, id_prefix: str, first: int, last: int,
                      updated_at: str, fields: str) -> None:
        """Insert live records for sequences ``first…last`` (ids as :func:`server_id`), all with ``fields`` (JSON).

        One statement over a recursive sequence, so SQLite builds the rows and their documents itself.
        """
        self._store.execute(
            f"WITH RECURSIVE {_SERIES} INSERT INTO sync_records (account, collection, id, version, deleted, seq, "
            f"document) SELECT ?, ?, {_SERIES_ID}, 1, 0, seq, json_object('id', {_SERIES_ID}, 'version', 1, "
            "'updatedAt', ?, 'deleted', json('false'), 'fields', json(?)) FROM series",
            (first, last, account, collection, id_prefix, id_prefix, updated_at, fields))

    def changes(self, account: str, collection: str, after: int, limit: int) -> list[tuple[int, str]]:
        """Up to ``limit`` ``(seq, document)`` pairs with a sequence above ``after``, in sequence order."""
        rows = self._store.all("SELECT seq, document FROM sync_records WHERE account = ? AND collection = ? "
                               "AND seq > ? ORDER BY seq LIMIT ?", (account, collection, after, limit))
        return [(row["seq"], row["document"]) for row in rows]

    def documents(self, account: str, collection: str) -> list[str]:
        """Every record's document (tombstones included), in id order (shorter ids first, so numeric)."""
        rows = self._store.all("SELECT document FROM sync_records WHERE account = ? AND collection = ? "
                               "ORDER BY length(id), id",
                               (account, collection))
        return [row["document"] for row in rows]

    # MARK: - References

    def add_references(self, account: str, collection: str, record_id: str,
                       references: Iterable[tuple[str, str, str]]) -> None:
        """Record ``(field, target collection, target id)`` references held by a record."""
        for field, target_collection, target_id in references:
            self._store.execute("INSERT INTO sync_references (account, collection, id, field, target_collection, "
                                "target_id) VALUES (?, ?, ?, ?, ?, ?)",
                                (account, collection, record_id, field, target_collection, target_id))

    def add_series_references(self, account: str, collection: str, id_prefix: str, first: int, last: int,
                              references: Iterable[tuple[str, str, str]]) -> None:
        """Record the same references for every record of :meth:`insert_series`."""
        for field, target_collection, target_id in references:
            self._store.execute(
                f"WITH RECURSIVE {_SERIES} INSERT INTO sync_references (account, collection, id, field, "
                f"target_collection, target_id) SELECT ?, ?, {_SERIES_ID}, ?, ?, ? FROM series",
                (first, last, account, collection, id_prefix, field, target_collection, target_id))

    def clear_references(self, account: str, collection: str, record_id: str) -> None:
        """Forget every reference a record holds."""
        self._store.execute("DELETE FROM sync_references WHERE account = ? AND collection = ? AND id = ?",
                            (account, collection, record_id))

    def first_referrer(self, account: str, collection: str, record_id: str) -> Referrer | None:
        """A record still referencing ``record_id`` (only live records hold references), or ``None``."""
        row = self._store.one("SELECT collection, id, field FROM sync_references "
                              "WHERE account = ? AND target_collection = ? AND target_id = ? "
                              "ORDER BY collection, id, field LIMIT 1", (account, collection, record_id))
        return Referrer(row["collection"], row["id"], row["field"]) if row else None

    # MARK: - Unique values

    def add_unique(self, account: str, collection: str, record_id: str, values: Iterable[UniqueValue]) -> None:
        """Index the unique values a live record holds."""
        for value in values:
            self._store.execute("INSERT OR IGNORE INTO sync_unique (account, collection, rule, key, id, field) "
                                "VALUES (?, ?, ?, ?, ?, ?)",
                                (account, collection, value.rule, value.key, record_id, value.field))

    def add_series_unique(self, account: str, collection: str, id_prefix: str, first: int, last: int,
                          values: Iterable[UniqueValue]) -> None:
        """Index the same unique values for every record of :meth:`insert_series`."""
        for value in values:
            self._store.execute(
                f"WITH RECURSIVE {_SERIES} INSERT OR IGNORE INTO sync_unique (account, collection, rule, key, id, "
                f"field) SELECT ?, ?, ?, ?, {_SERIES_ID}, ? FROM series",
                (first, last, account, collection, value.rule, value.key, id_prefix, value.field))

    def clear_unique(self, account: str, collection: str, record_id: str) -> None:
        """Forget every unique value a record holds."""
        self._store.execute("DELETE FROM sync_unique WHERE account = ? AND collection = ? AND id = ?",
                            (account, collection, record_id))

    def unique_keys(self, account: str, collection: str, record_id: str) -> set[tuple[str, str]]:
        """The ``(rule, key)`` pairs a record holds now."""
        rows = self._store.all("SELECT rule, key FROM sync_unique WHERE account = ? AND collection = ? AND id = ?",
                               (account, collection, record_id))
        return {(row["rule"], row["key"]) for row in rows}

    def unique_holder(self, account: str, collection: str, rule: str, key: str,
                      besides: str | None) -> tuple[str, str] | None:
        """The ``(id, field)`` of the first live record other than ``besides`` holding ``rule`` ``key``.

        Records are taken in the order the server created them (shorter ids first), so the holder named
        is the same whichever duplicate an older server let through.
        """
        row = self._store.one("SELECT id, field FROM sync_unique WHERE account = ? AND collection = ? AND rule = ? "
                              "AND key = ? AND id IS NOT ? ORDER BY length(id), id, field LIMIT 1",
                              (account, collection, rule, key, besides))
        return (row["id"], row["field"]) if row else None

    # MARK: - Idempotency keys

    def stored_response(self, account: str, key: str) -> StoredResponse | None:
        """The first answer given to ``key``, or ``None``."""
        row = self._store.one("SELECT fingerprint, status, etag, body FROM sync_idempotency "
                              "WHERE account = ? AND key = ?", (account, key))
        return StoredResponse(row["fingerprint"], row["status"], row["etag"], row["body"]) if row else None

    def store_response(self, account: str, key: str, response: StoredResponse) -> None:
        """Remember the answer to ``key``."""
        self._store.execute("INSERT INTO sync_idempotency (account, key, fingerprint, status, etag, body) "
                            "VALUES (?, ?, ?, ?, ?, ?)",
                            (account, key, response.fingerprint, response.status, response.etag, response.body))
