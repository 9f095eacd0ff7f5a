"""Minimal JSON Web Tokens (RFC 7519) signed with HMAC-SHA-256 (JWS ``HS256``, RFC 7515/7518)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from typing import Any


class JWTError(Exception):
    """Raised when a token is malformed or its signature does not verify."""


def b64url_encode(data: bytes) -> str:
    """Encode bytes as unpadded base64url (RFC 7515 §2)."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def b64url_decode(text: str) -> bytes:
    """Decode unpadded base64url text; raises :class:`JWTError` on bad input."""
    try:
        padded = text + "=" * (-len(text) % 4)
        return base64.urlsafe_b64decode(padded.encode("ascii"))
    except (ValueError, UnicodeEncodeError) as error:
        raise JWTError(f"bad base64url segment: {error}") from error


def _json_segment(value: dict[str, Any]) -> str:
    return b64url_encode(json.dumps(value, separators=(",", ":"), sort_keys=True).encode("utf-8"))


def encode(claims: dict[str, Any], secret: bytes) -> str:
    """Return the compact serialisation of ``claims`` signed with ``secret`` (HS256)."""
    signing_input = f"{_json_segment({'alg': 'HS256', 'typ': 'JWT'})}.{_json_segment(claims)}"
    signature = hmac.new(secret, signing_input.encode("ascii"), hashlib.sha256).digest()
    return f"{signing_input}.{b64url_encode(signature)}"


def decode(token: str, secret: bytes) -> dict[str, Any]:
    """Verify ``token``'s HS256 signature and return its claims.

    The signature is checked before anything is parsed, so unsigned input never reaches the JSON
    parser. Expiry is *not* checked here; callers decide how to treat ``exp``.
    """
    parts = token.split(".")
    if len(parts) != 3:
        raise JWTError("token must have three segments")
    header_b64, claims_b64, signature_b64 = parts
    signature = b64url_decode(signature_b64)
    signing_input = f"{header_b64}.{claims_b64}"
    if not signing_input.isascii():
        raise JWTError("token is not base64url")
    expected = hmac.new(secret, signing_input.encode("ascii"), hashlib.sha256).digest()
    if not hmac.compare_digest(expected, signature):
        raise JWTError("signature mismatch")
    try:
        header = json.loads(b64url_decode(header_b64))
        claims = json.loads(b64url_decode(claims_b64))
    except ValueError as error:
        raise JWTError(f"bad JSON segment: {error}") from error
    if not isinstance(header, dict) or header.get("alg") != "HS256":
        raise JWTError("unsupported algorithm")
    if not isinstance(claims, dict):
        raise JWTError("claims must be a JSON object")
    return claims
