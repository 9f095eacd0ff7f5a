"""The application: every service wired to its routes, independent of the socket layer."""

from __future__ import annotations

import logging
from typing import Callable, Sequence

from . import admin, bills, echo, loyalty, parties, plans, products, reports, resolver, settings, tracewise
from . import sync, wallet
from .app import HTTPError, Request, Response, Router, error_response
from .auth import DEFAULT_REFRESH_GRACE, AuthService, routes as auth_routes
from .faults import FaultInjector
from .idempotency import IdempotencyCache
from .inflight import InFlightKeys
from .stats import Stats
from .store import Store
from .tracewise.guard import ApiKeyGuard

log = logging.getLogger("refserver")

#: The API key accepted when none is configured.
DEFAULT_API_KEY = "demo-api-key"


class Application:
    """Every service plus the router; independent of the socket layer (testable in-process)."""

    def __init__(self, db_path: str, token_ttl: int = 900, api_keys: Sequence[str] = (DEFAULT_API_KEY,),
                 rate_limit: int = 0, refresh_grace: int = DEFAULT_REFRESH_GRACE) -> None:
        self.store = Store(db_path)
        self.stats = Stats()
        self.faults = FaultInjector()
        self.in_flight = InFlightKeys()
        self.auth = AuthService(self.store, token_ttl, refresh_grace=refresh_grace)
        self.idempotency = IdempotencyCache(self.store, self.stats)
        self.router = Router()
        self.router.include(auth_routes(self.auth, self.stats))
        self.router.include(echo.routes(self.auth, self.idempotency))
        self.router.include(admin.routes(self.faults, self.auth, self.stats, self.reset))
        self._reset_callbacks: list[Callable[[], None]] = []
        self.guard = ApiKeyGuard(api_keys, self.auth, rate_limit)
        tracewise.install(self, self.guard)
        self.router.include(resolver.routes(self.store))
        self.sync = sync.install(self)
        loyalty.install(self)
        products.install(self)
        parties.install(self)
        bills.install(self)
        reports.install(self)
        plans.install(self)
        settings.install(self)
        self.wallet = wallet.install(self)

    def on_reset(self, callback: Callable[[], None]) -> None:
        """Register a callback run after :meth:`reset` wiped the data (used to re-seed fixtures)."""
        self._reset_callbacks.append(callback)

    def reset(self) -> None:
        """Zero stats, clear fault rules, wipe all data, then re-seed fixtures."""
        self.stats.reset()
        self.faults.clear()
        self.store.wipe()
        for callback in self._reset_callbacks:
            callback()

    def handle(self, request: Request) -> Response:
        """Route ``request``; every failure becomes an error envelope."""
        try:
            return self.router.dispatch(request)
        except HTTPError as error:
            return error.to_response()
        except Exception:  # a bug in a handler: answer 500 rather than dropping the connection
            log.exception("unhandled error for %s %s", request.method, request.path)
            return error_response(500, "INTERNAL", "Internal server error")
