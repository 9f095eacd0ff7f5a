"""The Warply loyalty platform of seed 002: partner sign-in, rotating tokens, context endpoints.

Every route checks the loyalty signature (``loyalty-web-id``, ``loyalty-date``,
``loyalty-signature`` = hex SHA-256 of api key + date). Context routes answer in Warply's shape,
``{"status": "1", "context": {"MAPP_COUPON": {...}, "MAPP_COUPON-status": 1}}``; ``/oauth/{app}/context``
also needs ``Authorization: Bearer``. Redemption honours ``Idempotency-Key``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..auth import AuthService
from . import context, tokens
from .state import LoyaltyState

if TYPE_CHECKING:
    from ..application import Application

#: The app UUID the reference server serves (any 32-hex UUID is accepted).
DEMO_APP_UUID = "f83dfde1145e4c2da69793abb2f579af"
#: The partner credentials of ``getCosmoteUser`` (HTTP Basic).
COSMOTE_USER, COSMOTE_PASSWORD = "cosmote", "cosmote-secret"


def install(app: "Application", api_key: str = "") -> None:
    """Add the loyalty routes to ``app``, with their own token issuer, and seed the catalogue."""
    auth = AuthService(app.store, token_ttl=1800)
    state = LoyaltyState()
    app.router.include(tokens.routes(auth, app.stats, api_key, (COSMOTE_USER, COSMOTE_PASSWORD)))
    app.router.include(context.routes(auth, state, app.stats, app.idempotency, api_key))
    app.on_reset(state.reset)
