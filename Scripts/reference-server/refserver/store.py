"""SQLite persistence shared by every service, serialised by one lock."""

from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager
from typing import Any, Iterator

SCHEMA = """
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, sub TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0, created_at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS access_tokens (
  jti TEXT PRIMARY KEY, session_id TEXT NOT NULL, expires_at REAL NOT NULL,
  force_expired INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS refresh_tokens (
  token_hash TEXT PRIMARY KEY, session_id TEXT NOT NULL, state TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS refresh_rotations (
  token_hash TEXT PRIMARY KEY, successor_hash TEXT NOT NULL, rotated_at REAL NOT NULL, answer TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS idempotency (
  scope TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT, status INTEGER NOT NULL, body TEXT NOT NULL,
  PRIMARY KEY (scope, key));
CREATE TABLE IF NOT EXISTS products (
  gtin TEXT NOT NULL, serial TEXT NOT NULL, body TEXT NOT NULL, created_seq INTEGER NOT NULL,
  PRIMARY KEY (gtin, serial));
CREATE TABLE IF NOT EXISTS registrations (
  gtin TEXT NOT NULL, serial TEXT NOT NULL, user_id TEXT NOT NULL, registered_at TEXT NOT NULL,
  seq INTEGER NOT NULL, PRIMARY KEY (gtin, serial));
CREATE TABLE IF NOT EXISTS events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, gtin TEXT NOT NULL,
  serial TEXT NOT NULL, body TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS passports (
  id TEXT PRIMARY KEY, gtin TEXT NOT NULL, serial TEXT NOT NULL, body TEXT NOT NULL,
  seq INTEGER NOT NULL);
"""

TABLES = ("sessions", "access_tokens", "refresh_tokens", "refresh_rotations", "idempotency", "products", "registrations",
          "events", "passports")


class Store:
    """A single SQLite connection guarded by a re-entrant lock (safe across handler threads).

    Every statement uses bound parameters. :meth:`transaction` groups statements atomically.
    """

    def __init__(self, path: str) -> None:
        self._lock = threading.RLock()
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.row_factory = sqlite3.Row
        self._db.execute("PRAGMA journal_mode=WAL")
        # Durable across a process crash, not a power cut; commits then cost microseconds, not an fsync each.
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.execute("PRAGMA busy_timeout=5000")
        self._db.executescript(SCHEMA)

    @contextmanager
    def transaction(self) -> Iterator["Store"]:
        """Run the enclosed statements in one transaction (rolled back if an exception escapes)."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def execute(self, sql: str, params: tuple[Any, ...] = ()) -> int:
        """Run a statement and return the number of rows changed."""
        with self._lock:
            return self._db.execute(sql, params).rowcount

    def one(self, sql: str, params: tuple[Any, ...] = ()) -> sqlite3.Row | None:
        """Return the first row of a query, or ``None``."""
        with self._lock:
            return self._db.execute(sql, params).fetchone()

    def all(self, sql: str, params: tuple[Any, ...] = ()) -> list[sqlite3.Row]:
        """Return every row of a query."""
        with self._lock:
            return self._db.execute(sql, params).fetchall()

    def wipe(self) -> None:
        """Delete every row of every table."""
        with self.transaction():
            for table in TABLES:
                self._db.execute(f"DELETE FROM {table}")  # table names are constants, not input

    def close(self) -> None:
        """Close the connection."""
        with self._lock:
            self._db.close()
