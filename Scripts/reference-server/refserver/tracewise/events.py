"""TraceWise lifecycle events (seed 000 wire format, ``when`` key) with ``Idempotency-Key`` support."""

from __future__ import annotations

import hashlib
import json
import uuid
from datetime import datetime
from typing import Any

from ..app import HTTPError, Request, Response, Router
from ..gs1 import require_gtin14
from ..idempotency import IdempotencyCache
from ..pagination import page_response, parse_page
from ..store import Store
from .guard import ApiKeyGuard
from .products import find_product

EVENT_TYPES = ("ObjectEvent", "AggregationEvent", "TransactionEvent", "TransformationEvent", "AssociationEvent")
ACTIONS = ("ADD", "OBSERVE", "DELETE")
OPTIONAL_STRINGS = ("serial", "readPoint", "bizLocation")


def _invalid(field: str, reason: str) -> HTTPError:
    return HTTPError(400, "VALIDATION_ERROR", f"{field}: {reason}")


def validate_event(body: dict[str, Any]) -> dict[str, Any]:
    """Check a ``LifecycleEvent`` document and return it normalised (defaults filled in)."""
    gtin = require_gtin14(body.get("gtin"))
    event: dict[str, Any] = {"gtin": gtin, "serial": body.get("serial"),
                             "type": body.get("type", "ObjectEvent"), "action": body.get("action", "OBSERVE"),
                             "bizStep": body.get("bizStep"), "disposition": body.get("disposition", "active"),
                             "when": body.get("when"), "readPoint": body.get("readPoint"),
                             "bizLocation": body.get("bizLocation"), "details": body.get("details")}
    if event["type"] not in EVENT_TYPES:
        raise _invalid("type", f"must be one of {', '.join(EVENT_TYPES)}")
    if event["action"] not in ACTIONS:
        raise _invalid("action", f"must be one of {', '.join(ACTIONS)}")
    for field in ("bizStep", "disposition"):
        if not isinstance(event[field], str) or not event[field]:
            raise _invalid(field, "must be a non-empty string")
    for field in OPTIONAL_STRINGS:
        if event[field] is not None and not isinstance(event[field], str):
            raise _invalid(field, "must be a string")
    if not isinstance(event["when"], str):
        raise _invalid("when", "is required (ISO 8601 date-time)")
    try:
        parsed = datetime.fromisoformat(event["when"].replace("Z", "+00:00"))
    except ValueError:
        raise _invalid("when", f"is not an ISO 8601 date-time: {event['when']!r}") from None
    if parsed.tzinfo is None:
        raise _invalid("when", "must carry a time zone (Z or ±hh:mm)")
    if event["details"] is not None and not isinstance(event["details"], dict):
        raise _invalid("details", "must be a JSON object")
    return event


def _split_id(product_id: str) -> tuple[str, str | None]:
    """``gtin:serial`` (or a bare GTIN) → ``(gtin, serial)``."""
    gtin, _, serial = product_id.partition(":")
    return gtin, serial or None


def routes(store: Store, guard: ApiKeyGuard, idempotency: IdempotencyCache) -> Router:
    """``POST /v1/events`` and the event-history routes."""
    router = Router()

    @router.route("POST", "/v1/events")
    def add_event(request: Request) -> Response:
        principal = guard.caller(request)
        event = validate_event(request.json_object())
        fingerprint = hashlib.sha256(json.dumps(event, sort_keys=True).encode()).hexdigest()

        def record() -> Response:
            if find_product(store, event["gtin"], event["serial"]) is None:
                raise HTTPError(404, "PRODUCT_NOT_FOUND", f"No product with GTIN {event['gtin']}")
            event_id = str(uuid.uuid4())
            stored = {"id": event_id, **event}
            store.execute("INSERT INTO events (id, gtin, serial, body) VALUES (?, ?, ?, ?)",
                          (event_id, event["gtin"], event["serial"] or "", json.dumps(stored)))
            return Response(201, {"id": event_id, "status": "accepted", "epcisUrn": f"urn:uuid:{event_id}"})

        return idempotency.run(request, f"events:{principal.sub}", record, fingerprint)

    def history(request: Request, gtin: str, serial: str | None) -> Response:
        guard.check_api_key(request)
        require_gtin14(gtin)
        scope = f"events/{gtin}:{serial or ''}"
        page = parse_page(request.query, "limit", "pageSize", scope=scope)
        where, params = ("gtin = ? AND serial = ?", (gtin, serial)) if serial else ("gtin = ?", (gtin,))
        total = store.one(f"SELECT COUNT(*) AS n FROM events WHERE {where}", params)["n"]
        rows = store.all(f"SELECT body FROM events WHERE {where} ORDER BY seq LIMIT ? OFFSET ?",
                         (*params, page.size, page.offset))
        return Response(200, page_response([json.loads(row["body"]) for row in rows], page, total, scope))

    @router.route("GET", "/v1/events/{product_id}")
    def by_id(request: Request) -> Response:
        return history(request, *_split_id(request.path_params["product_id"]))

    @router.route("GET", "/v1/events/{gtin}/")
    def by_gtin(request: Request) -> Response:
        return history(request, request.path_params["gtin"], None)

    @router.route("GET", "/v1/events/{gtin}/{serial}")
    def by_gtin_and_serial(request: Request) -> Response:
        return history(request, request.path_params["gtin"], request.path_params["serial"])

    return router
