"""Reports on the sync contract: the ``expenses`` and ``expense-categories`` collections.

ReportsFeature syncs expenses through the generic contract (``/v1/sync/expenses``,
``/v1/sync/expense-categories``); this package declares the two collections with the checks a business's
server makes: a known payment mode, a positive amount, a ``yyyy-MM-dd`` date, GST whose taxable value and
taxes add up to the amount (CGST equal to SGST, never with IGST), and a receipt that is a PNG or JPEG image
of at most 1 MiB.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .collections import EXPENSE_CATEGORIES, EXPENSES

if TYPE_CHECKING:
    from ..application import Application

__all__ = ["EXPENSES", "EXPENSE_CATEGORIES", "install"]


def install(app: "Application") -> None:
    """Declare the collections on ``app.sync``."""
    app.sync.declare(EXPENSES)
    app.sync.declare(EXPENSE_CATEGORIES)
