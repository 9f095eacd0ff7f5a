"""The wallet's signing keys: the trust anchor that signs the key database and the issuer that
signs offline tokens (the test keys of ``Scripts/wallet-vectors/keys``), through ``walletsign``.

Python's standard library has no ECDSA, so signatures come from the ``openssl`` command-line tool.
"""

from __future__ import annotations

import base64
import os
import sys
import threading
from typing import Any

_VECTORS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "wallet-vectors")
sys.path.insert(0, os.path.normpath(_VECTORS))
import walletsign  # noqa: E402

#: The currency of every amount of this backend, and its fraction digits.
CURRENCY, DIGITS = "INR", 2
#: The issuer key's id, as tokens name it.
ISSUER_KEY_ID = "issuer-2026-a"


def key_path(name: str) -> str:
    """The PEM file of a test key (``anchor``, ``issuer`` or ``other``)."""
    return os.path.normpath(os.path.join(_VECTORS, "keys", f"{name}.pem"))


class WalletKeys:
    """Signs tokens and key databases; caches the issuer's public point."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._issuer_point: bytes | None = None

    @property
    def issuer_point(self) -> bytes:
        """The issuer's uncompressed public point, read once (lazily: startup runs no ``openssl``)."""
        with self._lock:
            if self._issuer_point is None:
                self._issuer_point = walletsign.public_point(key_path("issuer"))
            return self._issuer_point

    @staticmethod
    def b64(data: bytes) -> str:
        """Standard base64 (the key database's encoding of public points)."""
        return base64.b64encode(data).decode("ascii")

    def sign_token(self, token: dict[str, Any]) -> str:
        """The issuer's signature of ``token`` (wire fields, amount as a decimal string)."""
        return walletsign.sign(key_path("issuer"), walletsign.token_signing_input(token, DIGITS))

    def sign_database(self, database: dict[str, Any]) -> str:
        """The trust anchor's signature of ``database`` (limits as decimal strings)."""
        return walletsign.sign(key_path("anchor"), walletsign.database_signing_input(database, CURRENCY, DIGITS))
