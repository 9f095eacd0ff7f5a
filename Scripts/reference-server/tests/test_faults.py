"""Fault injection by headers (status, Retry-After, delay, drop, Times+Key) and by admin rules."""

import http.client
import json
import socket
import threading
import time
import unittest

from tests.support import ServerTestCase

SHOE = "09520123456788"
EVENT = {"gtin": SHOE, "serial": "SN-1001", "bizStep": "shipping", "when": "2026-03-01T10:00:00Z"}


def lost(test: unittest.TestCase) -> "unittest.case._AssertRaisesContext[BaseException]":
    """Expect the connection to close without a response."""
    return test.assertRaises((http.client.RemoteDisconnected, ConnectionError))


class HeaderFaultTests(ServerTestCase):
    def test_status_with_retry_after_seconds_and_date(self) -> None:
        for retry_after in ("2", "Wed, 21 Oct 2026 07:28:00 GMT"):
            headers = {"X-Fault-Status": "503", "X-Fault-Retry-After": retry_after}
            reply = self.request("GET", "/v1/ping", headers=headers)
            self.assertError(reply, 503, "INJECTED_FAULT")
            self.assertEqual(reply.header("retry-after"), retry_after)

    def test_status_applies_before_routing_and_auth(self) -> None:
        self.assertError(self.request("GET", "/nowhere", headers={"X-Fault-Status": "429"}), 429, "INJECTED_FAULT")
        self.assertError(self.request("POST", "/v1/echo", headers={"X-Fault-Status": "500"}), 500, "INJECTED_FAULT")

    def test_delay_without_fault_still_answers(self) -> None:
        start = time.monotonic()
        reply = self.request("GET", "/v1/ping", headers={"X-Fault-Delay-Ms": "150"})
        self.assertGreaterEqual(time.monotonic() - start, 0.15)
        self.assertEqual(reply.body, {"ok": True})

    def test_drop_closes_without_a_response(self) -> None:
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            self.request("GET", "/v1/ping", headers={"X-Fault-Drop": "1"})
        self.assertEqual(self.request("GET", "/v1/ping").status, 200)

    def test_times_and_key_fault_only_the_first_n(self) -> None:
        headers = {"X-Fault-Status": "503", "X-Fault-Times": "2", "X-Fault-Key": "retry-1"}
        statuses = [self.request("GET", "/v1/ping", headers=headers).status for _ in range(4)]
        self.assertEqual(statuses, [503, 503, 200, 200])
        other_key = {**headers, "X-Fault-Key": "retry-2"}
        self.assertEqual(self.request("GET", "/v1/ping", headers=other_key).status, 503)

    def test_times_key_counts_are_cleared_by_reset(self) -> None:
        headers = {"X-Fault-Status": "503", "X-Fault-Times": "1", "X-Fault-Key": "k"}
        self.assertEqual(self.request("GET", "/v1/ping", headers=headers).status, 503)
        self.request("POST", "/admin/reset")
        self.assertEqual(self.request("GET", "/v1/ping", headers=headers).status, 503)

    def test_invalid_fault_headers_are_400(self) -> None:
        for headers in ({"X-Fault-Status": "abc"}, {"X-Fault-Status": "99"}, {"X-Fault-Delay-Ms": "-5"},
                        {"X-Fault-Status": "503", "X-Fault-Times": "1"}, {"X-Fault-Status": "101"},
                        {"X-Fault-Status": "\u0665\u0660\u0663".encode().decode("latin-1")},
                        {"X-Fault-Delay-Ms": "600001"}, {"X-Fault-Drop-Response": "yes"},
                        {"X-Fault-Status": "503", "X-Fault-Drop-Response": "1"},
                        {"X-Fault-Drop": "1", "X-Fault-Drop-Response": "1"},
                        {"X-Fault-Status": "503", "X-Fault-Retry-After": "soon"}, {"X-Fault-Delay-Ms": "9" * 5000}):
            with self.subTest(headers=headers):
                self.assertError(self.request("GET", "/v1/ping", headers=headers), 400, "INVALID_FAULT")

    def test_drop_response_commits_the_route_then_closes_without_a_byte(self) -> None:
        tokens = self.login()
        headers = self.api(tokens, **{"Idempotency-Key": "event-1"})
        with socket.create_connection(self.server.server_address[:2], timeout=10) as connection:
            body = __import__("json").dumps(EVENT).encode()
            fields = "".join(f"{name}: {value}\r\n" for name, value in headers.items())
            connection.sendall(f"POST /v1/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                               f"X-Fault-Drop-Response: 1\r\nContent-Length: {len(body)}\r\n{fields}\r\n"
                               .encode() + body)
            self.assertEqual(connection.recv(1024), b"")
        history = self.request("GET", f"/v1/events/{SHOE}:SN-1001", headers=self.api()).body
        self.assertEqual(history["totalCount"], 1, "the route ran and committed")
        retry = self.request("POST", "/v1/events", EVENT, headers=headers)
        self.assertEqual(retry.status, 201)
        self.assertEqual(retry.header("idempotent-replayed"), "true")
        self.assertEqual(retry.body["id"], history["items"][0]["id"])
        self.assertEqual(self.request("GET", f"/v1/events/{SHOE}", headers=self.api()).body["totalCount"], 1)

    def test_drop_response_honours_times_and_key(self) -> None:
        headers = {"X-Fault-Drop-Response": "1", "X-Fault-Times": "1", "X-Fault-Key": "once"}
        with lost(self):
            self.request("GET", "/v1/ping", headers=headers)
        self.assertEqual(self.request("GET", "/v1/ping", headers=headers).status, 200)
        self.assertEqual(self.request("GET", "/v1/ping", headers={"X-Fault-Drop-Response": "0"}).status, 200)

    def test_informational_status_is_an_interim_response_before_the_routes_answer(self) -> None:
        with socket.create_connection(self.server.server_address[:2], timeout=10) as connection:
            connection.sendall(b"GET /v1/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-Fault-Status: 103\r\n\r\n")
            received = b""
            while chunk := connection.recv(4096):
                received += chunk
        interim, _, final = received.partition(b"\r\n\r\n")
        self.assertTrue(interim.startswith(b"HTTP/1.1 103 "), received)
        self.assertNotIn(b"Content-Length", interim)
        self.assertTrue(final.startswith(b"HTTP/1.1 200 "), received)
        self.assertTrue(final.endswith(b'{"ok":true}'), received)

    def test_faulted_requests_are_counted(self) -> None:
        self.request("GET", "/v1/ping", headers={"X-Fault-Status": "503"})
        self.request("GET", "/v1/ping")
        self.assertEqual(self.request("GET", "/admin/stats").body["requests"], {"GET /v1/ping": 2})


class AdminRuleTests(ServerTestCase):
    def add_rule(self, **spec: object) -> str:
        reply = self.request("POST", "/admin/faults", spec)
        self.assertEqual(reply.status, 201, reply.body)
        return reply.body["id"]

    def test_rule_with_times_disappears(self) -> None:
        self.add_rule(pathPrefix="/v1/ping", status=503, retryAfter="1", times=2)
        first = self.request("GET", "/v1/ping")
        self.assertError(first, 503, "INJECTED_FAULT")
        self.assertEqual(first.header("retry-after"), "1")
        self.assertEqual(self.request("GET", "/v1/ping").status, 503)
        self.assertEqual(self.request("GET", "/v1/ping").status, 200)

    def test_rule_matches_method_and_prefix(self) -> None:
        self.add_rule(pathPrefix="/v1/echo", method="POST", status=500)
        tokens = self.login()
        self.assertEqual(self.request("GET", "/v1/echo/a", headers=self.bearer(tokens)).status, 200)
        self.assertError(self.request("POST", "/v1/echo/a", {}, headers=self.bearer(tokens)), 500, "INJECTED_FAULT")
        self.assertEqual(self.request("GET", "/v1/ping").status, 200)

    def test_rules_match_in_insertion_order_and_last_forever(self) -> None:
        self.add_rule(pathPrefix="/v1", status=502, times=1)
        self.add_rule(pathPrefix="/v1/ping", status=504)
        self.assertEqual([self.request("GET", "/v1/ping").status for _ in range(3)], [502, 504, 504])

    def test_drop_and_delay_rules(self) -> None:
        self.add_rule(pathPrefix="/v1/ping", drop=True, times=1)
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            self.request("GET", "/v1/ping")
        self.add_rule(pathPrefix="/v1/ping", delayMs=100, times=1)
        start = time.monotonic()
        self.assertEqual(self.request("GET", "/v1/ping").status, 200)
        self.assertGreaterEqual(time.monotonic() - start, 0.1)

    def test_drop_response_rule_loses_a_rotated_refresh_pair_which_the_grace_period_answers_again(self) -> None:
        tokens = self.login()
        self.add_rule(pathPrefix="/v1/auth/refresh", method="POST", dropResponse=True, times=1)
        with lost(self):
            self.request("POST", "/v1/auth/refresh", {"refreshToken": tokens["refreshToken"]})
        # The lost refresh rotated the token; asked again within the grace period, it answers that pair.
        again = self.request("POST", "/v1/auth/refresh", {"refreshToken": tokens["refreshToken"]})
        self.assertEqual(again.status, 200)
        self.assertEqual(self.request("GET", "/v1/auth/session", headers=self.bearer(again.body)).status, 200)
        self.assertEqual(self.request("GET", "/admin/stats").body["refreshCalls"], 2)

    def test_retry_after_forms(self) -> None:
        for retry_after, sent in (("120", "120"), (7, "7"), ("Wed, 21 Oct 2026 07:28:00 GMT", None),
                                  ("Sunday, 06-Nov-94 08:49:37 GMT", None), ("Sun Nov  6 08:49:37 1994", None)):
            with self.subTest(retry_after=retry_after):
                self.add_rule(pathPrefix="/v1/ping", status=503, retryAfter=retry_after, times=1)
                self.assertEqual(self.request("GET", "/v1/ping").header("retry-after"), sent or retry_after)

    def test_admin_routes_are_exempt_from_rules(self) -> None:
        self.add_rule(pathPrefix="/", status=503)
        self.assertEqual(self.request("GET", "/v1/ping").status, 503)
        self.assertEqual(self.request("GET", "/admin/stats").status, 200)
        self.assertEqual(self.request("DELETE", "/admin/faults").status, 204)
        self.assertEqual(self.request("GET", "/v1/ping").status, 200)

    def test_header_fault_takes_precedence(self) -> None:
        self.add_rule(pathPrefix="/v1/ping", status=503)
        self.assertEqual(self.request("GET", "/v1/ping", headers={"X-Fault-Status": "418"}).status, 418)

    def test_clear_and_reset_remove_rules(self) -> None:
        self.add_rule(pathPrefix="/v1/ping", status=503)
        self.assertEqual(self.request("DELETE", "/admin/faults").status, 204)
        self.assertEqual(self.request("GET", "/v1/ping").status, 200)
        self.add_rule(pathPrefix="/v1/ping", status=503)
        self.assertEqual(self.request("POST", "/admin/reset").status, 204)
        self.assertEqual(self.request("GET", "/v1/ping").status, 200)

    def test_invalid_rules_are_400(self) -> None:
        for spec in ({}, {"pathPrefix": "v1"}, {"pathPrefix": "/v1", "status": "x"}, {"pathPrefix": "/v1", "times": 0},
                     {"pathPrefix": "/v1", "drop": "yes"}, {"pathPrefix": "/v1", "status": 700},
                     {"pathPrefix": "/v1", "status": "503"}, {"pathPrefix": "/v1", "status": 103},
                     {"pathPrefix": "/v1", "status": 199}, {"pathPrefix": "/v1", "status": 503.0},
                     {"pathPrefix": "/v1", "status": True}, {"pathPrefix": "/v1", "delayMs": -1},
                     {"pathPrefix": "/v1", "delayMs": 1.5}, {"pathPrefix": "/v1", "delayMs": "5"},
                     {"pathPrefix": "/v1", "delayMs": 10**20}, {"pathPrefix": "/v1", "times": 1.0},
                     {"pathPrefix": "/v1", "status": 503, "retryAfter": "1\r\nSet-Cookie: a=b"},
                     {"pathPrefix": "/v1", "status": 503, "retryAfter": "soon"},
                     {"pathPrefix": "/v1", "status": 503, "retryAfter": -1},
                     {"pathPrefix": "/v1", "status": 503, "retryAfter": ""},
                     {"pathPrefix": "/v1", "dropResponse": "yes"}, {"pathPrefix": "/v1", "dropResponse": 1},
                     {"pathPrefix": "/v1", "status": 503, "dropResponse": True},
                     {"pathPrefix": "/v1", "drop": True, "dropResponse": True},
                     {"pathPrefix": "/v1", "method": "GE T"}, {"pathPrefix": "/v1", "dropresponse": True}):
            with self.subTest(spec=spec):
                self.assertError(self.request("POST", "/admin/faults", spec), 400, "INVALID_FAULT")
        self.assertEqual(self.request("POST", "/admin/faults", {"pathPrefix": "/v1", "dropResponse": False,
                                                                 "drop": None, "status": 200}).status, 201)


if __name__ == "__main__":
    unittest.main()


class KeyInUseAndGarbledAnswerTests(ServerTestCase):
    """``processing`` holds an Idempotency-Key while the route works; ``garble`` cuts a success's body."""

    def echo(self, key: str, extra: dict[str, str] | None = None) -> "object":
        headers = {**self.bearer(self.login()), "Idempotency-Key": key, **(extra or {})}
        return self.request("POST", "/v1/echo/in-use", {"n": 1}, headers=headers)

    def test_a_retry_while_the_first_request_works_is_409_in_use_then_replays(self) -> None:
        tokens = self.login()
        headers = {**self.bearer(tokens), "Idempotency-Key": "slow-1"}
        first: list = []
        worker = threading.Thread(target=lambda: first.append(self.request(
            "POST", "/v1/echo/in-use", {"n": 1}, headers={**headers, "X-Fault-Processing-Ms": "600"})))
        worker.start()
        self.wait_until_held(headers, "slow-1")
        retry = self.request("POST", "/v1/echo/in-use", {"n": 1}, headers=headers)
        self.assertError(retry, 409, "IDEMPOTENCY_KEY_IN_USE")
        self.assertEqual(retry.header("retry-after"), "1")
        worker.join()
        self.assertEqual(first[0].status, 200)
        replay = self.request("POST", "/v1/echo/in-use", {"n": 1}, headers=headers)
        self.assertEqual(replay.status, 200)
        self.assertEqual(replay.header("idempotent-replayed"), "true")

    def test_keys_in_use_are_per_client_and_reads_never_hold_one(self) -> None:
        other = {**self.bearer(self.login("someone")), "Idempotency-Key": "shared"}
        mine = {**self.bearer(self.login()), "Idempotency-Key": "shared", "X-Fault-Processing-Ms": "400"}
        worker = threading.Thread(target=lambda: self.request("POST", "/v1/echo/in-use", {"n": 1}, headers=mine))
        worker.start()
        self.wait_until_held(mine, "shared")
        self.assertEqual(self.request("POST", "/v1/echo/in-use", {"n": 1}, headers=other).status, 200)
        self.assertEqual(self.request("GET", "/v1/ping", headers={"Idempotency-Key": "shared"}).status, 200)
        worker.join()

    def test_processing_without_a_key_only_takes_time(self) -> None:
        start = time.monotonic()
        reply = self.request("GET", "/v1/ping", headers={"X-Fault-Processing-Ms": "150"})
        self.assertGreaterEqual(time.monotonic() - start, 0.15)
        self.assertEqual(reply.body, {"ok": True})

    def raw_echo(self, key: str, extra: dict[str, str]) -> tuple[int, bytes]:
        """POST the echo and return its status and undecoded body."""
        host, port = self.server.server_address[:2]
        connection = http.client.HTTPConnection(host, port, timeout=10)
        try:
            headers = {**self.bearer(self.login()), "Idempotency-Key": key, "Content-Type": "application/json", **extra}
            connection.request("POST", "/v1/echo/in-use", body=b'{"n": 1}', headers=headers)
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def test_a_garbled_success_is_committed_but_unreadable(self) -> None:
        status, body = self.raw_echo("garbled-1", {"X-Fault-Garble-Response": "1"})
        self.assertEqual(status, 200)
        self.assertTrue(body)
        with self.assertRaises(ValueError):
            json.loads(body)
        replay = self.echo("garbled-1")
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        self.assertEqual(replay.body["body"], {"n": 1})

    def test_errors_are_not_garbled(self) -> None:
        reply = self.request("GET", "/nowhere", headers={"X-Fault-Garble-Response": "1"})
        self.assertEqual(reply.status, 404)
        self.assertEqual(reply.body["error"]["code"], "NOT_FOUND")

    def test_garble_is_one_outcome_among_status_drop_and_dropped_response(self) -> None:
        for headers in ({"X-Fault-Garble-Response": "1", "X-Fault-Status": "503"},
                        {"X-Fault-Garble-Response": "1", "X-Fault-Drop-Response": "1"},
                        {"X-Fault-Processing-Ms": "600001"}, {"X-Fault-Garble-Response": "maybe"}):
            self.assertError(self.request("GET", "/v1/ping", headers=headers), 400, "INVALID_FAULT")

    def test_admin_rules_take_processing_and_garble(self) -> None:
        rule = {"pathPrefix": "/v1/echo", "method": "POST", "garbleResponse": True, "processingMs": 10, "times": 1}
        self.assertEqual(self.request("POST", "/admin/faults", rule).status, 201)
        status, body = self.raw_echo("rule-1", {})
        self.assertEqual(status, 200)
        with self.assertRaises(ValueError):
            json.loads(body)
        self.assertEqual(self.echo("rule-1").body["body"], {"n": 1})
        bad = {"pathPrefix": "/v1/echo", "garbleResponse": True, "dropResponse": True}
        self.assertError(self.request("POST", "/admin/faults", bad), 400, "INVALID_FAULT")
