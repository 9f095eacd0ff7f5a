"""Unique values' clashes: what a write would have shared with another live record, and the refusal.

A collection declares which values of a record are unique (``SyncCollection.unique``); the service
indexes them per record and refuses a create or update that would give a record a value another live
record holds, with 422 ``UNIQUE_CONFLICT`` naming each clash. The refusal is definite: the write changed
nothing, its idempotency key stays free, and the client fixes the record (another code, or a merge into
the holder) and sends it again.
"""

from __future__ import annotations

from dataclasses import dataclass

from .collection import FieldError, UniqueValue
from .errors import SyncError


@dataclass(frozen=True)
class Clash:
    """A unique value a write would have shared with another live record: the holder."""

    value: UniqueValue
    holder_id: str
    holder_field: str

    def to_json(self) -> dict[str, str]:
        """The wire form ``{"rule", "field", "value", "key", "holderId", "holderField"}``."""
        return {"rule": self.value.rule, "field": self.value.field, "value": self.value.value,
                "key": self.value.key, "holderId": self.holder_id, "holderField": self.holder_field}


def unique_conflict(collection: str, clashes: list[Clash]) -> SyncError:
    """422 ``UNIQUE_CONFLICT``: ``fields`` names each clashing field, ``clashes`` each value and its holder."""
    fields = [FieldError(clash.value.field, f"{clash.value.value!r} is already the {clash.value.rule} of "
                                            f"{collection} record {clash.holder_id}") for clash in clashes]
    summary = "; ".join(f"{error.field} {error.message}" for error in fields)
    return SyncError(422, "UNIQUE_CONFLICT", f"Record refused: {summary}",
                     details={"fields": [error.to_json() for error in fields],
                              "clashes": [clash.to_json() for clash in clashes]})
