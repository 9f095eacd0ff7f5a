"""``Idempotency-Key`` support: the first response for a key is stored and replayed verbatim."""

from __future__ import annotations

import hashlib
import json
import threading
from typing import Any, Callable

from .app import HTTPError, Request, Response
from .stats import Stats
from .store import Store

REPLAY_HEADER = "Idempotent-Replayed"


def request_fingerprint(request: Request) -> str:
    """A digest of what the request asks for: method, decoded path, query and body.

    A JSON body is compared by value (key order and whitespace do not matter); any other body byte by byte.
    """
    try:
        body: Any = {"json": request.json()}
    except HTTPError:
        body = {"bytes": request.body.hex()}
    canonical = json.dumps([request.method, request.path, sorted(request.query.items()), body],
                           sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


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

        Reusing a key for a different request is a 422 ``IDEMPOTENCY_KEY_REUSED`` instead of a replay.
        "Different" compares ``fingerprint``, a digest of the request's meaningful content, which
        defaults to :func:`request_fingerprint` (method, path, query and body).
        """
        key = request.header("idempotency-key")
        if not key:
            return operation()
        if fingerprint is None:
            fingerprint = request_fingerprint(request)
        with self._lock:
            row = self._store.one("SELECT fingerprint, status, body FROM idempotency WHERE scope = ? AND key = ?",
                                  (scope, key))
            if row is not None:
                if row["fingerprint"] != fingerprint:
                    raise HTTPError(422, "IDEMPOTENCY_KEY_REUSED",
                                    "Idempotency-Key was already used for a different request")
                self._stats.increment("idempotentReplays")
                return Response(row["status"], json.loads(row["body"]), {REPLAY_HEADER: "true"})
            response = operation()
            if 200 <= response.status < 300:
                self._store.execute(
                    "INSERT INTO idempotency (scope, key, fingerprint, status, body) VALUES (?, ?, ?, ?, ?)",
                    (scope, key, fingerprint, response.status, json.dumps(response.body)))
            return response
