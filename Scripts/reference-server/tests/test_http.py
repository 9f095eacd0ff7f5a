"""The HTTP layer: connection bursts, body limits, error envelopes for every status, HEAD, no-body statuses."""

import http.client
import json
import socket
import threading
import time
import unittest

from refserver.server import MAX_BODY
from tests.support import Reply, ServerTestCase

SHOE = "09520123456788"


class RawHTTPTestCase(ServerTestCase):
    """Sends hand-written bytes, for requests a well-behaved client library would refuse to send."""

    def exchange(self, data: bytes, method: str = "GET") -> Reply:
        """Send ``data`` on a fresh connection and parse one response."""
        with socket.create_connection(self.server.server_address[:2], timeout=10) as connection:
            connection.sendall(data)
            response = http.client.HTTPResponse(connection, method=method)
            response.begin()
            payload = response.read()
            headers = {name.lower(): value for name, value in response.getheaders()}
            return Reply(response.status, headers, json.loads(payload) if payload else None)


class ConnectionBurstTests(ServerTestCase):
    def test_fifty_simultaneous_connections_are_all_answered_promptly(self) -> None:
        # A listen backlog of 5 (Python's default) overflows here: the kernel drops the excess
        # handshakes and the client retries after a 1 s SYN timeout, so the slowest takes over 1 s.
        count = 50
        barrier = threading.Barrier(count)
        latencies: list[float] = []
        failures: list[BaseException] = []
        lock = threading.Lock()

        def ping() -> None:
            barrier.wait()
            started = time.monotonic()
            try:
                with socket.create_connection(self.server.server_address[:2], timeout=10) as connection:
                    connection.sendall(b"GET /v1/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                    received = b""
                    while chunk := connection.recv(4096):
                        received += chunk
                self.assertTrue(received.startswith(b"HTTP/1.1 200 "), received[:40])
            except BaseException as error:  # reported below, on the test's thread
                with lock:
                    failures.append(error)
                return
            with lock:
                latencies.append(time.monotonic() - started)

        threads = [threading.Thread(target=ping) for _ in range(count)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(failures, [])
        self.assertEqual(len(latencies), count)
        self.assertLess(max(latencies), 0.9, f"slowest of {count} connections")
        self.assertEqual(self.server.request_queue_size, 128)


class BodyLimitTests(RawHTTPTestCase):
    def test_oversize_body_is_413_and_the_client_reads_it(self) -> None:
        reply = self.request("POST", "/v1/echo", raw=b"x" * (MAX_BODY + 1), headers=self.bearer(self.login()))
        self.assertError(reply, 413, "PAYLOAD_TOO_LARGE")
        self.assertEqual(reply.header("connection"), "close")
        self.assertIn(str(MAX_BODY), reply.body["error"]["message"])

    def test_oversize_chunked_body_is_413(self) -> None:
        connection = http.client.HTTPConnection(*self.server.server_address[:2], timeout=10)
        chunks = (b"x" * (1024 * 1024) for _ in range(5))
        connection.request("POST", "/v1/echo", body=chunks, encode_chunked=True)
        response = connection.getresponse()
        self.assertEqual(response.status, 413)
        self.assertEqual(json.loads(response.read())["error"]["code"], "PAYLOAD_TOO_LARGE")
        connection.close()

    def test_an_announced_oversize_body_is_refused_before_it_is_sent(self) -> None:
        reply = self.exchange(b"POST /v1/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000000000\r\n"
                              b"Expect: 100-continue\r\n\r\n")
        self.assertError(reply, 413, "PAYLOAD_TOO_LARGE")

    def test_a_body_at_the_limit_is_read(self) -> None:
        login = json.dumps({"username": "max", "password": "demo-password"}).encode()
        reply = self.request("POST", "/v1/auth/token", raw=login + b" " * (MAX_BODY - len(login)))
        self.assertEqual(reply.status, 200, reply.body)

    def test_content_length_must_be_one_decimal_number(self) -> None:
        for lengths in (["nope"], ["+2"], ["\u0661\u0662".encode().decode("latin-1")], ["-1"], ["2", "3"]):
            fields = "".join(f"Content-Length: {length}\r\n" for length in lengths).encode("latin-1")
            reply = self.exchange(b"POST /v1/ping HTTP/1.1\r\nHost: x\r\n" + fields + b"\r\n{}")
            with self.subTest(lengths=lengths):
                self.assertError(reply, 400, "INVALID_REQUEST")

    def test_malformed_chunks_are_400_and_other_transfer_codings_501(self) -> None:
        for chunked in (b"zz\r\n{}\r\n0\r\n\r\n", b"0x2\r\n{}\r\n0\r\n\r\n", b"2\r\n{}XX0\r\n\r\n"):
            reply = self.exchange(b"POST /v1/ping HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunked)
            with self.subTest(chunked=chunked):
                self.assertError(reply, 400, "INVALID_REQUEST")
        reply = self.exchange(b"POST /v1/ping HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n")
        self.assertError(reply, 501, "NOT_IMPLEMENTED")


class ErrorEnvelopeTests(RawHTTPTestCase):
    def test_the_standard_librarys_own_errors_are_envelopes(self) -> None:
        cases = [
            (b"GET /" + b"a" * 70_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, "URI_TOO_LONG"),
            (b"GET /v1/ping HTTP/1.1\r\nX-Long: " + b"a" * 70_000 + b"\r\n\r\n", 431, "HEADER_FIELDS_TOO_LARGE"),
            (b"GET /v1/ping HTTP/1.1\r\n" + b"X-Many: 1\r\n" * 101 + b"\r\n", 431, "HEADER_FIELDS_TOO_LARGE"),
            (b"BREW /v1/ping HTTP/1.1\r\nHost: x\r\n\r\n", 501, "NOT_IMPLEMENTED"),
            (b"GET /v1/ping HTTP/2.0\r\nHost: x\r\n\r\n", 505, "HTTP_VERSION_NOT_SUPPORTED"),
            (b"GET /v1/ping HTTP/1.x\r\nHost: x\r\n\r\n", 400, "INVALID_REQUEST"),
            (b"GET /v1/ping HTTP/1.1 extra\r\nHost: x\r\n\r\n", 400, "INVALID_REQUEST"),
        ]
        for data, status, code in cases:
            with self.subTest(status=status, request=data[:40]):
                reply = self.exchange(data)
                self.assertError(reply, status, code)
                self.assertEqual(reply.header("content-type"), "application/json")

    def test_405_names_the_allowed_methods(self) -> None:
        for method, path, allowed in (("DELETE", "/v1/ping", "GET, HEAD"), ("GET", "/admin/faults", "DELETE, POST"),
                                      ("POST", f"/01/{SHOE}", "GET, HEAD"), ("HEAD", "/v1/auth/token", "POST")):
            with self.subTest(method=method, path=path):
                reply = self.request(method, path)
                self.assertEqual(reply.status, 405)
                self.assertEqual(reply.header("allow"), allowed)
                if method != "HEAD":
                    self.assertError(reply, 405, "METHOD_NOT_ALLOWED")

    def test_head_answers_every_get_route_with_its_headers_and_no_body(self) -> None:
        tokens = self.login()
        cases = [("/v1/ping", {}), ("/v1/health", {}), (f"/v1/products?gtin={SHOE}", self.api()),
                 ("/v1/products/list?pageSize=2", self.api()), ("/v1/products/users/demo", self.api(tokens)),
                 (f"/v1/events/{SHOE}", self.api()), (f"/v1/events/{SHOE}/SN-1001", self.api()),
                 ("/v1/cirpass-sim/products", self.api()), ("/v1/cirpass-sim/product/cirpass-001", self.api()),
                 ("/dpp/cirpass-001", {}), (f"/01/{SHOE}", {}), (f"/01/{SHOE}?linkType=all", {}),
                 ("/v1/auth/session", self.bearer(tokens)), ("/v1/echo/x", self.bearer(tokens)),
                 ("/v1/products?gtin=1", self.api()), ("/nowhere", {})]
        for path, headers in cases:
            with self.subTest(path=path):
                get = self.request("GET", path, headers=headers)
                head = self.request("HEAD", path, headers=headers)
                self.assertEqual(head.status, get.status)
                self.assertIsNone(head.body)
                self.assertEqual(head.header("content-type"), get.header("content-type"))
                if path not in ("/v1/echo/x", "/nowhere"):  # these bodies name the method
                    self.assertEqual(head.header("content-length"), get.header("content-length"))


class NoContentTests(RawHTTPTestCase):
    def test_204_and_304_have_no_body_and_keep_the_connection_usable(self) -> None:
        with socket.create_connection(self.server.server_address[:2], timeout=10) as connection:
            for status in (204, 304):
                connection.sendall(f"GET /v1/ping HTTP/1.1\r\nHost: x\r\nX-Fault-Status: {status}\r\n\r\n".encode())
                response = http.client.HTTPResponse(connection)
                response.begin()
                self.assertEqual(response.status, status)
                self.assertIsNone(response.getheader("Content-Length"))
                self.assertIsNotNone(response.getheader("X-Correlation-ID"))
                self.assertEqual(response.read(), b"")
            connection.sendall(b"GET /v1/ping HTTP/1.1\r\nHost: x\r\n\r\n")
            response = http.client.HTTPResponse(connection)
            response.begin()
            self.assertEqual(json.loads(response.read()), {"ok": True})

    def test_logout_204_sends_no_content_length(self) -> None:
        reply = self.request("POST", "/v1/auth/logout", headers=self.bearer(self.login()))
        self.assertEqual(reply.status, 204)
        self.assertIsNone(reply.header("content-length"))


if __name__ == "__main__":
    unittest.main()
