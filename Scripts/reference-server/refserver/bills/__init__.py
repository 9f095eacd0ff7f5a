"""Bills on the sync contract: ``bill-documents``, append-only ``bill-payments`` and ``bill-number-blocks``,
and the payment reminders' ``bill-reminder-settings`` and ``bill-reminder-parties``.

BillsFeature syncs through the generic contract (``/v1/sync/bill-documents``, ``/v1/sync/bill-payments``,
``/v1/sync/bill-number-blocks``); this package declares the collections with the checks a business's
server makes (known kinds and statuses, a GST Rule 46 number on every issued document, positive payments)
and the number-block ledger: a device creates a block request, and the server completes it with the next
disjoint block of sequence numbers of that document series and financial year, so no number is ever handed
out twice. The reminder settings and each party's reminder preference are plain records whose fields are
checked (known languages and channels, ``HH:mm`` times, days in range).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .collections import DOCUMENTS, NUMBER_BLOCKS, PAYMENTS, REMINDER_PARTIES, REMINDER_SETTINGS, reserve_block

if TYPE_CHECKING:
    from ..application import Application

__all__ = ["DOCUMENTS", "NUMBER_BLOCKS", "PAYMENTS", "REMINDER_PARTIES", "REMINDER_SETTINGS", "install",
           "reserve_block"]


def install(app: "Application") -> None:
    """Declare the collections on ``app.sync`` (after products and parties, which documents reference)."""
    app.sync.declare(DOCUMENTS)
    app.sync.declare(PAYMENTS)
    app.sync.declare(NUMBER_BLOCKS)
    app.sync.declare(REMINDER_SETTINGS)
    app.sync.declare(REMINDER_PARTIES)
