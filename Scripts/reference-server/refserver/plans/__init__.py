"""Plans (PlansFeature): restore and backend sync of App Store signed purchases, and the signed remote configuration.

- ``POST /v1/plans/transactions`` (bearer, ``Idempotency-Key`` replayed): ``{"signedTransactions": [jws…],
  "signedRenewalInfo": [jws…]}``; keeps, per user and original transaction id, the JWS signed last; answers the
  user's whole view in the same shape (purchases made on the user's other devices included).
- ``GET /v1/plans/transactions`` (bearer): the view, for restoring purchases on a new device.
- ``GET /v1/plans/remote-config`` (bearer): ``{"payload": base64url(JSON), "keyId", "signature": base64url(r||s)}``,
  ECDSA P-256 over ``"plans-remote-config/1\\n" + payload`` by ``Scripts/plans-test-chain/config-signer.key``.
- ``PUT /admin/plans/remote-config``: sets the document (its ``version`` must grow; tests send lower ones through
  ``"force": true`` to play a rolled-back backend).

The reference server only checks each JWS's shape and reads its payload: Python's standard library has no ECDSA
and this is a loopback test tool. The device trusts nothing it receives until it verifies every JWS itself against
the pinned Apple root, which is what the Swift tests exercise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .routes import PlansState, admin_routes, routes

if TYPE_CHECKING:
    from ..application import Application

__all__ = ["install"]


def install(app: "Application") -> PlansState:
    """Add the Plans routes and their admin routes to ``app``; returns the state (for tests)."""
    state = PlansState(app.store)
    app.router.include(routes(app.auth, app.idempotency, state))
    app.router.include(admin_routes(state))
    app.on_reset(state.reset)
    return state
