"""Swipe-style catalog reads over the synced records: a filtered, paged product list and stock on hand."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from ..app import HTTPError, Request, Response, Router
from ..auth import AuthService
from ..sync import SyncService
from .collections import MOVEMENT_KINDS, PRODUCTS, STOCK_MOVEMENTS

MAX_PER_PAGE = 100


def _live(service: SyncService, account: str, collection: str) -> list[dict[str, Any]]:
    body = service.records(account, service.collection(collection)).encoded_body()
    return [record for record in json.loads(body)["records"] if not record["deleted"]]


def _stock(service: SyncService, account: str, product_id: str) -> Decimal:
    total = Decimal(0)
    for movement in _live(service, account, STOCK_MOVEMENTS.name):
        fields = movement["fields"]
        if fields.get("productId") == product_id:
            total += MOVEMENT_KINDS[fields["kind"]] * Decimal(fields["quantity"])
    return total


def routes(service: SyncService, auth: AuthService) -> Router:
    """``GET /v1/catalog/products`` and ``GET /v1/catalog/products/{id}/stock`` for the token's account."""
    router = Router()

    @router.route("GET", "/v1/catalog/products")
    def catalog(request: Request) -> Response:
        """Products by name, filtered by ``q`` (name or SKU contains) and ``category``; ``page``/``per_page``."""
        account = auth.authenticate(request).sub
        try:
            page = int(request.query.get("page") or 1)
            per_page = int(request.query.get("per_page") or 20)
        except ValueError:
            raise HTTPError(400, "INVALID_PAGE", "page and per_page must be whole numbers") from None
        if page < 1 or not 1 <= per_page <= MAX_PER_PAGE:
            raise HTTPError(400, "INVALID_PAGE", f"page must be ≥ 1 and per_page 1…{MAX_PER_PAGE}")
        query = (request.query.get("q") or "").casefold()
        category = (request.query.get("category") or "").casefold()
        products = []
        for record in _live(service, account, PRODUCTS.name):
            fields = record["fields"]
            text = f"{fields.get('name', '')} {fields.get('sku') or ''}".casefold()
            if query and query not in text:
                continue
            if category and (fields.get("category") or "").casefold() != category:
                continue
            products.append({"id": record["id"], "version": record["version"], **fields})
        products.sort(key=lambda product: (str(product.get("name", "")).casefold(), product["id"]))
        start = (page - 1) * per_page
        return Response(200, {"data": products[start:start + per_page], "page": page, "per_page": per_page,
                              "total": len(products)})

    @router.route("GET", "/v1/catalog/products/{id}/stock")
    def stock(request: Request) -> Response:
        """The product's stock on hand: the sum of its movements, as an exact decimal string."""
        account = auth.authenticate(request).sub
        product_id = request.path_params["id"]
        if not any(record["id"] == product_id for record in _live(service, account, PRODUCTS.name)):
            raise HTTPError(404, "RECORD_NOT_FOUND", f"No product {product_id}")
        return Response(200, {"productId": product_id, "onHand": str(_stock(service, account, product_id))})

    return router
