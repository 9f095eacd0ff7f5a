"""HTTP routes of the sync contract (``/v1/sync/…``, Bearer) and its test-only admin routes."""

from __future__ import annotations

import json
import re
from typing import Any

from ..app import HTTPError, Request, Response, Router
from ..auth import AuthService
from ..inflight import InFlightKeys
from .collection import SyncCollection
from .companies import HEADER, Companies
from .service import SyncService

DEFAULT_LIMIT = 100
MAX_LIMIT = 1000
#: The most mutations one batch request may carry.
MAX_BATCH = 500
#: The fields of seeded records when the seed request names none.
DEFAULT_SEED_FIELDS = {"name": "Seeded record"}

_VERSION = re.compile(r'(?:W/)?(?:"([0-9]{1,18})"|([0-9]{1,18}))')
_LIMIT = re.compile(r"[0-9]{1,4}")


def expected_version(request: Request) -> int:
    """The version in ``If-Match`` (``"3"`` or ``3``): 428 when absent, 400 when malformed."""
    header = request.header("if-match")
    if header is None:
        raise HTTPError(428, "PRECONDITION_REQUIRED", 'If-Match with the record\'s version (e.g. "3") is required')
    match = _VERSION.fullmatch(header.strip())
    if match is None:
        raise HTTPError(400, "INVALID_IF_MATCH", f'If-Match must be a record version such as "3", got {header!r}')
    return int(match.group(1) or match.group(2))


def page_limit(request: Request) -> int:
    """``limit`` in 1…1000 (default 100); 400 ``INVALID_LIMIT`` otherwise."""
    text = request.query.get("limit")
    if text is None:
        return DEFAULT_LIMIT
    if not _LIMIT.fullmatch(text) or not 1 <= int(text) <= MAX_LIMIT:
        raise HTTPError(400, "INVALID_LIMIT", f"limit must be an integer in 1...{MAX_LIMIT}, got {text!r}")
    return int(text)


def idempotency_key(request: Request) -> str | None:
    """The ``Idempotency-Key`` header, ``None`` when absent or blank."""
    key = (request.header("idempotency-key") or "").strip()
    return key or None


def routes(service: SyncService, auth: AuthService, in_flight: InFlightKeys, companies: Companies) -> Router:
    """``/v1/sync/{collection}[/{id} | /changes]`` for the token's account, and ``/admin/sync/…``.

    A request with ``X-Company-ID`` works on that company's records (see :mod:`.companies`).

    A batch item whose key a request of the same client is still working on is answered 409
    ``IDEMPOTENCY_KEY_IN_USE``, as that request would be on its own.
    """
    router = Router()

    def caller(request: Request) -> tuple[str, SyncCollection]:
        """The token's account (401 first) and the collection named in the path (404 before the body is read)."""
        sub = auth.authenticate(request).sub
        collection = service.collection(request.path_params["collection"])
        return companies.account(sub, request.headers.get(HEADER)), collection

    @router.route("POST", "/v1/sync/{collection}")
    def create(request: Request) -> Response:
        account, collection = caller(request)
        key = idempotency_key(request)
        if key is None:
            raise HTTPError(400, "IDEMPOTENCY_KEY_REQUIRED", "Creating a record requires an Idempotency-Key header")
        return service.create(account, collection, request.json_object(), key)

    @router.route("POST", "/v1/sync/{collection}/batch")
    def batch(request: Request) -> Response:
        account, collection = caller(request)
        mutations = request.json_object().get("mutations")
        if not isinstance(mutations, list) or not 1 <= len(mutations) <= MAX_BATCH:
            raise HTTPError(400, "INVALID_REQUEST", f"mutations must be a list of 1...{MAX_BATCH} mutations")
        client = request.header("authorization") or ""
        return Response(200, {"results": [batch_answer(account, collection, item, index, client)
                                          for index, item in enumerate(mutations)]})

    def batch_answer(account: str, collection: SyncCollection, item: Any, index: int,
                     client: str) -> dict[str, Any]:
        """One mutation of a batch, answered as its own request would be: ``{"status", …its body}``."""
        key = item.get("idempotencyKey") if isinstance(item, dict) else None
        held = isinstance(key, str) and bool(key.strip())
        try:
            if held and not in_flight.claim(client, key.strip()):
                held = False
                raise HTTPError(409, "IDEMPOTENCY_KEY_IN_USE",
                                f"mutations[{index}]: a request with this idempotencyKey is still being processed; "
                                "ask again later with the same key")
            response = perform(account, collection, item, f"mutations[{index}]")
        except HTTPError as error:
            response = error.to_response()
        finally:
            if held:
                in_flight.release(client, key.strip())
        body = json.loads(response.body) if isinstance(response.body, bytes) else response.body
        return {"status": response.status, **(body or {})}

    def perform(account: str, collection: SyncCollection, item: Any, where: str) -> Response:
        if not isinstance(item, dict):
            raise HTTPError(400, "INVALID_REQUEST", f"{where} must be an object")
        operation, key = item.get("operation"), item.get("idempotencyKey")
        if not isinstance(key, str) or not key.strip():
            raise HTTPError(400, "IDEMPOTENCY_KEY_REQUIRED", f"{where}.idempotencyKey must be a non-empty string")
        fields = item.get("fields", {})
        if operation != "delete" and not isinstance(fields, dict):
            raise HTTPError(400, "INVALID_REQUEST", f"{where}.fields must be a JSON object")
        if operation == "create":
            return service.create(account, collection, fields, key.strip())
        if operation not in ("update", "delete"):
            raise HTTPError(400, "INVALID_REQUEST", f"{where}.operation must be create, update or delete")
        record_id, version = item.get("id"), item.get("version")
        if not isinstance(record_id, str) or not record_id:
            raise HTTPError(400, "INVALID_REQUEST", f"{where}.id must be a non-empty string")
        if isinstance(version, bool) or not isinstance(version, int) or version < 0:
            raise HTTPError(400, "INVALID_IF_MATCH", f"{where}.version must be a record version such as 3")
        if operation == "update":
            return service.update(account, collection, record_id, fields, version, key.strip())
        return service.delete(account, collection, record_id, version, key.strip())

    @router.route("GET", "/v1/sync/{collection}/changes")
    def changes(request: Request) -> Response:
        account, collection = caller(request)
        return service.changes(account, collection, request.query.get("since") or None, page_limit(request))

    @router.route("GET", "/v1/sync/{collection}/{id}")
    def get(request: Request) -> Response:
        account, collection = caller(request)
        return service.get(account, collection, request.path_params["id"])

    @router.route("PUT", "/v1/sync/{collection}/{id}")
    def update(request: Request) -> Response:
        account, collection = caller(request)
        version = expected_version(request)
        return service.update(account, collection, request.path_params["id"], request.json_object(), version,
                              idempotency_key(request))

    @router.route("DELETE", "/v1/sync/{collection}/{id}")
    def delete(request: Request) -> Response:
        account, collection = caller(request)
        return service.delete(account, collection, request.path_params["id"], expected_version(request),
                              idempotency_key(request))

    @router.route("GET", "/admin/sync/{collection}")
    def records(request: Request) -> Response:
        collection = service.collection(request.path_params["collection"])
        account = request.query.get("account")
        if not account:
            raise HTTPError(400, "MISSING_PARAMETER", "account (the token's sub) is required")
        return service.records(account, collection)

    @router.route("POST", "/admin/sync/{collection}/seed")
    def seed(request: Request) -> Response:
        collection = service.collection(request.path_params["collection"])
        body = request.json_object()
        account, count, fields = body.get("account"), body.get("count"), body.get("fields", DEFAULT_SEED_FIELDS)
        if not isinstance(account, str) or not account:
            raise HTTPError(400, "INVALID_REQUEST", "account must be a non-empty string")
        if isinstance(count, bool) or not isinstance(count, int):
            raise HTTPError(400, "INVALID_REQUEST", "count must be an integer")
        if not isinstance(fields, dict):
            raise HTTPError(400, "INVALID_REQUEST", "fields must be a JSON object")
        return service.seed(account, collection, count, fields)

    return router
