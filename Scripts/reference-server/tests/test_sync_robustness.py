"""Sync routes never answer 500: seeded random bodies, headers, ids and cursors (in-process, no sockets)."""

import json
import os
import random
import tempfile
import unittest
from typing import Any

from refserver.app import Request
from refserver.application import Application

COLLECTIONS = ("sync-parties", "sync-products", "sync-invoices", "sync-nothing")


def random_json(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.randrange(8 if depth < 3 else 5)
    if kind == 0:
        return None
    if kind == 1:
        return rng.choice([True, False, 0, -1, 2**70, 1.5, "", "pty_000001", "ü\u0000", "x" * 20])
    if kind == 2:
        return rng.choice(["pty_000001", "prd_000002", "inv_000003", "27AAPFU0939F1ZV", "name"])
    if kind in (3, 4):
        return rng.randint(-3, 3)
    if kind == 5:
        return [random_json(rng, depth + 1) for _ in range(rng.randrange(3))]
    names = ["name", "gstin", "number", "partyId", "lines", "productId", "id", "version", "localId"]
    return {rng.choice(names): random_json(rng, depth + 1) for _ in range(rng.randrange(4))}


class RobustnessTests(unittest.TestCase):
    def test_random_requests_get_contract_answers_never_500(self) -> None:
        rng = random.Random(20261122)
        with tempfile.TemporaryDirectory() as directory:
            app = Application(os.path.join(directory, "fuzz.sqlite"))
            token = app.auth.login("fuzz", "demo-password", {})["accessToken"]
            statuses: set[int] = set()
            ids = ["pty_000001", "x", "changes"]
            for _ in range(1500):
                method = rng.choice(["POST", "PUT", "DELETE", "GET", "GET"])
                collection = rng.choice(COLLECTIONS)
                record_id = rng.choice(ids)
                path = f"/v1/sync/{collection}" + ("" if method == "POST" else f"/{record_id}")
                if method == "GET" and rng.random() < 0.5:
                    since = rng.choice(["", "AAAA", "%00", "a.b", "A" * 32])
                    path = f"/v1/sync/{collection}/changes?since={since}&limit={rng.choice(['1', '0', 'x', '1000'])}"
                headers = {"authorization": f"Bearer {token}"}
                if rng.random() < 0.8:
                    headers["idempotency-key"] = f"k{rng.randrange(20)}"
                if rng.random() < 0.8:
                    headers["if-match"] = rng.choice(['"1"', "2", '"3"', "*", "", 'W/"1"'])
                fields = random_json(rng)
                if rng.random() < 0.5:
                    fields = {"name": "N", "number": "1", **(fields if isinstance(fields, dict) else {})}
                body = json.dumps(fields).encode() if rng.random() < 0.9 else b"{nope"
                with self.subTest(method=method, path=path, body=body):
                    response = app.handle(Request(method, path, headers, body))
                    statuses.add(response.status)
                    if response.status == 201:
                        ids.append(json.loads(response.encoded_body())["record"]["id"])
                    self.assertLess(response.status, 500, response.body)
            app.store.close()
        self.assertTrue({200, 201, 400, 404, 409, 422, 428} <= statuses, statuses)


if __name__ == "__main__":
    unittest.main()
