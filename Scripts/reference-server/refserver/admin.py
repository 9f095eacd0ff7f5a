"""Test-only admin routes: fault rules, token expiry, stats and reset (no auth)."""

from __future__ import annotations

from typing import Callable

from .app import Request, Response, Router
from .auth import AuthService
from .faults import FaultInjector
from .stats import Stats


def routes(faults: FaultInjector, auth: AuthService, stats: Stats, reset: Callable[[], None]) -> Router:
    """The ``/admin/*`` routes of the contract; ``reset`` wipes and re-seeds the data."""
    router = Router()

    @router.route("POST", "/admin/faults")
    def add_fault(request: Request) -> Response:
        return Response(201, {"id": faults.add_rule(request.json_object())})

    @router.route("DELETE", "/admin/faults")
    def clear_faults(request: Request) -> Response:
        faults.clear()
        return Response(204)

    @router.route("POST", "/admin/expire-tokens")
    def expire_tokens(request: Request) -> Response:
        return Response(200, {"expired": auth.expire_all()})

    @router.route("GET", "/admin/stats")
    def get_stats(request: Request) -> Response:
        return Response(200, stats.snapshot())

    @router.route("POST", "/admin/reset")
    def post_reset(request: Request) -> Response:
        reset()
        return Response(204)

    return router
