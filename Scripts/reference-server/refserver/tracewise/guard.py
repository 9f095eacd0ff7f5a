"""TraceWise access checks: the ``X-API-Key`` header, a per-key rate limit, and the bearer caller."""

from __future__ import annotations

import math
import threading
import time
from collections import defaultdict
from typing import Iterable

from ..app import HTTPError, Request
from ..auth import AuthService, Principal


class ApiKeyGuard:
    """Checks ``X-API-Key`` and applies an optional fixed-window rate limit per key.

    Missing key → 401 ``API_KEY_REQUIRED``; unknown key → 403 ``INVALID_API_KEY``; over the limit →
    429 ``RATE_LIMITED`` with ``Retry-After`` (seconds until the window resets).
    """

    def __init__(self, api_keys: Iterable[str], auth: AuthService, rate_limit: int = 0, window: float = 60.0) -> None:
        self._keys = frozenset(api_keys)
        self._auth = auth
        self._limit = rate_limit
        self._window = window
        self._lock = threading.Lock()
        self._windows: dict[str, tuple[float, int]] = defaultdict(lambda: (0.0, 0))

    def check_api_key(self, request: Request) -> str:
        """Return the caller's API key after validating it and counting it against the limit."""
        key = request.header("x-api-key")
        if not key:
            raise HTTPError(401, "API_KEY_REQUIRED", "X-API-Key header is required",
                            {"WWW-Authenticate": 'ApiKey header="X-API-Key"'})
        if key not in self._keys:
            raise HTTPError(403, "INVALID_API_KEY", "X-API-Key is not valid")
        if self._limit > 0:
            self._count(key)
        return key

    def _count(self, key: str) -> None:
        now = time.monotonic()
        with self._lock:
            started, used = self._windows[key]
            if now - started >= self._window:
                started, used = now, 0
            if used >= self._limit:
                retry_after = max(1, math.ceil(self._window - (now - started)))
                raise HTTPError(429, "RATE_LIMITED", f"Rate limit of {self._limit} requests per window exceeded",
                                {"Retry-After": str(retry_after)})
            self._windows[key] = (started, used + 1)

    def reset(self) -> None:
        """Forget every rate-limit window."""
        with self._lock:
            self._windows.clear()

    def caller(self, request: Request) -> Principal:
        """API key plus bearer token: return the authenticated user."""
        self.check_api_key(request)
        return self._auth.authenticate(request)

    def require_self(self, principal: Principal, user_id: str) -> None:
        """403 unless ``user_id`` is the caller (users only see and change their own products)."""
        if principal.sub != user_id:
            raise HTTPError(403, "FORBIDDEN", f"User {principal.sub!r} may not act for user {user_id!r}")
