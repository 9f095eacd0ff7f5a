"""Partner sign-in (DEI, Cosmote), refresh with rotation and logout, in Warply's wire format.

Sign-in and refresh answer ``{"status": 1, "tokens": {"access_token", "refresh_token", "client_id",
"client_secret"}}``; access tokens are JWTs with ``exp``. Refresh rotates the refresh token and
revokes the session when a rotated one is presented again (RFC 9700).
"""

from __future__ import annotations

import base64
import binascii
import hmac
import re
from typing import Any

from ..app import HTTPError, Request, Response, Router
from ..auth import AuthService
from ..stats import Stats
from . import signature

_APP = "{app}"
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")


def _warply_tokens(pair: dict[str, Any], sub: str) -> dict[str, Any]:
    return {"status": 1, "tokens": {"access_token": pair["accessToken"], "refresh_token": pair["refreshToken"],
                                    "client_id": f"client-{sub}", "client_secret": "unused"}}


def _lifetime(body: dict[str, Any]) -> dict[str, Any]:
    return {"expiresIn": body["expires_in"]} if "expires_in" in body else {}


def _string(body: dict[str, Any], name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str) or not value:
        raise HTTPError(400, "INVALID_REQUEST", f"{name} must be a non-empty string")
    return value


def routes(auth: AuthService, stats: Stats, api_key: str, partner: tuple[str, str]) -> Router:
    """``/partners/*`` sign-in, ``/oauth/{app}/token`` refresh and ``/oauth/{app}/logout``."""
    router = Router()

    def sign_in(sub: str, body: dict[str, Any]) -> Response:
        stats.increment("tokenCalls")
        return Response(200, _warply_tokens(auth.login(sub, "demo-password", _lifetime(body)), sub))

    @router.route("POST", "/partners/dei/app_login")
    def dei_login(request: Request) -> Response:
        signature.check(request, api_key)
        body = request.json_object()
        email = _string(body, "email")
        if not _EMAIL.fullmatch(email):
            return Response(200, {"status": -1, "msg": "Invalid email"})
        return sign_in(email.lower(), body)

    @router.route("POST", "/partners/cosmote/verify")
    def verify_ticket(request: Request) -> Response:
        signature.check(request, api_key)
        body = request.json_object()
        guid, ticket = _string(body, "guid"), _string(body, "ticket")
        if ticket == "expired":
            return Response(200, {"status": -1, "msg": "Ticket expired"})
        return sign_in(f"cosmote:{guid}", body)

    @router.route("POST", f"/partners/oauth/{_APP}/token")
    def cosmote_user(request: Request) -> Response:
        signature.check(request, api_key)
        scheme, _, encoded = (request.header("authorization") or "").partition(" ")
        try:
            user, _, password = base64.b64decode(encoded, validate=True).decode("utf-8").partition(":")
        except (binascii.Error, UnicodeDecodeError):
            user, password = "", ""
        if scheme.lower() != "basic" or user != partner[0] or not hmac.compare_digest(password, partner[1]):
            raise HTTPError(401, "UNAUTHORIZED", "Partner credentials are required",
                            {"WWW-Authenticate": 'Basic realm="partners"'})
        body = request.json_object()
        return sign_in(f"cosmote:{_string(body, 'user_identifier')}", body)

    @router.route("POST", f"/oauth/{_APP}/token")
    def refresh(request: Request) -> Response:
        signature.check(request, api_key)
        stats.increment("refreshCalls")
        body = request.json_object()
        if body.get("grant_type") != "refresh_token":
            raise HTTPError(400, "INVALID_REQUEST", "grant_type must be refresh_token")
        pair = auth.refresh(_string(body, "refresh_token"), _lifetime(body))
        return Response(200, _warply_tokens(pair, str(body.get("client_id", "")).removeprefix("client-")))

    @router.route("POST", f"/oauth/{_APP}/logout")
    def logout(request: Request) -> Response:
        signature.check(request, api_key)
        body = request.json_object()
        token = _string(body, "access_token")
        try:
            auth.logout(auth.authenticate(Request("POST", "/", {"authorization": f"Bearer {token}"})))
        except HTTPError:
            pass  # an expired or revoked token is already as good as logged out
        return Response(200, {"status": 1})

    return router
