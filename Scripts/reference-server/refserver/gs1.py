"""GS1 identifier helpers: GTIN-14 check digits and Digital Link path qualifiers."""

from __future__ import annotations

from urllib.parse import unquote

from .app import HTTPError

#: Qualifier AIs allowed after ``/01/{gtin}`` in a Digital Link path, in GS1's order.
GTIN_QUALIFIERS = ("22", "10", "21")


def check_digit(digits: str) -> str:
    """The GS1 mod-10 check digit for ``digits`` (weights 3,1,3,… from the right)."""
    total = sum(int(digit) * (3 if index % 2 == 0 else 1) for index, digit in enumerate(reversed(digits)))
    return str((10 - total % 10) % 10)


def is_valid_gtin14(value: str) -> bool:
    """Whether ``value`` is 14 ASCII digits with a correct check digit."""
    return len(value) == 14 and value.isascii() and value.isdigit() and check_digit(value[:13]) == value[13]


def require_gtin14(value: str | None, field: str = "gtin") -> str:
    """Return ``value`` if it is a valid GTIN-14; otherwise raise a 400 naming ``field`` and the reason."""
    if value is None or value == "":
        raise HTTPError(400, "MISSING_PARAMETER", f"{field} is required")
    if not isinstance(value, str) or len(value) != 14 or not value.isascii() or not value.isdigit():
        raise HTTPError(400, "INVALID_GTIN", f"{field} must be 14 digits (GTIN-14), got {value!r}")
    if check_digit(value[:13]) != value[13]:
        raise HTTPError(400, "INVALID_GTIN",
                        f"{field} {value} has check digit {value[13]}, expected {check_digit(value[:13])}")
    return value


def decode_segment(segment: str) -> str:
    """Percent-decode one raw path segment (UTF-8); an invalid encoding is a 400 ``INVALID_DIGITAL_LINK``."""
    try:
        return unquote(segment, errors="strict")
    except UnicodeDecodeError:
        raise HTTPError(400, "INVALID_DIGITAL_LINK", f"path segment {segment!r} is not UTF-8 once decoded") from None


def parse_qualifiers(path: str) -> dict[str, str]:
    """Parse the raw ``22/{cpv}/10/{lot}/21/{serial}`` (each optional, in that order) into ``{ai: value}``.

    ``path`` is still percent-encoded: it is split at ``/`` first and each segment decoded after, so
    an encoded ``%2F`` belongs to its value.
    """
    segments = [decode_segment(segment) for segment in path.split("/") if segment] if path else []
    if len(segments) % 2:
        raise HTTPError(400, "INVALID_DIGITAL_LINK", f"qualifier path '{path}' must be AI/value pairs")
    qualifiers: dict[str, str] = {}
    last_index = -1
    for ai, value in zip(segments[::2], segments[1::2]):
        if ai not in GTIN_QUALIFIERS:
            raise HTTPError(400, "INVALID_DIGITAL_LINK", f"AI ({ai}) is not a qualifier of GTIN (01)")
        index = GTIN_QUALIFIERS.index(ai)
        if index <= last_index:
            raise HTTPError(400, "INVALID_DIGITAL_LINK", f"AI ({ai}) is out of order or repeated; order is 22, 10, 21")
        last_index = index
        qualifiers[ai] = value
    return qualifiers
