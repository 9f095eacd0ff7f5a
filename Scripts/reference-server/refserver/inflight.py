"""Idempotency keys whose first request is still being handled (draft-ietf-httpapi-idempotency-key-header §2.6).

While a request carrying an ``Idempotency-Key`` is being handled, another request with the same key
from the same client is answered 409 ``IDEMPOTENCY_KEY_IN_USE`` with ``Retry-After``: the client
cannot know yet what the first one did, and must ask again later under the same key.
"""

from __future__ import annotations

import threading

#: The ``Retry-After`` (seconds) sent with ``IDEMPOTENCY_KEY_IN_USE``.
IN_USE_RETRY_AFTER = "1"


class InFlightKeys:
    """The ``(client, key)`` pairs being handled now; thread-safe.

    The client is what the request authenticates with (``Authorization``, else ``X-API-Key``), so two
    users' keys never collide.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: set[tuple[str, str]] = set()

    def claim(self, client: str, key: str) -> bool:
        """Hold ``key`` for ``client``; ``False`` when a request with it is already being handled."""
        with self._lock:
            if (client, key) in self._held:
                return False
            self._held.add((client, key))
            return True

    def is_held(self, client: str, key: str) -> bool:
        """Whether a request of ``client`` with ``key`` is being handled now."""
        with self._lock:
            return (client, key) in self._held

    def release(self, client: str, key: str) -> None:
        """Let ``key`` go once its request has been answered (or failed)."""
        with self._lock:
            self._held.discard((client, key))
