"""Sync admin routes (listing, seeding, reset, stats) and the durability of a write's key."""

import os
import tempfile
import time
import unittest

from refserver.app import Request
from refserver.application import Application
from tests.sync_support import INVOICES, PARTIES, PRODUCTS, SyncTestCase


class AdminTests(SyncTestCase):
    def test_listing_has_every_record_of_the_account_tombstones_included(self) -> None:
        a = self.created(PARTIES, {"name": "A"})
        b = self.created(PARTIES, {"name": "B"})
        tombstone = self.delete(PARTIES, a["id"], 1).body["record"]
        self.created(PARTIES, {"name": "other"}, auth=self.bearer(self.login("other")))
        self.assertEqual(self.server_records(PARTIES), [tombstone, b])
        self.assertEqual(len(self.server_records(PARTIES, account="other")), 1)
        self.assertError(self.request("GET", f"/admin/sync/{PARTIES}"), 400, "MISSING_PARAMETER")

    def test_reset_wipes_records_and_keys_and_stats(self) -> None:
        self.create(PARTIES, {"name": "A"}, key="k")
        self.request("POST", "/admin/reset")
        self.shop = self.bearer(self.login("shop"))
        self.assertEqual(self.server_records(PARTIES), [])
        reply = self.create(PARTIES, {"name": "B"}, key="k")
        self.assertEqual(reply.status, 201)
        self.assertIsNone(reply.header("idempotent-replayed"))

    def test_stats_count_performed_writes_not_replays_or_rejections(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        self.create(PARTIES, {"name": ""})
        self.update(PARTIES, party["id"], {"name": "B"}, 1, key="u")
        self.update(PARTIES, party["id"], {"name": "B"}, 1, key="u")
        self.update(PARTIES, party["id"], {"name": "C"}, 1)
        self.delete(PARTIES, party["id"], 2)
        self.delete(PARTIES, party["id"], 2)
        stats = self.request("GET", "/admin/stats").body
        self.assertEqual({name: stats[name] for name in ("syncCreates", "syncUpdates", "syncDeletes",
                                                          "idempotentReplays")},
                         {"syncCreates": 1, "syncUpdates": 1, "syncDeletes": 1, "idempotentReplays": 1})
        self.assertEqual(stats["requests"][f"POST /v1/sync/{PARTIES}"], 2)

    def test_seed_creates_records_fast_that_behave_like_created_ones(self) -> None:
        started = time.monotonic()
        reply = self.request("POST", f"/admin/sync/{PRODUCTS}/seed", {"account": "shop", "count": 20000})
        elapsed = time.monotonic() - started
        self.assertEqual(reply.status, 201, reply.body)
        self.assertEqual(reply.body["created"], 20000)
        self.assertLess(elapsed, 5.0)
        first, last = reply.body["firstId"], reply.body["lastId"]
        record = self.get(PRODUCTS, first).body["record"]
        self.assertEqual((record["id"], record["version"], record["deleted"], record["fields"]),
                         (first, 1, False, {"name": "Seeded record"}))
        self.assertEqual(self.update(PRODUCTS, last, {"name": "edited"}, 1).status, 200)
        changes, _ = self.all_changes(PRODUCTS, limit=1000)
        self.assertEqual(len(changes), 20000)
        self.assertEqual((changes[0]["id"], changes[-1]["id"], changes[-1]["version"]), (first, last, 2))
        self.assertEqual(self.created(PRODUCTS, {"name": "next"})["id"] > last, True)
        self.assertEqual(self.request("GET", "/admin/stats").body["syncCreates"], 1)

    def test_seed_with_fields_checks_them_and_keeps_their_references(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        seeded = self.request("POST", f"/admin/sync/{INVOICES}/seed",
                              {"account": "shop", "count": 3, "fields": {"number": "N", "partyId": party["id"]}})
        self.assertEqual(seeded.status, 201, seeded.body)
        self.assertEqual(self.get(INVOICES, seeded.body["lastId"]).body["record"]["fields"],
                         {"number": "N", "partyId": party["id"]})
        self.assertError(self.delete(PARTIES, party["id"], 1), 409, "REFERENCED")
        self.assertFieldErrors(self.request("POST", f"/admin/sync/{INVOICES}/seed", {"account": "shop", "count": 1}),
                               "number")
        for body in ({"count": 1}, {"account": "shop"}, {"account": "shop", "count": 0},
                     {"account": "shop", "count": True}, {"account": "shop", "count": 1, "fields": []}):
            with self.subTest(body=body):
                self.assertError(self.request("POST", f"/admin/sync/{PRODUCTS}/seed", body), 400, "INVALID_REQUEST")


class DurabilityTests(unittest.TestCase):
    """A write and its idempotency key commit together, so a restarted server still replays the answer."""

    def test_a_key_answered_before_a_restart_is_replayed_after_it(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "sync.sqlite")
            answers = []
            for _ in range(2):  # the second process sees only what the first committed
                app = Application(path)
                token = app.auth.login("shop", "demo-password", {})["accessToken"]
                headers = {"authorization": f"Bearer {token}", "idempotency-key": "k"}
                answers.append(app.handle(Request("POST", f"/v1/sync/{PARTIES}", headers, b'{"name": "A"}')))
                app.store.close()
            first, replay = answers
            self.assertEqual((first.status, replay.status), (201, 201))
            self.assertEqual(replay.headers.get("Idempotent-Replayed"), "true")
            self.assertEqual(replay.encoded_body(), first.encoded_body())


if __name__ == "__main__":
    unittest.main()
