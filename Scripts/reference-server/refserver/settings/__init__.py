"""A company's settings: one record per section, unique by section within the company."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ..sync import FieldError, SyncCollection, UniqueValue

if TYPE_CHECKING:
    from ..application import Application

__all__ = ["SETTINGS", "install"]

SECTIONS = ("profile", "invoicing", "tax", "product-fields")


def _section(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    if fields.get("section") not in SECTIONS:
        yield FieldError("section", f"must be one of {', '.join(SECTIONS)}")


def _unique_section(fields: Mapping[str, Any]) -> Iterable[UniqueValue]:
    section = fields.get("section")
    if isinstance(section, str):
        yield UniqueValue("section", "section", section, section)


SETTINGS = SyncCollection("company-settings", id_prefix="set", validate=_section, unique=_unique_section)


def install(app: "Application") -> None:
    """Declare the settings collection on ``app.sync``."""
    app.sync.declare(SETTINGS)
