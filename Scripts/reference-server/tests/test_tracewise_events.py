"""TraceWise lifecycle events: validation, idempotent posting, history routes and pagination."""

import threading
import unittest

from refserver.tracewise.events import validate_event
from refserver.app import HTTPError
from tests.support import ServerTestCase

SHOE = "09520123456788"


def event(**overrides: object) -> dict:
    """A valid seed-format event (``when`` key), with ``overrides`` applied."""
    base = {"gtin": SHOE, "serial": "SN-1001", "type": "ObjectEvent", "action": "OBSERVE",
            "bizStep": "purchased", "disposition": "active", "when": "2026-11-20T10:00:00Z",
            "details": {"location": "Store A", "price": {"amount": "59.90", "currency": "EUR"}, "tags": [1, 2.5, True]}}
    base.update(overrides)
    return base


class PostEventTests(ServerTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.tokens = self.login("user123")

    def post(self, body: dict, **headers: str):
        return self.request("POST", "/v1/events", body, headers=self.api(self.tokens, **headers))

    def test_post_returns_id_status_and_epcis_urn(self) -> None:
        reply = self.post(event())
        self.assertEqual(reply.status, 201)
        self.assertEqual(reply.body["status"], "accepted")
        self.assertEqual(reply.body["epcisUrn"], f"urn:uuid:{reply.body['id']}")

    def test_idempotency_key_prevents_duplicates(self) -> None:
        first = self.post(event(), **{"Idempotency-Key": "outbox-1"})
        replay = self.post(event(), **{"Idempotency-Key": "outbox-1"})
        self.assertEqual(replay.status, 201)
        self.assertEqual(replay.body, first.body)
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        history = self.request("GET", f"/v1/events/{SHOE}:SN-1001", headers=self.api()).body
        self.assertEqual(history["totalCount"], 1)
        self.assertEqual(self.request("GET", "/admin/stats").body["idempotentReplays"], 1)

    def test_concurrent_replays_record_once(self) -> None:
        replies = []
        threads = [threading.Thread(target=lambda: replies.append(self.post(event(), **{"Idempotency-Key": "k"})))
                   for _ in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        # Each answer is the one event, or "still being processed" while the first request held the key.
        recorded = [reply for reply in replies if reply.status == 201]
        in_use = [reply for reply in replies if reply.status == 409]
        self.assertEqual(len(recorded) + len(in_use), len(replies))
        self.assertEqual({reply.body["id"] for reply in recorded}.__len__(), 1)
        self.assertTrue(all(reply.body["error"]["code"] == "IDEMPOTENCY_KEY_IN_USE" for reply in in_use))
        self.assertEqual(self.request("GET", f"/v1/events/{SHOE}", headers=self.api()).body["totalCount"], 1)

    def test_reusing_a_key_for_another_event_is_422(self) -> None:
        self.post(event(), **{"Idempotency-Key": "k2"})
        self.assertError(self.post(event(bizStep="repairing"), **{"Idempotency-Key": "k2"}),
                         422, "IDEMPOTENCY_KEY_REUSED")

    def test_keys_are_scoped_per_user(self) -> None:
        self.post(event(), **{"Idempotency-Key": "shared"})
        other = self.request("POST", "/v1/events", event(bizStep="repairing"),
                             headers=self.api(self.login("someone"), **{"Idempotency-Key": "shared"}))
        self.assertEqual(other.status, 201)

    def test_post_errors(self) -> None:
        self.assertError(self.request("POST", "/v1/events", event(), headers=self.api()), 401, "UNAUTHORIZED")
        self.assertError(self.request("POST", "/v1/events", event(), headers=self.bearer(self.tokens)),
                         401, "API_KEY_REQUIRED")
        self.assertError(self.post(event(gtin="09520123456795")), 404, "PRODUCT_NOT_FOUND")
        self.assertError(self.post(event(when="yesterday")), 400, "VALIDATION_ERROR")
        self.assertError(self.request("POST", "/v1/events", raw=b"[", headers=self.api(self.tokens)),
                         400, "INVALID_JSON")


class ValidateEventTests(unittest.TestCase):
    def test_defaults(self) -> None:
        normalised = validate_event({"gtin": SHOE, "bizStep": "shipping", "when": "2026-01-01T00:00:00+01:00"})
        self.assertEqual((normalised["type"], normalised["action"], normalised["disposition"]),
                         ("ObjectEvent", "OBSERVE", "active"))

    def test_each_invalid_field_is_named(self) -> None:
        cases = {"type": event(type="Nope"), "action": event(action="UPDATE"), "bizStep": event(bizStep=""),
                 "disposition": event(disposition=3), "when": event(when="2026-11-20T10:00:00"),
                 "readPoint": event(readPoint=["x"]), "details": event(details=[1])}
        for field, body in cases.items():
            with self.subTest(field=field), self.assertRaises(HTTPError) as raised:
                validate_event(body)
            self.assertEqual(raised.exception.code, "VALIDATION_ERROR")
            self.assertTrue(raised.exception.message.startswith(field), raised.exception.message)
        with self.assertRaises(HTTPError) as raised:
            validate_event(event(when=None))
        self.assertIn("when", raised.exception.message)


class EventHistoryTests(ServerTestCase):
    def setUp(self) -> None:
        super().setUp()
        tokens = self.login()
        for index in range(5):
            serial = "SN-1001" if index < 3 else "SN-2002"
            body = event(serial=serial, bizStep=f"step-{index}", when=f"2026-11-20T10:0{index}:00Z")
            self.assertEqual(self.request("POST", "/v1/events", body, headers=self.api(tokens)).status, 201)

    def steps(self, path: str) -> list[str]:
        return [item["bizStep"] for item in self.request("GET", path, headers=self.api()).body["items"]]

    def test_history_routes_filter_by_serial(self) -> None:
        self.assertEqual(self.steps(f"/v1/events/{SHOE}:SN-1001"), ["step-0", "step-1", "step-2"])
        self.assertEqual(self.steps(f"/v1/events/{SHOE}/SN-2002"), ["step-3", "step-4"])
        self.assertEqual(len(self.steps(f"/v1/events/{SHOE}")), 5)
        self.assertEqual(len(self.steps(f"/v1/events/{SHOE}/")), 5)

    def test_history_keeps_the_wire_format(self) -> None:
        item = self.request("GET", f"/v1/events/{SHOE}:SN-1001?limit=1", headers=self.api()).body["items"][0]
        self.assertEqual(item["when"], "2026-11-20T10:00:00Z")
        self.assertEqual(item["details"]["tags"], [1, 2.5, True])
        self.assertIn("id", item)

    def test_limit_and_page_token(self) -> None:
        first = self.request("GET", f"/v1/events/{SHOE}?limit=2", headers=self.api()).body
        self.assertEqual(first["totalCount"], 5)
        second = self.request("GET", f"/v1/events/{SHOE}?limit=2&pageToken={first['nextPageToken']}",
                              headers=self.api()).body
        self.assertEqual([item["bizStep"] for item in second["items"]], ["step-2", "step-3"])
        page_size = self.request("GET", f"/v1/events/{SHOE}?pageSize=4", headers=self.api()).body
        self.assertEqual(len(page_size["items"]), 4)

    def test_history_errors(self) -> None:
        self.assertError(self.request("GET", "/v1/events/123", headers=self.api()), 400, "INVALID_GTIN")
        self.assertError(self.request("GET", f"/v1/events/{SHOE}?limit=0", headers=self.api()), 400,
                         "INVALID_PAGE_SIZE")
        other_list_token = self.request("GET", "/v1/products/list?pageSize=1", headers=self.api()).body["nextPageToken"]
        self.assertError(self.request("GET", f"/v1/events/{SHOE}?pageToken={other_list_token}", headers=self.api()),
                         400, "INVALID_PAGE_TOKEN")
        empty = self.request("GET", "/v1/events/04012345678901", headers=self.api()).body
        self.assertEqual(empty, {"items": [], "nextPageToken": None, "totalCount": 0})


if __name__ == "__main__":
    unittest.main()
