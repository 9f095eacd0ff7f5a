"""The loyalty signature every Warply request carries."""

from __future__ import annotations

import hashlib
import hmac
import re

from ..app import HTTPError, Request

_DIGITS = re.compile(r"[0-9]{1,12}")


def check(request: Request, api_key: str) -> None:
    """Raise a 401 ``INVALID_SIGNATURE`` unless the three signature headers are present and agree."""
    web_id = request.header("loyalty-web-id")
    date = request.header("loyalty-date") or ""
    signature = (request.header("loyalty-signature") or "").lower()
    if web_id is None or not _DIGITS.fullmatch(date) or not signature:
        raise HTTPError(401, "INVALID_SIGNATURE", "loyalty-web-id, loyalty-date and loyalty-signature are required")
    expected = hashlib.sha256((api_key + date).encode("utf-8")).hexdigest()
    if not hmac.compare_digest(expected, signature):
        raise HTTPError(401, "INVALID_SIGNATURE", "loyalty-signature does not match loyalty-date")
