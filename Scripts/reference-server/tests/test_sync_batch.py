"""``POST /v1/sync/{collection}/batch``: many mutations in one request, each answered as its own request."""

import threading
import unittest
from typing import Any

from refserver.sync import SyncCollection
from tests.sync_support import PARTIES, PRODUCTS, SyncTestCase


class BatchTests(SyncTestCase):
    def batch(self, collection: str, mutations: Any) -> Any:
        return self.request("POST", f"/v1/sync/{collection}/batch", {"mutations": mutations}, headers=self.shop)

    def test_each_mutation_is_answered_as_its_own_request_in_order(self) -> None:
        existing = self.created(PARTIES, {"name": "Asha"})
        reply = self.batch(PARTIES, [
            {"operation": "create", "idempotencyKey": "b1", "fields": {"name": "Bala"}},
            {"operation": "update", "idempotencyKey": "b2", "id": existing["id"], "version": 1,
             "fields": {"name": "Asha & Sons"}},
            {"operation": "update", "idempotencyKey": "b3", "id": existing["id"], "version": 1,
             "fields": {"name": "stale"}},
            {"operation": "create", "idempotencyKey": "b4", "fields": {"name": ""}},
            {"operation": "rename", "idempotencyKey": "b5"},
            {"operation": "create", "fields": {"name": "No key"}},
            {"operation": "delete", "idempotencyKey": "b7", "id": existing["id"], "version": 2},
        ])
        self.assertEqual(reply.status, 200, reply.body)
        results = reply.body["results"]
        self.assertEqual([result["status"] for result in results], [201, 200, 409, 422, 400, 400, 200])
        self.assertEqual(results[0]["record"]["fields"], {"name": "Bala"})
        self.assertEqual(results[1]["record"]["version"], 2)
        self.assertEqual((results[2]["error"]["code"], results[2]["current"]["version"]), ("VERSION_CONFLICT", 2))
        self.assertEqual([field["field"] for field in results[3]["error"]["fields"]], ["name"])
        self.assertEqual(results[4]["error"]["code"], "INVALID_REQUEST")
        self.assertIn("mutations[4].operation", results[4]["error"]["message"])
        self.assertEqual(results[5]["error"]["code"], "IDEMPOTENCY_KEY_REQUIRED")
        self.assertTrue(results[6]["record"]["deleted"])
        self.assertEqual(sorted(record["fields"].get("name", "") for record in self.server_records(PARTIES)),
                         ["", "Bala"])

    def test_a_replayed_batch_duplicates_nothing_and_keys_are_shared_with_single_requests(self) -> None:
        mutations = [{"operation": "create", "idempotencyKey": f"k{index}", "fields": {"name": f"P{index}"}}
                     for index in range(3)]
        first = self.batch(PRODUCTS, mutations)
        again = self.batch(PRODUCTS, mutations)
        self.assertEqual(first.body["results"], again.body["results"])
        single = self.create(PRODUCTS, {"name": "P1"}, key="k1")
        self.assertEqual(single.body["record"], first.body["results"][1]["record"])
        self.assertEqual(len(self.server_records(PRODUCTS)), 3)
        reused = self.batch(PRODUCTS, [{"operation": "create", "idempotencyKey": "k0", "fields": {"name": "other"}}])
        self.assertEqual(reused.body["results"][0]["error"]["code"], "IDEMPOTENCY_KEY_REUSED")

    def test_an_item_whose_key_a_request_still_holds_is_409_in_use_and_later_replays(self) -> None:
        create = {"operation": "create", "idempotencyKey": "slow", "fields": {"name": "Chand"}}
        first: list = []
        slow = {**self.shop, "Idempotency-Key": "slow", "X-Fault-Processing-Ms": "800"}
        worker = threading.Thread(target=lambda: first.append(
            self.request("POST", f"/v1/sync/{PARTIES}", {"name": "Chand"}, headers=slow)))
        worker.start()
        self.wait_until_held(slow, "slow")
        reply = self.batch(PARTIES, [create, {"operation": "create", "idempotencyKey": "other",
                                              "fields": {"name": "Devi"}}])
        self.assertEqual(reply.body["results"][0]["status"], 409)
        self.assertEqual(reply.body["results"][0]["error"]["code"], "IDEMPOTENCY_KEY_IN_USE")
        worker.join()
        self.assertEqual(first[0].status, 201)
        replay = self.batch(PARTIES, [create])
        self.assertEqual(replay.body["results"][0]["record"]["id"], first[0].body["record"]["id"])
        self.assertEqual(sorted(record["fields"]["name"] for record in self.server_records(PARTIES)),
                         ["Chand", "Devi"])

    def test_a_malformed_batch_is_refused_whole(self) -> None:
        for mutations in (None, [], {"operation": "create"}, [{"operation": "create", "idempotencyKey": "x"}] * 501):
            with self.subTest(count=len(mutations) if isinstance(mutations, list) else mutations):
                self.assertError(self.batch(PRODUCTS, mutations), 400, "INVALID_REQUEST")
        self.assertEqual(self.server_records(PRODUCTS), [])
        self.assertError(self.batch("no-such-collection", [{"operation": "create", "idempotencyKey": "x"}]),
                         404, "UNKNOWN_COLLECTION")

    def test_append_only_records_refuse_changes_inside_a_batch_too(self) -> None:
        self.app.sync.declare(SyncCollection("test-moves", id_prefix="mov", append_only=True))
        move = self.created("test-moves", {"quantity": "-1"})
        reply = self.batch("test-moves", [
            {"operation": "create", "idempotencyKey": "m1", "fields": {"quantity": "-2"}},
            {"operation": "update", "idempotencyKey": "m2", "id": move["id"], "version": 1, "fields": {}},
        ])
        self.assertEqual([result["status"] for result in reply.body["results"]], [201, 405])
        self.assertEqual(reply.body["results"][1]["error"]["code"], "APPEND_ONLY")


if __name__ == "__main__":
    unittest.main()
