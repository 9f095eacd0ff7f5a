"""Token issue, refresh rotation and reuse detection, logout, session validation and expiry."""

import json
import os
import tempfile
import unittest
from datetime import datetime

from refserver import jwt
from refserver.app import HTTPError, Request
from refserver.auth import MAX_TOKEN_LIFETIME, AuthService, routes
from refserver.stats import Stats
from refserver.store import Store
from tests.support import ServerTestCase


def claims_of(access_token: str) -> dict:
    """The (unverified) claims of a JWT."""
    return json.loads(jwt.b64url_decode(access_token.split(".")[1]))


class TokenTests(ServerTestCase):
    def test_issues_a_signed_jwt_pair(self) -> None:
        tokens = self.login("alice")
        self.assertEqual(tokens["tokenType"], "Bearer")
        self.assertEqual(tokens["expiresIn"], 900)
        self.assertTrue(tokens["refreshToken"])
        claims = claims_of(tokens["accessToken"])
        self.assertEqual(set(claims), {"sub", "iat", "exp", "jti"})
        self.assertEqual(claims["sub"], "alice")
        self.assertAlmostEqual(claims["exp"] - claims["iat"], 900, delta=1)

    def test_wrong_password_is_invalid_credentials(self) -> None:
        reply = self.request("POST", "/v1/auth/token", {"username": "demo", "password": "nope"})
        self.assertError(reply, 401, "INVALID_CREDENTIALS")

    def test_malformed_bodies_are_400(self) -> None:
        self.assertError(self.request("POST", "/v1/auth/token", raw=b"{nope"), 400, "INVALID_JSON")
        self.assertError(self.request("POST", "/v1/auth/token", [1]), 400, "INVALID_REQUEST")
        for expires_in in (-1, MAX_TOKEN_LIFETIME + 1, 10**30, 1.5, 60.0, "60", True, [60]):
            with self.subTest(expires_in=expires_in):
                body = {"username": "a", "password": "demo-password", "expiresIn": expires_in}
                self.assertError(self.request("POST", "/v1/auth/token", body), 400, "INVALID_REQUEST")
                tokens = self.login()
                refresh = {"refreshToken": tokens["refreshToken"], "expiresIn": expires_in}
                self.assertError(self.request("POST", "/v1/auth/refresh", refresh), 400, "INVALID_REQUEST")
        self.assertEqual(self.login(expiresIn=MAX_TOKEN_LIFETIME)["expiresIn"], MAX_TOKEN_LIFETIME)

    def test_counts_token_calls(self) -> None:
        self.login()
        self.login()
        self.assertEqual(self.request("GET", "/admin/stats").body["tokenCalls"], 2)


class SessionTests(ServerTestCase):
    def test_valid_session(self) -> None:
        reply = self.request("GET", "/v1/auth/session", headers=self.bearer(self.login("bob")))
        self.assertEqual(reply.status, 200)
        self.assertTrue(reply.body["valid"])
        self.assertEqual(reply.body["sub"], "bob")
        self.assertTrue(reply.body["expiresAt"].endswith("Z"))

    def test_missing_and_garbage_tokens_are_unauthorized(self) -> None:
        for headers in ({}, {"Authorization": "Bearer nope"}, {"Authorization": "Basic abc"}):
            reply = self.request("GET", "/v1/auth/session", headers=headers)
            self.assertError(reply, 401, "UNAUTHORIZED")
            self.assertEqual(reply.header("www-authenticate"), 'Bearer error="invalid_token"')

    def test_tampered_token_is_unauthorized(self) -> None:
        token = self.login()["accessToken"]
        forged = token[:-2] + ("AA" if not token.endswith("AA") else "BB")
        self.assertError(self.request("GET", "/v1/auth/session", headers=self.bearer(forged)), 401, "UNAUTHORIZED")

    def test_zero_lifetime_token_is_expired(self) -> None:
        reply = self.request("GET", "/v1/auth/session", headers=self.bearer(self.login(expiresIn=0)))
        self.assertError(reply, 401, "TOKEN_EXPIRED")
        self.assertEqual(reply.header("www-authenticate"), 'Bearer error="invalid_token"')

    def test_session_expiry_is_the_jwt_exp(self) -> None:
        for expires_in in (1, 60, 900):
            tokens = self.login(expiresIn=expires_in)
            session = self.request("GET", "/v1/auth/session", headers=self.bearer(tokens)).body
            expires_at = datetime.fromisoformat(session["expiresAt"].replace("Z", "+00:00")).timestamp()
            claims = claims_of(tokens["accessToken"])
            self.assertEqual(expires_at, claims["exp"])
            self.assertGreaterEqual(claims["exp"] - claims["iat"], expires_in)

    def test_expire_tokens_expires_access_but_keeps_refresh(self) -> None:
        tokens = self.login()
        self.assertEqual(self.request("POST", "/admin/expire-tokens").status, 200)
        self.assertError(self.request("GET", "/v1/echo", headers=self.bearer(tokens)), 401, "TOKEN_EXPIRED")
        renewed = self.request("POST", "/v1/auth/refresh", {"refreshToken": tokens["refreshToken"]})
        self.assertEqual(renewed.status, 200)
        self.assertEqual(self.request("GET", "/v1/echo", headers=self.bearer(renewed.body)).status, 200)

    def test_logout_revokes_access_and_refresh_tokens(self) -> None:
        tokens = self.login()
        self.assertEqual(self.request("POST", "/v1/auth/logout", headers=self.bearer(tokens)).status, 204)
        self.assertError(self.request("GET", "/v1/auth/session", headers=self.bearer(tokens)), 401, "UNAUTHORIZED")
        reply = self.request("POST", "/v1/auth/refresh", {"refreshToken": tokens["refreshToken"]})
        self.assertError(reply, 400, "INVALID_GRANT")

    def test_logout_needs_a_token(self) -> None:
        self.assertError(self.request("POST", "/v1/auth/logout"), 401, "UNAUTHORIZED")

    def test_reset_invalidates_tokens(self) -> None:
        tokens = self.login()
        self.request("POST", "/admin/reset")
        self.assertError(self.request("GET", "/v1/auth/session", headers=self.bearer(tokens)), 401, "UNAUTHORIZED")


class RefreshTests(ServerTestCase):
    def test_rotation_returns_a_new_pair(self) -> None:
        first = self.login("carol")
        reply = self.request("POST", "/v1/auth/refresh", {"refreshToken": first["refreshToken"], "expiresIn": 60})
        self.assertEqual(reply.status, 200)
        self.assertNotEqual(reply.body["accessToken"], first["accessToken"])
        self.assertNotEqual(reply.body["refreshToken"], first["refreshToken"])
        self.assertEqual(reply.body["expiresIn"], 60)
        session = self.request("GET", "/v1/auth/session", headers=self.bearer(reply.body))
        self.assertEqual(session.body["sub"], "carol")
        self.assertEqual(self.request("GET", "/admin/stats").body["refreshCalls"], 1)

    def test_unknown_or_missing_refresh_token(self) -> None:
        self.assertError(self.request("POST", "/v1/auth/refresh", {"refreshToken": "nope"}), 400, "INVALID_GRANT")
        self.assertError(self.request("POST", "/v1/auth/refresh", {}), 400, "INVALID_REQUEST")

    def test_reuse_of_a_rotated_token_revokes_the_family(self) -> None:
        first = self.login()
        second = self.request("POST", "/v1/auth/refresh", {"refreshToken": first["refreshToken"]}).body
        third = self.request("POST", "/v1/auth/refresh", {"refreshToken": second["refreshToken"]}).body
        # The first token's successor has been used: presenting it again is reuse, grace or not.
        reuse = self.request("POST", "/v1/auth/refresh", {"refreshToken": first["refreshToken"]})
        self.assertError(reuse, 400, "INVALID_GRANT")
        # The whole family is gone: the legitimately rotated pair is revoked too.
        self.assertError(self.request("POST", "/v1/auth/refresh", {"refreshToken": third["refreshToken"]}),
                         400, "INVALID_GRANT")
        self.assertError(self.request("GET", "/v1/echo", headers=self.bearer(third)), 401, "UNAUTHORIZED")

    def test_the_token_rotated_last_answers_the_same_pair_within_the_grace_period(self) -> None:
        first = self.login()
        second = self.request("POST", "/v1/auth/refresh", {"refreshToken": first["refreshToken"]}).body
        again = self.request("POST", "/v1/auth/refresh", {"refreshToken": first["refreshToken"]})
        self.assertEqual(again.status, 200)
        self.assertEqual(again.body, second)  # the same pair, not a third one
        self.assertEqual(self.request("GET", "/v1/echo", headers=self.bearer(second)).status, 200)
        third = self.request("POST", "/v1/auth/refresh", {"refreshToken": second["refreshToken"]}).body
        self.assertEqual(self.request("GET", "/v1/echo", headers=self.bearer(third)).status, 200)

    def test_reuse_does_not_affect_other_sessions(self) -> None:
        victim, other = self.login(), self.login()
        self.request("POST", "/v1/auth/refresh", {"refreshToken": victim["refreshToken"]})
        self.request("POST", "/v1/auth/refresh", {"refreshToken": victim["refreshToken"]})
        self.assertEqual(self.request("GET", "/v1/echo", headers=self.bearer(other)).status, 200)


class ExpiryBoundaryTests(unittest.TestCase):
    """RFC 7519 §4.1.4: a token MUST NOT be accepted on or after ``exp``; before it, it is valid."""

    def setUp(self) -> None:
        self._temp = tempfile.TemporaryDirectory(prefix="refserver-auth-")
        self.store = Store(os.path.join(self._temp.name, "auth.sqlite"))
        self.now = 1_000.25
        self.auth = AuthService(self.store, 900, clock=lambda: self.now)
        self.session_route = routes(self.auth, Stats())

    def tearDown(self) -> None:
        self.store.close()
        self._temp.cleanup()

    def session(self, access_token: str) -> dict:
        request = Request("GET", "/v1/auth/session", {"authorization": f"Bearer {access_token}"})
        return self.session_route.dispatch(request).body

    def assert_expired(self, access_token: str) -> None:
        request = Request("GET", "/v1/auth/session", {"authorization": f"Bearer {access_token}"})
        with self.assertRaises(Exception) as raised:
            self.auth.authenticate(request)
        self.assertEqual(getattr(raised.exception, "code", None), "TOKEN_EXPIRED")

    def test_valid_until_exp_and_expired_at_exp(self) -> None:
        for start, lifetime, exp in ((1_000.25, 10, 1_011), (1_000.0, 10, 1_010), (1_000.999, 1, 1_002)):
            with self.subTest(start=start, lifetime=lifetime):
                self.now = start
                tokens = self.auth.login("ann", "demo-password", {"expiresIn": lifetime})
                self.assertEqual(claims_of(tokens["accessToken"])["exp"], exp)
                self.assertEqual(tokens["expiresIn"], lifetime)  # never promises more than the token gives
                self.now = exp - 0.001
                session = self.session(tokens["accessToken"])
                self.assertEqual(datetime.fromisoformat(session["expiresAt"].replace("Z", "+00:00")).timestamp(), exp)
                self.now = exp
                self.assert_expired(tokens["accessToken"])

    def test_zero_lifetime_is_expired_at_once(self) -> None:
        tokens = self.auth.login("ann", "demo-password", {"expiresIn": 0})
        self.assertLessEqual(claims_of(tokens["accessToken"])["exp"], self.now)
        self.assert_expired(tokens["accessToken"])


class RefreshGraceTests(unittest.TestCase):
    """A rotated refresh token answers its unused successor pair for ``refresh_grace`` seconds, then is reuse."""

    def setUp(self) -> None:
        self._temp = tempfile.TemporaryDirectory(prefix="refserver-grace-")
        self.store = Store(os.path.join(self._temp.name, "auth.sqlite"))
        self.now = 5_000.0
        self.auth = AuthService(self.store, 900, clock=lambda: self.now, refresh_grace=30)

    def tearDown(self) -> None:
        self.store.close()
        self._temp.cleanup()

    def refresh(self, tokens: dict) -> dict:
        return self.auth.refresh(tokens["refreshToken"], {})

    def assert_refused(self, tokens: dict) -> None:
        with self.assertRaises(HTTPError) as raised:
            self.refresh(tokens)
        self.assertEqual(raised.exception.code, "INVALID_GRANT")

    def test_within_the_grace_period_the_same_pair_answers_again(self) -> None:
        first = self.auth.login("ann", "demo-password", {})
        second = self.refresh(first)
        self.now += 30
        self.assertEqual(self.refresh(first), second)
        self.assertNotEqual(self.refresh(second)["refreshToken"], second["refreshToken"])

    def test_after_the_grace_period_it_is_reuse_and_revokes_the_session(self) -> None:
        first = self.auth.login("ann", "demo-password", {})
        second = self.refresh(first)
        self.now += 30.5
        self.assert_refused(first)
        self.assert_refused(second)  # the whole family

    def test_once_the_successor_is_used_the_old_token_is_reuse(self) -> None:
        first = self.auth.login("ann", "demo-password", {})
        second = self.refresh(first)
        self.refresh(second)
        self.assert_refused(first)

    def test_no_grace_means_any_reuse_revokes(self) -> None:
        strict = AuthService(self.store, 900, clock=lambda: self.now, refresh_grace=0)
        first = strict.login("ann", "demo-password", {})
        strict.refresh(first["refreshToken"], {})
        self.now += 0.001
        with self.assertRaises(HTTPError):
            strict.refresh(first["refreshToken"], {})


class JWTUnitTests(unittest.TestCase):
    def test_round_trip_and_tamper(self) -> None:
        token = jwt.encode({"sub": "x"}, b"secret")
        self.assertEqual(jwt.decode(token, b"secret"), {"sub": "x"})
        with self.assertRaises(jwt.JWTError):
            jwt.decode(token, b"other")
        with self.assertRaises(jwt.JWTError):
            jwt.decode("a.b", b"secret")
        with self.assertRaises(jwt.JWTError):
            jwt.decode("!!.??.**", b"secret")

    def test_unsigned_content_is_never_parsed(self) -> None:
        deep = jwt.b64url_encode(b"[" * 100_000)
        for token in (f"{deep}.{deep}.AAAA", f"{deep}.{deep}.{deep}", "\u00e9.\u00e9.\u00e9"):
            with self.subTest(token=token[:10]), self.assertRaises(jwt.JWTError):
                jwt.decode(token, b"secret")
        signed_junk = jwt.b64url_encode(b"[1]")
        signing_input = f"{signed_junk}.{signed_junk}"
        signature = __import__("hmac").new(b"secret", signing_input.encode(), "sha256").digest()
        with self.assertRaises(jwt.JWTError):
            jwt.decode(f"{signing_input}.{jwt.b64url_encode(signature)}", b"secret")


if __name__ == "__main__":
    unittest.main()
