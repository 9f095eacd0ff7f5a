"""Parties on the sync contract: the ``parties`` and append-only ``party-ledger-entries`` collections.

PartiesFeature syncs through the generic contract (``/v1/sync/parties``, ``/v1/sync/party-ledger-entries``);
this package declares the two collections with the checks a business's server makes: a party's GSTIN is
verified part by part (state code, PAN, ``Z``, GSTN's base-36 check character), and a ledger entry carries a
known kind and a positive amount.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .collections import LEDGER_ENTRIES, PARTIES, gstin_problem

if TYPE_CHECKING:
    from ..application import Application

__all__ = ["LEDGER_ENTRIES", "PARTIES", "gstin_problem", "install"]


def install(app: "Application") -> None:
    """Declare the collections on ``app.sync``."""
    app.sync.declare(PARTIES)
    app.sync.declare(LEDGER_ENTRIES)
