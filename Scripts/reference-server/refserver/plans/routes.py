"""The Plans routes and their state (kept in the server's SQLite store)."""

from __future__ import annotations

import base64
import binascii
import json
import os
import sys
import threading
from typing import Any

from ..app import HTTPError, Request, Response, Router
from ..auth import AuthService
from ..idempotency import IdempotencyCache
from ..store import Store

_SCRIPTS = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", ".."))
sys.path.insert(0, os.path.join(_SCRIPTS, "wallet-vectors"))
import walletsign  # noqa: E402  (ECDSA P-256 through the openssl command-line tool)

#: The key that signs remote configurations, and its id (the Swift testing kit trusts it).
CONFIG_KEY = os.path.join(_SCRIPTS, "plans-test-chain", "config-signer.key")
CONFIG_KEY_ID = "plans-test-config"
#: The first line of a remote configuration's signing input.
CONFIG_DOMAIN = "plans-remote-config/1"
#: The largest JWS accepted (as the device's verifier).
MAX_JWS = 16_384
#: At most this many JWS per upload.
MAX_ITEMS = 500

DEFAULT_CONFIG: dict[str, Any] = {
    "version": 1, "issuedAt": 1_767_225_600, "maxAgeSeconds": 86_400,
    "flags": {"new-paywall": True}, "parameters": {"trialDays": 7},
    "experiments": [{"id": "exp-paywall", "variants": [
        {"id": "control", "weight": 5000, "parameters": {}},
        {"id": "annual-first", "weight": 5000, "parameters": {"trialDays": 14}}]}],
}

SCHEMA = """
CREATE TABLE IF NOT EXISTS plans_signed (
  sub TEXT NOT NULL, kind TEXT NOT NULL, original_transaction_id TEXT NOT NULL, signed_ms INTEGER NOT NULL,
  jws TEXT NOT NULL, PRIMARY KEY (sub, kind, original_transaction_id));
"""


def b64url(data: bytes) -> str:
    """Unpadded base64url."""
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _field_error(field: str, message: str) -> HTTPError:
    error = HTTPError(422, "VALIDATION_ERROR", f"{field}: {message}")
    return error


def jws_payload(jws: Any, field: str) -> dict[str, Any]:
    """The payload of a compact JWS, checked for shape (three base64url parts, an ES256 header, an ``x5c`` of
    three certificates, a payload with ``originalTransactionId`` and an integer ``signedDate``)."""
    if not isinstance(jws, str) or not jws or len(jws) > MAX_JWS:
        raise _field_error(field, "not a compact JWS")
    parts = jws.split(".")
    if len(parts) != 3 or not all(parts):
        raise _field_error(field, "not three parts")
    try:
        header = json.loads(base64.urlsafe_b64decode(parts[0] + "=" * (-len(parts[0]) % 4)))
        payload = json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
    except (binascii.Error, ValueError, UnicodeDecodeError) as error:
        raise _field_error(field, "header or payload is not base64url JSON") from error
    if not isinstance(header, dict) or header.get("alg") != "ES256" or not isinstance(header.get("x5c"), list) \
            or len(header["x5c"]) != 3:
        raise _field_error(field, "header is not ES256 with a three-certificate x5c")
    if not isinstance(payload, dict) or not isinstance(payload.get("originalTransactionId"), str) \
            or not payload["originalTransactionId"] or type(payload.get("signedDate")) is not int:
        raise _field_error(field, "payload lacks originalTransactionId or an integer signedDate")
    return payload


class PlansState:
    """The users' signed purchases and the remote configuration."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._store.execute(SCHEMA.strip())
        self._lock = threading.Lock()
        self._config: dict[str, Any] = dict(DEFAULT_CONFIG)
        self._envelope: dict[str, str] | None = None

    def reset(self) -> None:
        """Forget every purchase; back to the default configuration."""
        self._store.execute("DELETE FROM plans_signed")
        with self._lock:
            self._config = dict(DEFAULT_CONFIG)
            self._envelope = None

    def keep(self, sub: str, kind: str, jws: str, payload: dict[str, Any]) -> None:
        """Keep ``jws`` unless the user already has one signed later for the same original transaction."""
        self._store.execute(
            "INSERT INTO plans_signed (sub, kind, original_transaction_id, signed_ms, jws) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (sub, kind, original_transaction_id) DO UPDATE SET signed_ms = excluded.signed_ms, "
            "jws = excluded.jws WHERE excluded.signed_ms > plans_signed.signed_ms",
            (sub, kind, payload["originalTransactionId"], payload["signedDate"], jws))

    def view(self, sub: str) -> dict[str, list[str]]:
        """Everything kept for ``sub``."""
        rows = self._store.all(
            "SELECT kind, jws FROM plans_signed WHERE sub = ? ORDER BY original_transaction_id", (sub,))
        return {"signedTransactions": [row["jws"] for row in rows if row["kind"] == "transaction"],
                "signedRenewalInfo": [row["jws"] for row in rows if row["kind"] == "renewal"]}

    def set_config(self, config: dict[str, Any], force: bool) -> None:
        """Replace the configuration; its version must grow unless ``force``."""
        version = config.get("version")
        if type(version) is not int or version < 0:
            raise _field_error("version", "must be a non-negative integer")
        with self._lock:
            if not force and version <= self._config["version"]:
                raise HTTPError(409, "VERSION_NOT_NEWER", f"version {version} is not above {self._config['version']}")
            self._config = config
            self._envelope = None

    def envelope(self) -> dict[str, str]:
        """The signed configuration (signed once per document, through ``openssl``)."""
        with self._lock:
            if self._envelope is None:
                payload = json.dumps(self._config, sort_keys=True, separators=(",", ":")).encode("utf-8")
                signature = walletsign.sign(CONFIG_KEY, CONFIG_DOMAIN.encode("utf-8") + b"\n" + payload)
                self._envelope = {"payload": b64url(payload), "keyId": CONFIG_KEY_ID, "signature": signature}
            return self._envelope


def routes(auth: AuthService, idempotency: IdempotencyCache, state: PlansState) -> Router:
    """The device-facing routes."""
    router = Router()

    @router.route("POST", "/v1/plans/transactions")
    def upload(request: Request) -> Response:
        principal = auth.authenticate(request)

        def run() -> Response:
            body = request.json_object()
            lists = {"signedTransactions": "transaction", "signedRenewalInfo": "renewal"}
            checked: list[tuple[str, str, dict[str, Any]]] = []
            for name, kind in lists.items():
                items = body.get(name, [])
                if not isinstance(items, list) or len(items) > MAX_ITEMS:
                    raise _field_error(name, f"must be a list of at most {MAX_ITEMS} JWS")
                for index, jws in enumerate(items):
                    checked.append((kind, jws, jws_payload(jws, f"{name}[{index}]")))
            for kind, jws, payload in checked:
                state.keep(principal.sub, kind, jws, payload)
            return Response(200, state.view(principal.sub))

        return idempotency.run(request, f"plans:{principal.sub}", run)

    @router.route("GET", "/v1/plans/transactions")
    def restore(request: Request) -> Response:
        return Response(200, state.view(auth.authenticate(request).sub))

    @router.route("GET", "/v1/plans/remote-config")
    def remote_config(request: Request) -> Response:
        auth.authenticate(request)
        return Response(200, state.envelope())

    return router


def admin_routes(state: PlansState) -> Router:
    """The test-control routes."""
    router = Router()

    @router.route("PUT", "/admin/plans/remote-config")
    def set_config(request: Request) -> Response:
        body = request.json_object()
        config = body.get("config")
        if not isinstance(config, dict):
            raise _field_error("config", "must be an object")
        state.set_config(config, bool(body.get("force", False)))
        return Response(200, {"version": config["version"]})

    return router
