"""``Idempotency-Key`` support: the first response for a key is stored and replayed verbatim."""

from __future__ import annotations

import json
import threading
from typing import Callable

from .app import HTTPError, Request, Response
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

    def run(self, request: Request, scope: str, operation: Callable[[], Response],
            fingerprint: str | None = None) -> Response:
        """Answer ``request`` with the stored response for its key, or run ``operation`` and store it.

        When ``fingerprint`` (a digest of the request's meaningful content) is given, reusing a key
        for a different request is a 409 ``IDEMPOTENCY_KEY_REUSED`` instead of a replay.
        """
        key = request.header("idempotency-key")
        if not key:
            return operation()
        with self._lock:
            row = self._store.one("SELECT fingerprint, status, body FROM idempotency WHERE scope = ? AND key = ?",
                                  (scope, key))
            if row is not None:
                if fingerprint is not None and row["fingerprint"] != fingerprint:
                    raise HTTPError(409, "IDEMPOTENCY_KEY_REUSED",
                                    "Idempotency-Key was already used for a different request")
                self._stats.increment("idempotentReplays")
                return Response(row["status"], json.loads(row["body"]), {REPLAY_HEADER: "true"})
            response = operation()
            if 200 <= response.status < 300:
                self._store.execute(
                    "INSERT INTO idempotency (scope, key, fingerprint, status, body) VALUES (?, ?, ?, ?, ?)",
                    (scope, key, fingerprint, response.status, json.dumps(response.body)))
            return response
