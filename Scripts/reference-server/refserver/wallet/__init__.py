"""The offline wallet backend of WalletFeature: auth, balances, history, signed offline tokens,
transactions (submit, sync, status, offline batches) and mobile security, under ``/wallet-api``.

Its own token issuer (rotating refresh tokens, like the other backends), the JSON error envelope
with the wallet's error codes, ``Idempotency-Key`` replay on every POST. Offline tokens and the key
database are signed with ECDSA P-256 by ``Scripts/wallet-vectors/walletsign.py`` (``openssl``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..auth import AuthService
from . import admin, routes
from .keys import WalletKeys
from .state import WalletState

if TYPE_CHECKING:
    from ..application import Application

#: Every wallet route lives under this prefix (the Swift client's base URL ends with it).
PREFIX = "/wallet-api"


def install(app: "Application") -> WalletState:
    """Add the wallet routes and their admin routes to ``app``; returns the state (for tests)."""
    auth = AuthService(app.store, token_ttl=900)
    keys = WalletKeys()
    state = WalletState(keys)
    app.router.include(routes.routes(PREFIX, auth, state, app.idempotency, app.stats))
    app.router.include(admin.routes(auth, state))
    app.on_reset(state.reset)
    return state
