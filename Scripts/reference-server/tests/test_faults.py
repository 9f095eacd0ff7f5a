"""Fault injection by headers (status, Retry-After, delay, drop, Times+Key) and by admin rules."""

import http.client
import time
import unittest

from tests.support import ServerTestCase


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
                        {"X-Fault-Status": "503", "X-Fault-Times": "1"}):
            self.assertError(self.request("GET", "/v1/ping", headers=headers), 400, "INVALID_FAULT")

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
                     {"pathPrefix": "/v1", "drop": "yes"}, {"pathPrefix": "/v1", "status": 700}):
            self.assertError(self.request("POST", "/admin/faults", spec), 400, "INVALID_FAULT")


if __name__ == "__main__":
    unittest.main()
