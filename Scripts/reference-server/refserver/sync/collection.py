"""Declaring a synchronised collection: its name, id prefix, field validator and reference fields."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Mapping

_NAME = re.compile(r"[a-z0-9][a-z0-9-]*")
_PREFIX = re.compile(r"[a-z][a-z0-9]*")
_SEGMENT = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)(\[\])?")


@dataclass(frozen=True)
class FieldError:
    """Why one field of a record was rejected; ``field`` is a path such as ``gstin`` or ``lines[2].productId``."""

    field: str
    message: str

    def to_json(self) -> dict[str, str]:
        """The wire form ``{"field", "message"}``."""
        return {"field": self.field, "message": self.message}


@dataclass(frozen=True)
class UniqueValue:
    """One value a record holds that no other live record of the account's collection may hold.

    ``rule`` names the kind of value (``sku``, ``barcode``, ``gstin``), the same wherever it sits in a
    record; ``field`` is where this record holds it (``sku``, ``variants[1].barcode``); ``value`` is the
    value as sent; ``key`` is what is compared (trimmed and uppercased, a GTIN padded to 14 digits…):
    two values clash when their rules and keys are equal.
    """

    rule: str
    field: str
    value: str
    key: str


#: Checks a record's fields and returns every problem found (none = valid).
Validator = Callable[[Mapping[str, Any]], Iterable[FieldError]]
#: The unique values a valid record's fields hold; none for a record that gives its values up (a
#: party merged into another, whose survivor answers for it).
UniqueValues = Callable[[Mapping[str, Any]], Iterable[UniqueValue]]
#: Completes a valid new record's fields from the collection's live records' fields (a server-assigned
#: part, such as a reserved block of numbers); returns the fields to store, or raises ``SyncError``.
Completer = Callable[[Mapping[str, Any], list[Mapping[str, Any]]], dict[str, Any]]


@dataclass(frozen=True)
class ReferencePath:
    """A field holding the id of a record in ``target``: ``partyId``, or ``lines[].productId`` for a list.

    Each dot-separated segment names an object member; ``[]`` after a name walks every element of
    that list. Absent and ``null`` values are no reference; anything else must be a non-empty string.
    """

    path: str
    target: str
    segments: tuple[tuple[str, bool], ...]

    @classmethod
    def parse(cls, path: str, target: str) -> "ReferencePath":
        """Parse a declared path; raises ``ValueError`` for a malformed one."""
        segments = []
        for text in path.split("."):
            match = _SEGMENT.fullmatch(text)
            if match is None:
                raise ValueError(f"reference path {path!r}: bad segment {text!r}")
            segments.append((match.group(1), match.group(2) is not None))
        return cls(path, target, tuple(segments))

    def resolve(self, fields: Mapping[str, Any]) -> tuple[list[tuple[str, str]], list[FieldError]]:
        """Return the ``(location, id)`` pairs found in ``fields`` and the structural errors on the way."""
        found: list[tuple[str, str]] = []
        errors: list[FieldError] = []

        def walk(node: Mapping[str, Any], depth: int, prefix: str) -> None:
            name, is_list = self.segments[depth]
            location = f"{prefix}.{name}" if prefix else name
            value = node.get(name)
            if value is None:
                return
            if is_list and not isinstance(value, list):
                errors.append(FieldError(location, "must be a list"))
                return
            items = [(f"{location}[{index}]", item) for index, item in enumerate(value)] if is_list \
                else [(location, value)]
            is_last = depth == len(self.segments) - 1
            for item_location, item in items:
                if item is None:
                    continue
                if is_last:
                    if isinstance(item, str) and item:
                        found.append((item_location, item))
                    else:
                        errors.append(FieldError(item_location, f"must be the id of a {self.target} record"))
                elif isinstance(item, dict):
                    walk(item, depth + 1, item_location)
                else:
                    errors.append(FieldError(item_location, "must be an object"))

        walk(fields, 0, "")
        return found, errors


def _no_errors(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    return ()


def _no_unique_values(fields: Mapping[str, Any]) -> Iterable[UniqueValue]:
    return ()


@dataclass(frozen=True)
class SyncCollection:
    """A record type served under ``/v1/sync/{name}``.

    ``references`` maps a field path (``"partyId"``, ``"lines[].productId"``) to the collection its
    ids point into; the server checks them on every write and refuses to delete a referenced record.
    ``validate`` returns the field errors of a record (answered as 422). ``id_prefix`` starts every
    server id (``pty`` → ``pty_000042``); by default the name with ``-`` removed. An ``append_only``
    collection holds immutable facts (stock movements): records are only created, so concurrent
    creates from two devices both count; an update or delete is answered 405 ``APPEND_ONLY``.
    ``complete``, when given, fills in what the server assigns to a new record, in the create's
    transaction, from the fields of the collection's live records. ``unique`` names the values no two
    live records of an account may share (SKUs, a GSTIN): a create or update that would give a record
    a value another live record holds is refused with 422 ``UNIQUE_CONFLICT``; a deleted record frees
    its values.
    """

    name: str
    references: Mapping[str, str] = field(default_factory=dict)
    validate: Validator = _no_errors
    id_prefix: str = ""
    append_only: bool = False
    complete: Completer | None = None
    unique: UniqueValues = _no_unique_values
    reference_paths: tuple[ReferencePath, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not _NAME.fullmatch(self.name):
            raise ValueError(f"collection name {self.name!r} must be lowercase letters, digits and '-'")
        prefix = self.id_prefix or self.name.replace("-", "")
        if not _PREFIX.fullmatch(prefix):
            raise ValueError(f"id prefix {prefix!r} must be lowercase letters and digits")
        object.__setattr__(self, "id_prefix", prefix)
        paths = tuple(ReferencePath.parse(path, target) for path, target in self.references.items())
        object.__setattr__(self, "reference_paths", paths)

    def check(self, fields: Mapping[str, Any]) -> tuple[list[tuple[ReferencePath, str, str]], list[FieldError]]:
        """Validate ``fields``: the ``(path, location, id)`` references to look up, and every field error."""
        errors = list(self.validate(fields))
        references: list[tuple[ReferencePath, str, str]] = []
        for path in self.reference_paths:
            found, path_errors = path.resolve(fields)
            errors.extend(path_errors)
            references.extend((path, location, record_id) for location, record_id in found)
        return references, errors
