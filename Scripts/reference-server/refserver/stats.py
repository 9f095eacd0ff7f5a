"""Thread-safe request and call counters exposed by ``GET /admin/stats``."""

from __future__ import annotations

import threading
from collections import Counter
from typing import Any

COUNTERS = ("refreshCalls", "tokenCalls", "idempotentReplays", "syncCreates", "syncUpdates", "syncDeletes")


class Stats:
    """Counts requests per ``"<METHOD> <path>"`` and a few named counters, under a lock."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._requests: Counter[str] = Counter()
        self._counters: Counter[str] = Counter()

    def record_request(self, method: str, path: str) -> None:
        """Count one received request."""
        with self._lock:
            self._requests[f"{method} {path}"] += 1

    def increment(self, name: str) -> None:
        """Increment the named counter (one of :data:`COUNTERS`)."""
        with self._lock:
            self._counters[name] += 1

    def snapshot(self) -> dict[str, Any]:
        """Return the contract's stats document."""
        with self._lock:
            result: dict[str, Any] = {"requests": dict(self._requests)}
            result.update({name: self._counters[name] for name in COUNTERS})
            return result

    def reset(self) -> None:
        """Zero everything."""
        with self._lock:
            self._requests.clear()
            self._counters.clear()
