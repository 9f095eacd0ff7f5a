"""Ping, echo (auth, redaction, idempotency), stats, reset, routing errors and the CLI process."""

import json
import os
import signal
import subprocess
import sys
import time
import unittest
import urllib.request

from refserver.app import HTTPError, Request, Router
from tests.support import ServerTestCase

SERVER = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "server.py")


class EchoTests(ServerTestCase):
    def test_ping_is_public(self) -> None:
        reply = self.request("GET", "/v1/ping")
        self.assertEqual((reply.status, reply.body), (200, {"ok": True}))
        self.assertEqual(reply.header("content-type"), "application/json")

    def test_echo_describes_the_request_and_redacts_secrets(self) -> None:
        headers = {**self.bearer(self.login("erin")), "X-API-Key": "secret", "X-Custom": "v"}
        for method in ("GET", "POST", "PUT", "DELETE"):
            body = {"a": [1, {"b": None}]} if method != "GET" else None
            reply = self.request(method, "/v1/echo/items/42?q=a%20b&n=1", body, headers=headers)
            self.assertEqual(reply.status, 200)
            self.assertEqual(reply.body["method"], method)
            self.assertEqual(reply.body["path"], "/v1/echo/items/42")
            self.assertEqual(reply.body["query"], {"q": "a b", "n": "1"})
            self.assertEqual(reply.body["headers"]["authorization"], "<redacted>")
            self.assertEqual(reply.body["headers"]["x-api-key"], "<redacted>")
            self.assertEqual(reply.body["headers"]["x-custom"], "v")
            self.assertEqual(reply.body["body"], body)
            self.assertEqual(reply.body["sub"], "erin")

    def test_echo_requires_a_token(self) -> None:
        self.assertError(self.request("GET", "/v1/echo"), 401, "UNAUTHORIZED")

    def test_idempotent_post_replays_the_first_response(self) -> None:
        headers = {**self.bearer(self.login()), "Idempotency-Key": "abc-1"}
        first = self.request("POST", "/v1/echo", {"n": 1, "m": [1, 2]}, headers=headers)
        second = self.request("POST", "/v1/echo", raw=b'{ "m" : [1,2], "n" : 1 }', headers=headers)
        self.assertEqual(first.status, 200)
        self.assertIsNone(first.header("idempotent-replayed"))
        self.assertEqual(second.body, first.body)
        self.assertEqual(second.header("idempotent-replayed"), "true")
        fresh = self.request("POST", "/v1/echo", {"n": 3}, headers={**headers, "Idempotency-Key": "abc-2"})
        self.assertEqual(fresh.body["body"], {"n": 3})
        stats = self.request("GET", "/admin/stats").body
        self.assertEqual(stats["idempotentReplays"], 1)
        self.assertEqual(stats["requests"]["POST /v1/echo"], 3)

    def test_reusing_a_key_for_another_path_or_body_is_409(self) -> None:
        headers = {**self.bearer(self.login()), "Idempotency-Key": "abc-1"}
        self.assertEqual(self.request("POST", "/v1/echo/a?x=1", {"n": 1}, headers=headers).status, 200)
        for path, body in (("/v1/echo/a?x=1", {"n": 2}), ("/v1/echo/b?x=1", {"n": 1}), ("/v1/echo/a?x=2", {"n": 1}),
                           ("/v1/echo/a", {"n": 1}), ("/v1/echo/a?x=1", None)):
            with self.subTest(path=path, body=body):
                self.assertError(self.request("POST", path, body, headers=headers), 422, "IDEMPOTENCY_KEY_REUSED")
        replay = self.request("POST", "/v1/echo/a?x=1", {"n": 1}, headers=headers)
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        self.assertEqual(self.request("GET", "/admin/stats").body["idempotentReplays"], 1)


class AdminTests(ServerTestCase):
    def test_stats_shape_and_reset(self) -> None:
        self.request("GET", "/v1/ping")
        stats = self.request("GET", "/admin/stats").body
        self.assertEqual(stats, {"requests": {"GET /v1/ping": 1}, "refreshCalls": 0, "tokenCalls": 0,
                                 "idempotentReplays": 0, "syncCreates": 0, "syncUpdates": 0, "syncDeletes": 0})
        self.request("POST", "/admin/reset")
        self.assertEqual(self.request("GET", "/admin/stats").body["requests"], {})

    def test_unknown_route_and_method(self) -> None:
        self.assertError(self.request("GET", "/v1/nothing"), 404, "NOT_FOUND")
        self.assertError(self.request("DELETE", "/v1/ping"), 405, "METHOD_NOT_ALLOWED")

    def test_handler_crash_is_a_500_envelope(self) -> None:
        router = Router()
        router.add("GET", "/boom", lambda request: 1 / 0)
        self.app.router.include(router)
        with self.assertLogs("refserver", "ERROR"):
            self.assertError(self.request("GET", "/boom"), 500, "INTERNAL")

    def test_keep_alive_serves_several_requests_on_one_connection(self) -> None:
        import http.client
        connection = http.client.HTTPConnection(*self.server.server_address[:2], timeout=5)
        for _ in range(3):
            connection.request("GET", "/v1/ping")
            response = connection.getresponse()
            self.assertEqual(json.loads(response.read()), {"ok": True})
        connection.close()


    def test_chunked_request_body(self) -> None:
        import http.client
        tokens = self.login()
        connection = http.client.HTTPConnection(*self.server.server_address[:2], timeout=5)
        connection.request("POST", "/v1/echo", body=iter([b'{"a":', b'[1,2]}']),
                           headers={**self.bearer(tokens), "Content-Type": "application/json"},
                           encode_chunked=True)
        response = connection.getresponse()
        self.assertEqual(json.loads(response.read())["body"], {"a": [1, 2]})
        connection.close()

    def test_bad_content_length_is_400(self) -> None:
        import socket
        with socket.create_connection(self.server.server_address[:2], timeout=5) as raw:
            raw.sendall(b"POST /v1/ping HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n")
            self.assertIn(b" 400 ", raw.recv(4096).split(b"\r\n", 1)[0] + b" ")


class RouterUnitTests(unittest.TestCase):
    def test_path_parameters(self) -> None:
        router = Router()
        router.add("GET", "/a/{x}/{rest:path}", lambda request: request.path_params)  # type: ignore[arg-type]
        request = Request("GET", "/a/1/b/c?z=1", {})
        self.assertEqual(router.dispatch(request), {"x": "1", "rest": "b/c"})
        with self.assertRaises(HTTPError):
            router.dispatch(Request("GET", "/a/1", {}))


class ProcessTests(unittest.TestCase):
    def test_cli_prints_listening_and_exits_on_sigterm(self) -> None:
        started = time.monotonic()
        process = subprocess.Popen([sys.executable, SERVER, "--port", "0", "--token-ttl", "60"],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            line = process.stdout.readline().strip()
            self.assertLess(time.monotonic() - started, 2.0)
            self.assertRegex(line, r"^LISTENING http://127\.0\.0\.1:\d+$")
            url = line.split()[1]
            with urllib.request.urlopen(f"{url}/v1/ping", timeout=5) as response:
                self.assertEqual(json.loads(response.read()), {"ok": True})
            request = urllib.request.Request(f"{url}/v1/auth/token", method="POST", data=json.dumps(
                {"username": "x", "password": "demo-password"}).encode(), headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(request, timeout=5) as response:
                self.assertEqual(json.loads(response.read())["expiresIn"], 60)
        finally:
            process.send_signal(signal.SIGTERM)
            self.assertEqual(process.wait(timeout=5), 0)
            process.stdout.close()
            process.stderr.close()


if __name__ == "__main__":
    unittest.main()
