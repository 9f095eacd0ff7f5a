"""``Idempotency-Key`` support: the first response for a key is stored and replayed verbatim."""

from __future__ import annotations

import json
import threading
from typing import Callable

from .app import Request, Response
from .stats import Stats
from .store import Store

REPLAY_HEADER = "Idempotent-Replayed"


class IdempotencyCache:
    """Stores the first successful (2xx) response per ``(scope, key)`` in SQLite.

    One lock serialises keyed requests, so two concurrent requests with the same key still run
    the operation once.
    """

    def __init__(self, store: Store, stats: Stats) -> None:
        self._store = store
        self._stats = stats
        self._lock = threading.Lock()

    def run(self, request: Request, scope: str, operation: Callable[[], Response]) -> Response:
        """Answer ``request`` with the stored response for its key, or run ``operation`` and store it."""
        key = request.header("idempotency-key")
        if not key:
            return operation()
        with self._lock:
            row = self._store.one("SELECT status, body FROM idempotency WHERE scope = ? AND key = ?", (scope, key))
            if row is not None:
                self._stats.increment("idempotentReplays")
                return Response(row["status"], json.loads(row["body"]), {REPLAY_HEADER: "true"})
            response = operation()
            if 200 <= response.status < 300:
                self._store.execute("INSERT INTO idempotency (scope, key, status, body) VALUES (?, ?, ?, ?)",
                                    (scope, key, response.status, json.dumps(response.body)))
            return response
