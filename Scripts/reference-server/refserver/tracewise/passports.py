"""CIRPASS simulation: product passports by id and a listing; plus the public ``/dpp/{id}`` route."""

from __future__ import annotations

import json
from typing import Any

from ..app import HTTPError, Request, Response, Router
from ..pagination import bounded_int
from ..store import Store
from .guard import ApiKeyGuard

MAX_LIMIT = 100


def find_passport(store: Store, gtin: str, serial: str | None) -> dict[str, Any] | None:
    """The passport for a serial, else for its GTIN (class-level passport)."""
    row = None
    if serial:
        row = store.one("SELECT body FROM passports WHERE gtin = ? AND serial = ?", (gtin, serial))
    if row is None:
        row = store.one("SELECT body FROM passports WHERE gtin = ? AND serial = '' ORDER BY seq LIMIT 1", (gtin,))
    return json.loads(row["body"]) if row else None


def _by_id(store: Store, passport_id: str) -> dict[str, Any]:
    row = store.one("SELECT body FROM passports WHERE id = ?", (passport_id,))
    if row is None:
        raise HTTPError(404, "PASSPORT_NOT_FOUND", f"No passport with id {passport_id!r}")
    return json.loads(row["body"])


def routes(store: Store, guard: ApiKeyGuard) -> Router:
    """``/v1/cirpass-sim/…`` (API key) and ``/dpp/{id}`` (public: the resolver's ``gs1:dpp`` target)."""
    router = Router()

    @router.route("GET", "/v1/cirpass-sim/product/{passport_id}")
    def get_passport(request: Request) -> Response:
        guard.check_api_key(request)
        return Response(200, _by_id(store, request.path_params["passport_id"]))

    @router.route("GET", "/v1/cirpass-sim/products")
    def list_passports(request: Request) -> Response:
        guard.check_api_key(request)
        limit = bounded_int(request.query.get("limit", "20"), "limit", MAX_LIMIT, "INVALID_LIMIT")
        rows = store.all("SELECT body FROM passports ORDER BY seq LIMIT ?", (limit,))
        return Response(200, {"products": [json.loads(row["body"]) for row in rows]})

    @router.route("GET", "/dpp/{passport_id}")
    def public_passport(request: Request) -> Response:
        return Response(200, _by_id(store, request.path_params["passport_id"]))

    return router
