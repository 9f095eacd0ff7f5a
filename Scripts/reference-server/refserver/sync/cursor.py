"""Opaque change-feed cursors: a change sequence number sealed with HMAC-SHA-256."""

from __future__ import annotations

import hashlib
import hmac
import secrets
import struct

from ..app import HTTPError
from ..jwt import JWTError, b64url_decode, b64url_encode

_SEQUENCE = struct.Struct(">Q")
_TAG_LENGTH = 16


class CursorCodec:
    """Encodes "changes after sequence n of this account's collection" as an opaque token.

    The token is the sequence number followed by a truncated HMAC over it, the account and the
    collection, keyed by a per-process secret: a forged, garbled or foreign cursor (another account,
    another collection, an earlier server process) is refused, never misread.
    """

    def __init__(self, secret: bytes | None = None) -> None:
        self._secret = secret or secrets.token_bytes(32)

    def _tag(self, account: str, collection: str, sequence: bytes) -> bytes:
        message = b"\0".join((account.encode(), collection.encode(), sequence))
        return hmac.new(self._secret, message, hashlib.sha256).digest()[:_TAG_LENGTH]

    def encode(self, account: str, collection: str, sequence: int) -> str:
        """The cursor for changes after ``sequence``."""
        packed = _SEQUENCE.pack(sequence)
        return b64url_encode(packed + self._tag(account, collection, packed))

    def decode(self, cursor: str, account: str, collection: str) -> int:
        """The sequence sealed in ``cursor``; raises 400 ``INVALID_CURSOR`` unless it was issued for this feed."""
        try:
            raw = b64url_decode(cursor)
        except JWTError:
            raw = b""
        if len(raw) == _SEQUENCE.size + _TAG_LENGTH:
            packed, tag = raw[:_SEQUENCE.size], raw[_SEQUENCE.size:]
            if hmac.compare_digest(tag, self._tag(account, collection, packed)):
                return _SEQUENCE.unpack(packed)[0]
        raise HTTPError(400, "INVALID_CURSOR", "since is not a cursor issued by this server for this collection")
