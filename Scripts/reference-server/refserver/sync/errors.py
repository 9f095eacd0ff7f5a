"""Sync's error answers: the standard envelope plus contract-specific members."""

from __future__ import annotations

from typing import Any, Iterable

from ..app import HTTPError, Response
from .collection import FieldError


class SyncError(HTTPError):
    """An :class:`HTTPError` whose envelope carries extra data.

    ``details`` join the ``error`` object (``fields`` of a 422); ``members`` sit beside it at the top
    level (``current`` of a version conflict, ``referencedBy`` of a refused delete).
    """

    def __init__(self, status: int, code: str, message: str, details: dict[str, Any] | None = None,
                 members: dict[str, Any] | None = None) -> None:
        super().__init__(status, code, message)
        self.details = details or {}
        self.members = members or {}

    def to_response(self) -> Response:
        response = super().to_response()
        response.body["error"].update(self.details)
        response.body.update(self.members)
        return response


def validation_failed(errors: Iterable[FieldError]) -> SyncError:
    """422 ``VALIDATION_FAILED`` listing every field error."""
    fields = [error.to_json() for error in errors]
    summary = "; ".join(f"{field['field']} {field['message']}" for field in fields)
    return SyncError(422, "VALIDATION_FAILED", f"Record rejected: {summary}", details={"fields": fields})
