"""Products on the sync contract: the ``products`` and append-only ``stock-movements`` collections.

ProductsFeature syncs through the generic contract (``/v1/sync/products``, ``/v1/sync/stock-movements``);
this package declares the two collections with the checks a shop's server makes, and adds Swipe-style
read endpoints over the same records (``GET /v1/catalog/products``, ``GET /v1/catalog/products/{id}/stock``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .collections import PRODUCTS, STOCK_MOVEMENTS
from .routes import routes

if TYPE_CHECKING:
    from ..application import Application

__all__ = ["PRODUCTS", "STOCK_MOVEMENTS", "install"]


def install(app: "Application") -> None:
    """Declare the collections on ``app.sync`` and add the catalog read routes."""
    app.sync.declare(PRODUCTS)
    app.sync.declare(STOCK_MOVEMENTS)
    app.router.include(routes(app.sync, app.auth))
