"""TraceWise products: lookup, catalogue listing, registration to a user, and a user's products."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from typing import Any

from ..app import HTTPError, Request, Response, Router
from ..gs1 import require_gtin14
from ..pagination import page_response, parse_page
from ..store import Store
from .guard import ApiKeyGuard


def find_product(store: Store, gtin: str, serial: str | None) -> dict[str, Any] | None:
    """The product for ``gtin`` and ``serial``: the serial's own record, else its class record (GTIN only)."""
    row = store.one("SELECT body FROM products WHERE gtin = ? AND serial = ?", (gtin, serial or ""))
    if row is None and serial:
        row = store.one("SELECT body FROM products WHERE gtin = ? AND serial = ''", (gtin,))
    if row is None:
        return None
    product = json.loads(row["body"])
    if serial:
        product["serial"] = serial
    return product


def routes(store: Store, guard: ApiKeyGuard) -> Router:
    """``/v1/products…`` routes of seed 000."""
    router = Router()

    @router.route("GET", "/v1/products")
    def get_product(request: Request) -> Response:
        guard.check_api_key(request)
        gtin = require_gtin14(request.query.get("gtin"))
        serial = request.query.get("serial") or None
        product = find_product(store, gtin, serial)
        if product is None:
            suffix = f" and serial {serial}" if serial else ""
            raise HTTPError(404, "PRODUCT_NOT_FOUND", f"No product with GTIN {gtin}{suffix}")
        return Response(200, product)

    @router.route("GET", "/v1/products/list")
    def list_products(request: Request) -> Response:
        guard.check_api_key(request)
        page = parse_page(request.query, "pageSize", scope="products")
        total = store.one("SELECT COUNT(*) AS n FROM products")["n"]
        rows = store.all("SELECT body FROM products ORDER BY created_seq, gtin, serial LIMIT ? OFFSET ?",
                         (page.size, page.offset))
        return Response(200, page_response([json.loads(row["body"]) for row in rows], page, total, "products"))

    @router.route("POST", "/v1/products/register")
    def register(request: Request) -> Response:
        principal = guard.caller(request)
        body = request.json_object()
        gtin = require_gtin14(body.get("gtin"))
        serial = body.get("serial")
        if serial is not None and not isinstance(serial, str):
            raise HTTPError(400, "INVALID_REQUEST", "serial must be a string")
        serial = serial or ""
        user_id = body.get("userId") or principal.sub
        if not isinstance(user_id, str):
            raise HTTPError(400, "INVALID_REQUEST", "userId must be a string")
        guard.require_self(principal, user_id)
        if find_product(store, gtin, serial or None) is None:
            raise HTTPError(404, "PRODUCT_NOT_FOUND", f"No product with GTIN {gtin}")
        with store.transaction():
            owner = store.one("SELECT user_id FROM registrations WHERE gtin = ? AND serial = ?", (gtin, serial))
            if owner is not None and owner["user_id"] != user_id:
                raise HTTPError(409, "ALREADY_REGISTERED", f"Product {gtin} {serial} is registered to another user")
            if owner is not None:
                return Response(200, {"status": "already_registered"})
            sequence = store.one("SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM registrations")["next"]
            now = datetime.now(timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")
            store.execute("INSERT INTO registrations (gtin, serial, user_id, registered_at, seq) "
                          "VALUES (?, ?, ?, ?, ?)", (gtin, serial, user_id, now, sequence))
        return Response(201, {"status": "registered"})

    @router.route("GET", "/v1/products/users/{user_id}")
    def user_products(request: Request) -> Response:
        principal = guard.caller(request)
        user_id = request.path_params["user_id"]
        guard.require_self(principal, user_id)
        scope = f"users/{user_id}"
        page = parse_page(request.query, "pageSize", scope=scope)
        total = store.one("SELECT COUNT(*) AS n FROM registrations WHERE user_id = ?", (user_id,))["n"]
        rows = store.all("SELECT gtin, serial FROM registrations WHERE user_id = ? ORDER BY seq LIMIT ? OFFSET ?",
                         (user_id, page.size, page.offset))
        items = [find_product(store, row["gtin"], row["serial"] or None) for row in rows]
        return Response(200, page_response([item for item in items if item], page, total, scope))

    return router
