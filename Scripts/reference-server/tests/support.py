"""Shared helpers: an in-process server per test class and a small JSON HTTP client."""

from __future__ import annotations

import http.client
import json
import os
import tempfile
import threading
import time
import unittest
from dataclasses import dataclass
from typing import Any

from refserver.application import Application
from refserver.server import ReferenceHTTPServer

API_KEY = "demo-api-key"


@dataclass
class Reply:
    """A decoded HTTP response."""

    status: int
    headers: dict[str, str]
    body: Any

    def header(self, name: str) -> str | None:
        """Case-insensitive header lookup."""
        return self.headers.get(name.lower())


class ServerTestCase(unittest.TestCase):
    """Starts one server on a free loopback port per test class; every test starts from a reset."""

    app: Application
    server: ReferenceHTTPServer
    #: Requests per minute per API key for the TraceWise routes (0 = unlimited); override per class.
    rate_limit = 0

    @classmethod
    def setUpClass(cls) -> None:
        cls._temp = tempfile.TemporaryDirectory(prefix="refserver-test-")
        cls.app = Application(os.path.join(cls._temp.name, "test.sqlite"), token_ttl=900, rate_limit=cls.rate_limit)
        cls.server = ReferenceHTTPServer(cls.app, 0)
        cls._thread = threading.Thread(target=cls.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        cls._thread.start()

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.shutdown()
        cls.server.server_close()
        cls.app.store.close()
        cls._temp.cleanup()

    def setUp(self) -> None:
        self.app.reset()

    # MARK: - HTTP

    def request(self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None,
                raw: bytes | None = None) -> Reply:
        """Send one request on a fresh connection and decode the JSON answer."""
        host, port = self.server.server_address[:2]
        connection = http.client.HTTPConnection(host, port, timeout=10)
        try:
            payload = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
            all_headers = {"Content-Type": "application/json", **(headers or {})}
            connection.request(method, path, body=payload, headers=all_headers)
            response = connection.getresponse()
            data = response.read()
            decoded = json.loads(data) if data else None
            return Reply(response.status, {k.lower(): v for k, v in response.getheaders()}, decoded)
        finally:
            connection.close()

    def wait_until_held(self, headers: dict[str, str], key: str) -> None:
        """Wait (up to 10 s) until a request sent with ``headers`` holds the Idempotency-Key ``key``."""
        client = headers.get("Authorization") or headers.get("X-API-Key") or ""
        deadline = time.monotonic() + 10
        while not self.server.app.in_flight.is_held(client, key):
            if time.monotonic() > deadline:
                raise AssertionError(f"no request held the key {key!r}")
            time.sleep(0.005)

    def login(self, username: str = "demo", **extra: Any) -> dict[str, Any]:
        """Get a token pair for ``username``."""
        reply = self.request("POST", "/v1/auth/token", {"username": username, "password": "demo-password", **extra})
        self.assertEqual(reply.status, 200, reply.body)
        return reply.body

    def bearer(self, tokens: dict[str, Any] | str) -> dict[str, str]:
        """An Authorization header for a token pair or an access token."""
        token = tokens if isinstance(tokens, str) else tokens["accessToken"]
        return {"Authorization": f"Bearer {token}"}

    def api(self, tokens: dict[str, Any] | None = None, **extra: str) -> dict[str, str]:
        """TraceWise headers: the demo API key, plus a bearer token when ``tokens`` is given."""
        headers = {"X-API-Key": API_KEY, **extra}
        if tokens is not None:
            headers.update(self.bearer(tokens))
        return headers

    def assertError(self, reply: Reply, status: int, code: str) -> None:  # noqa: N802 - unittest style
        """Assert ``reply`` is an error envelope with ``status`` and ``code``."""
        self.assertEqual(reply.status, status, reply.body)
        self.assertEqual(reply.body["error"]["code"], code)
        self.assertEqual(reply.body["error"]["correlationId"], reply.header("x-correlation-id"))
        self.assertTrue(reply.body["error"]["message"])
