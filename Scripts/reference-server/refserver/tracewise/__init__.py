"""The TraceWise API of seed 000: health, products, lifecycle events and the CIRPASS simulation.

Every route except ``GET /v1/health`` needs ``X-API-Key``; registration, a user's products and
posting events also need ``Authorization: Bearer``. Errors use ``{error:{code,message,correlationId}}``.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING

from .. import __version__
from ..app import Request, Response, Router
from . import events, fixtures, passports, products
from .guard import ApiKeyGuard

if TYPE_CHECKING:
    from ..application import Application


def health_routes() -> Router:
    """``GET /v1/health`` → ``{status, timestamp, version}`` (public)."""
    router = Router()

    @router.route("GET", "/v1/health")
    def health(request: Request) -> Response:
        now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
        return Response(200, {"status": "ok", "timestamp": now, "version": __version__})

    return router


def install(app: "Application", guard: ApiKeyGuard) -> None:
    """Add the TraceWise routes to ``app`` and seed its catalogue (again after every reset)."""
    app.router.include(health_routes())
    app.router.include(products.routes(app.store, guard))
    app.router.include(events.routes(app.store, guard, app.idempotency))
    app.router.include(passports.routes(app.store, guard))
    fixtures.seed(app.store)
    app.on_reset(lambda: fixtures.seed(app.store))
    app.on_reset(guard.reset)
