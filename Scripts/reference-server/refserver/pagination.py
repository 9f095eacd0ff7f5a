"""Page-size / page-token pagination with opaque, tamper-evident tokens."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .app import HTTPError
from .jwt import JWTError, b64url_decode, b64url_encode

DEFAULT_PAGE_SIZE = 20
MAX_PAGE_SIZE = 100


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
            text = query[name]
            if not text.isdigit() or not 1 <= int(text) <= MAX_PAGE_SIZE:
                raise HTTPError(400, "INVALID_PAGE_SIZE",
                                f"{name} must be an integer in 1...{MAX_PAGE_SIZE}, got {text!r}")
            size = int(text)
            break
    token = query.get("pageToken")
    if not token:
        return Page(size, 0)
    try:
        decoded = json.loads(b64url_decode(token))
    except (JWTError, ValueError):
        decoded = None
    if not isinstance(decoded, dict) or decoded.get("s") != scope or not isinstance(decoded.get("o"), int) \
            or decoded["o"] < 0:
        raise HTTPError(400, "INVALID_PAGE_TOKEN", "pageToken is malformed or belongs to another list")
    return Page(size, decoded["o"])


def page_response(items: list[Any], page: Page, total: int, scope: str) -> dict[str, Any]:
    """The seed's ``PaginatedResponse``: ``items``, ``nextPageToken`` (``None`` on the last page), ``totalCount``."""
    next_offset = page.offset + len(items)
    token = None
    if next_offset < total:
        token = b64url_encode(json.dumps({"s": scope, "o": next_offset}, separators=(",", ":")).encode())
    return {"items": items, "nextPageToken": token, "totalCount": total}
