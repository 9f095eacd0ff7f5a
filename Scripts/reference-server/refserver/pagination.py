"""Page-size / page-token pagination with opaque, signed tokens.

A page token is ``<payload>.<signature>`` in base64url: the payload names the list (its scope) and
the offset, and the signature is an HMAC-SHA-256 under a per-process secret, so a token cannot be
forged, edited or carried to another list (nor does it outlive the server process).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from dataclasses import dataclass
from typing import Any

from .app import HTTPError
from .jwt import JWTError, b64url_decode, b64url_encode

DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 100

_SECRET = secrets.token_bytes(32)
_ASCII_NUMBER = re.compile(r"[0-9]{1,9}")


def bounded_int(text: str, name: str, maximum: int, code: str) -> int:
    """``text`` as an integer in 1...``maximum``; anything else (non-ASCII digits included) is a 400 ``code``."""
    if not _ASCII_NUMBER.fullmatch(text) or not 1 <= int(text) <= maximum:
        raise HTTPError(400, code, f"{name} must be an integer in 1...{maximum}, got {text[:40]!r}")
    return int(text)


def _signature(payload: bytes) -> bytes:
    return hmac.new(_SECRET, payload, hashlib.sha256).digest()[:16]


@dataclass(frozen=True)
class Page:
    """The requested window: ``offset`` rows skipped, at most ``size`` rows returned."""

    size: int
    offset: int


def parse_page(query: dict[str, str], *size_names: str, scope: str) -> Page:
    """Read the page size (first of ``size_names`` present) and ``pageToken`` from ``query``.

    The token is bound to ``scope`` (e.g. the list's route), so a token from another list is rejected.
    """
    size = DEFAULT_PAGE_SIZE
    for name in size_names:
        if name in query:
            size = bounded_int(query[name], name, MAX_PAGE_SIZE, "INVALID_PAGE_SIZE")
            break
    token = query.get("pageToken")
    if not token:
        return Page(size, 0)
    invalid = HTTPError(400, "INVALID_PAGE_TOKEN", "pageToken is malformed or belongs to another list")
    payload_text, _, signature_text = token.partition(".")
    try:
        payload, signature = b64url_decode(payload_text), b64url_decode(signature_text)
    except JWTError:
        raise invalid from None
    if not hmac.compare_digest(signature, _signature(payload)):
        raise invalid
    decoded = json.loads(payload)  # signed by this process, so well-formed
    if decoded.get("s") != scope:
        raise invalid
    return Page(size, decoded["o"])


def page_response(items: list[Any], page: Page, total: int, scope: str) -> dict[str, Any]:
    """The seed's ``PaginatedResponse``: ``items``, ``nextPageToken`` (``None`` on the last page), ``totalCount``."""
    next_offset = page.offset + len(items)
    token = None
    if next_offset < total:
        payload = json.dumps({"s": scope, "o": next_offset}, separators=(",", ":")).encode()
        token = f"{b64url_encode(payload)}.{b64url_encode(_signature(payload))}"
    return {"items": items, "nextPageToken": token, "totalCount": total}
