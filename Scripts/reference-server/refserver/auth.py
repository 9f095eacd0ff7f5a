"""Token lifecycle: JWT access tokens, rotating refresh tokens with reuse detection, sessions.

Refresh tokens follow the OAuth 2.0 Security BCP (RFC 9700 §4.14): every refresh rotates the
token, and presenting an already-rotated token revokes its whole family (the session) — except within
a short grace period, as production identity providers allow (Okta's refresh-token grace period, Auth0's
reuse interval): the token rotated last, presented again within ``refresh_grace`` seconds while its
successor is still unused, answers the same new pair again. That is a client that never received the
pair (a lost answer, or a process killed before it saved it) asking again; anything else is reuse.

Access tokens expire on a whole second, the JWT's ``exp``: the token is valid while the time is
before ``exp`` and rejected from ``exp`` on (RFC 7519 §4.1.4). The server's own record and
``GET /v1/auth/session`` use that same instant.
"""

from __future__ import annotations

import hashlib
import json
import math
import secrets
import time
import uuid
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable

from . import jwt
from .app import HTTPError, Request, Response, Router
from .stats import Stats
from .store import Store

DEMO_PASSWORD = "demo-password"
#: The longest access-token lifetime ``expiresIn`` may ask for, in seconds (ten years).
MAX_TOKEN_LIFETIME = 10 * 365 * 24 * 3600
#: How long (seconds) a rotated refresh token still answers its successor pair, by default.
DEFAULT_REFRESH_GRACE = 60
#: The longest grace period the command line accepts (Okta's maximum).
MAX_REFRESH_GRACE = 60
_BEARER_CHALLENGE = {"WWW-Authenticate": 'Bearer error="invalid_token"'}


@dataclass(frozen=True)
class Principal:
    """The authenticated caller behind a valid access token."""

    sub: str
    session_id: str
    jti: str
    expires_at: int


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _unauthorized(code: str, message: str) -> HTTPError:
    return HTTPError(401, code, message, dict(_BEARER_CHALLENGE))


class AuthService:
    """Issues, rotates, validates and revokes tokens; state lives in the :class:`Store`."""

    def __init__(self, store: Store, token_ttl: int, secret: bytes | None = None,
                 clock: Callable[[], float] = time.time, refresh_grace: int = DEFAULT_REFRESH_GRACE) -> None:
        self._store = store
        self._ttl = token_ttl
        self._grace = refresh_grace
        self._secret = secret or secrets.token_bytes(32)
        self._clock = clock

    # MARK: - Issuing

    def _lifetime(self, body: dict[str, Any]) -> int:
        value = body.get("expiresIn")
        if value is None:
            return self._ttl
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_TOKEN_LIFETIME:
            raise HTTPError(400, "INVALID_REQUEST", f"expiresIn must be an integer number of seconds in "
                                                    f"0...{MAX_TOKEN_LIFETIME}, got {value!r}")
        return value

    def _token_pair(self, session_id: str, sub: str, lifetime: int) -> dict[str, Any]:
        """Create an access token and a refresh token for ``session_id`` (caller holds a transaction).

        ``exp`` is the first whole second at or after ``now + lifetime``, so the token lives at least
        the ``expiresIn`` it announces; a zero lifetime gives an ``exp`` already reached.
        """
        now = self._clock()
        jti = str(uuid.uuid4())
        exp = math.floor(now) if lifetime == 0 else math.ceil(now + lifetime)
        access = jwt.encode({"sub": sub, "iat": math.floor(now), "exp": exp, "jti": jti}, self._secret)
        refresh = secrets.token_urlsafe(32)
        self._store.execute("INSERT INTO access_tokens (jti, session_id, expires_at) VALUES (?, ?, ?)",
                            (jti, session_id, exp))
        self._store.execute("INSERT INTO refresh_tokens (token_hash, session_id, state) VALUES (?, ?, 'active')",
                            (_hash(refresh), session_id))
        return {"accessToken": access, "refreshToken": refresh, "expiresIn": lifetime, "tokenType": "Bearer"}

    def login(self, username: str, password: str, body: dict[str, Any]) -> dict[str, Any]:
        """Password grant: any username with the demo password gets a new session."""
        lifetime = self._lifetime(body)
        if not username or not secrets.compare_digest(password.encode(), DEMO_PASSWORD.encode()):
            raise HTTPError(401, "INVALID_CREDENTIALS", "Username or password is incorrect")
        session_id = str(uuid.uuid4())
        with self._store.transaction():
            self._store.execute("INSERT INTO sessions (id, sub, created_at) VALUES (?, ?, ?)",
                                (session_id, username, self._clock()))
            return self._token_pair(session_id, username, lifetime)

    def refresh(self, refresh_token: str, body: dict[str, Any]) -> dict[str, Any]:
        """Rotate ``refresh_token``; reuse of a rotated token revokes its family, but within the grace
        period the token rotated last answers its (still unused) successor pair again."""
        lifetime = self._lifetime(body)
        token_hash = _hash(refresh_token)
        with self._store.transaction():
            row = self._store.one(
                "SELECT r.state, r.session_id, s.sub, s.revoked FROM refresh_tokens r "
                "JOIN sessions s ON s.id = r.session_id WHERE r.token_hash = ?", (token_hash,))
            if row is None or row["revoked"] or row["state"] == "revoked":
                raise HTTPError(400, "INVALID_GRANT", "Refresh token is unknown or revoked")
            if row["state"] == "rotated":
                replay = self._replay_within_grace(token_hash)
                if replay is not None:
                    return replay
                self._revoke_session(row["session_id"])  # committed before answering, so it sticks
            else:
                self._store.execute("UPDATE refresh_tokens SET state = 'rotated' WHERE token_hash = ?",
                                    (token_hash,))
                # The successor of an earlier rotation is used now: that rotation is no longer replayed.
                self._store.execute("DELETE FROM refresh_rotations WHERE successor_hash = ?", (token_hash,))
                pair = self._token_pair(row["session_id"], row["sub"], lifetime)
                self._store.execute(
                    "INSERT INTO refresh_rotations (token_hash, successor_hash, rotated_at, answer) "
                    "VALUES (?, ?, ?, ?)", (token_hash, _hash(pair["refreshToken"]), self._clock(), json.dumps(pair)))
                return pair
        raise HTTPError(400, "INVALID_GRANT", "Refresh token was already used; session revoked")

    def _replay_within_grace(self, token_hash: str) -> dict[str, Any] | None:
        """The pair ``token_hash`` was rotated into, if that was within the grace period and the pair's
        refresh token is still unused; forgets the rotation otherwise (caller holds a transaction)."""
        rotation = self._store.one(
            "SELECT o.rotated_at, o.answer, r.state FROM refresh_rotations o "
            "JOIN refresh_tokens r ON r.token_hash = o.successor_hash WHERE o.token_hash = ?", (token_hash,))
        if rotation is None:
            return None
        if rotation["state"] == "active" and self._clock() - rotation["rotated_at"] <= self._grace:
            return json.loads(rotation["answer"])
        self._store.execute("DELETE FROM refresh_rotations WHERE token_hash = ?", (token_hash,))
        return None

    def _revoke_session(self, session_id: str) -> None:
        self._store.execute("UPDATE sessions SET revoked = 1 WHERE id = ?", (session_id,))
        self._store.execute("UPDATE refresh_tokens SET state = 'revoked' WHERE session_id = ?", (session_id,))

    # MARK: - Validation

    def authenticate(self, request: Request) -> Principal:
        """Return the caller of a ``Authorization: Bearer`` request, or raise a 401."""
        header = request.header("authorization") or ""
        scheme, _, token = header.partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise _unauthorized("UNAUTHORIZED", "Missing bearer token")
        try:
            claims = jwt.decode(token.strip(), self._secret)
        except jwt.JWTError as error:
            raise _unauthorized("UNAUTHORIZED", f"Invalid token: {error}") from error
        row = self._store.one(
            "SELECT a.expires_at, a.force_expired, s.revoked, s.sub, s.id FROM access_tokens a "
            "JOIN sessions s ON s.id = a.session_id WHERE a.jti = ?", (str(claims.get("jti")),))
        if row is None or row["revoked"]:
            raise _unauthorized("UNAUTHORIZED", "Token is unknown or revoked")
        if row["force_expired"] or self._clock() >= row["expires_at"]:
            raise _unauthorized("TOKEN_EXPIRED", "Access token has expired")
        return Principal(row["sub"], row["id"], str(claims["jti"]), int(row["expires_at"]))

    def logout(self, principal: Principal) -> None:
        """Revoke the caller's session: its access tokens and refresh tokens."""
        with self._store.transaction():
            self._revoke_session(principal.session_id)

    def expire_all(self) -> int:
        """Mark every access token issued so far expired (refresh tokens stay valid)."""
        return self._store.execute("UPDATE access_tokens SET force_expired = 1")


def routes(auth: AuthService, stats: Stats) -> Router:
    """The ``/v1/auth/*`` routes of the contract."""
    router = Router()

    @router.route("POST", "/v1/auth/token")
    def token(request: Request) -> Response:
        stats.increment("tokenCalls")
        body = request.json_object()
        username, password = body.get("username"), body.get("password")
        if not isinstance(username, str) or not isinstance(password, str):
            raise HTTPError(400, "INVALID_REQUEST", "username and password must be strings")
        return Response(200, auth.login(username, password, body))

    @router.route("POST", "/v1/auth/refresh")
    def refresh(request: Request) -> Response:
        stats.increment("refreshCalls")
        body = request.json_object()
        refresh_token = body.get("refreshToken")
        if not isinstance(refresh_token, str) or not refresh_token:
            raise HTTPError(400, "INVALID_REQUEST", "refreshToken must be a non-empty string")
        return Response(200, auth.refresh(refresh_token, body))

    @router.route("POST", "/v1/auth/logout")
    def logout(request: Request) -> Response:
        auth.logout(auth.authenticate(request))
        return Response(204)

    @router.route("GET", "/v1/auth/session")
    def session(request: Request) -> Response:
        principal = auth.authenticate(request)
        expires = datetime.fromtimestamp(principal.expires_at, timezone.utc).isoformat(timespec="seconds")
        return Response(200, {"valid": True, "sub": principal.sub, "expiresAt": expires.replace("+00:00", "Z")})

    return router
