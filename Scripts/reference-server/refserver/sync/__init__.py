"""Generic offline-first sync: versioned records with tombstones, references and a change feed.

Collections are declared in Python (:class:`SyncCollection`); the routes, persistence, idempotency
and change feed are shared, so a feature adds its record types with no sync code of its own::

    app.sync.declare(SyncCollection("parties", id_prefix="pty", validate=required_string("name")))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .companies import Companies, routes as company_routes
from .collection import FieldError, ReferencePath, SyncCollection, UniqueValue, UniqueValues, Validator
from .demo import DEMO_COLLECTIONS
from .routes import routes
from .service import SyncService

if TYPE_CHECKING:
    from ..application import Application

__all__ = ["FieldError", "ReferencePath", "SyncCollection", "SyncService", "UniqueValue", "UniqueValues", "Validator",
           "install"]


def install(app: "Application", collections: Iterable[SyncCollection] = DEMO_COLLECTIONS) -> SyncService:
    """Add the sync routes to ``app`` serving ``collections``; data is wiped on every reset."""
    service = SyncService(app.store, app.stats, collections)
    companies = Companies(app.store)
    app.router.include(routes(service, app.auth, app.in_flight, companies))
    app.router.include(company_routes(companies, app.auth))
    app.on_reset(service.reset)
    app.on_reset(companies.wipe)
    return service
