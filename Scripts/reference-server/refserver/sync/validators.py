"""Small building blocks for :class:`~refserver.sync.collection.SyncCollection` validators."""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from .collection import FieldError, Validator


def required_string(name: str) -> Validator:
    """``name`` must be a string with at least one non-blank character."""
    def validate(fields: Mapping[str, Any]) -> Iterable[FieldError]:
        value = fields.get(name)
        if not isinstance(value, str) or not value.strip():
            yield FieldError(name, "is required and must be a non-empty string")
    return validate


def optional_string(name: str, length: int) -> Validator:
    """``name`` may be absent or ``null``; otherwise it must be a string of exactly ``length`` characters."""
    def validate(fields: Mapping[str, Any]) -> Iterable[FieldError]:
        value = fields.get(name)
        if value is not None and (not isinstance(value, str) or len(value) != length):
            yield FieldError(name, f"must be a string of exactly {length} characters")
    return validate


def all_of(*validators: Validator) -> Validator:
    """Every error of every validator, in order."""
    def validate(fields: Mapping[str, Any]) -> Iterable[FieldError]:
        for validator in validators:
            yield from validator(fields)
    return validate
