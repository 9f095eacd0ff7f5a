"""Sync contract: the change feed — order, latest state once, tombstones, paging, cursors, concurrent writes."""

import random
import threading
import unittest

from refserver.jwt import b64url_decode, b64url_encode
from refserver.sync.cursor import CursorCodec
from tests.sync_support import INVOICES, PARTIES, PRODUCTS, SyncTestCase


class ChangeFeedTests(SyncTestCase):
    def test_an_empty_feed(self) -> None:
        reply = self.changes(PARTIES)
        self.assertEqual(reply.status, 200)
        self.assertEqual((reply.body["changes"], reply.body["hasMore"]), ([], False))
        again = self.changes(PARTIES, since=reply.body["nextCursor"])
        self.assertEqual((again.body["changes"], again.body["hasMore"]), ([], False))

    def test_every_record_once_in_its_latest_state_in_change_order(self) -> None:
        a = self.created(PARTIES, {"name": "A"})
        b = self.created(PARTIES, {"name": "B"})
        c = self.created(PARTIES, {"name": "C"})
        self.created(PRODUCTS, {"name": "not a party"})
        a2 = self.update(PARTIES, a["id"], {"name": "A2"}, 1).body["record"]
        b2 = self.delete(PARTIES, b["id"], 1).body["record"]
        changes, _ = self.all_changes(PARTIES)
        self.assertEqual(changes, [c, a2, b2])

    def test_a_cursor_sees_only_later_changes_tombstones_included(self) -> None:
        a = self.created(PARTIES, {"name": "A"})
        b = self.created(PARTIES, {"name": "B"})
        _, cursor = self.all_changes(PARTIES)
        c = self.created(PARTIES, {"name": "C"})
        tombstone = self.delete(PARTIES, a["id"], 1).body["record"]
        changes, cursor = self.all_changes(PARTIES, since=cursor)
        self.assertEqual(changes, [c, tombstone])
        self.assertEqual(self.all_changes(PARTIES, since=cursor)[0], [])
        self.assertNotIn(b["id"], [record["id"] for record in changes])

    def test_pages_of_limit_with_has_more(self) -> None:
        created = [self.created(PRODUCTS, {"name": f"P{n}"}) for n in range(7)]
        pages, cursor = [], None
        while True:
            reply = self.changes(PRODUCTS, since=cursor, limit=3)
            pages.append((len(reply.body["changes"]), reply.body["hasMore"]))
            cursor = reply.body["nextCursor"]
            if not reply.body["hasMore"]:
                break
        self.assertEqual(pages, [(3, True), (3, True), (1, False)])
        self.assertEqual(self.all_changes(PRODUCTS, limit=3)[0], created)
        exact = self.changes(PRODUCTS, limit=7).body
        self.assertEqual((len(exact["changes"]), exact["hasMore"]), (7, False))

    def test_limit_defaults_to_100_and_must_be_1_to_1000(self) -> None:
        self.request("POST", f"/admin/sync/{PRODUCTS}/seed", {"account": "shop", "count": 1001})
        self.assertEqual(len(self.changes(PRODUCTS).body["changes"]), 100)
        self.assertEqual(len(self.changes(PRODUCTS, limit=1).body["changes"]), 1)
        full = self.changes(PRODUCTS, limit=1000).body
        self.assertEqual((len(full["changes"]), full["hasMore"]), (1000, True))
        for bad in ("0", "1001", "-1", "abc", "", "²"):
            with self.subTest(limit=bad):
                self.assertError(self.changes(PRODUCTS, limit=bad), 400, "INVALID_LIMIT")

    def test_forged_garbled_or_foreign_cursors_are_400(self) -> None:
        self.created(PARTIES, {"name": "A"})
        cursor = self.changes(PARTIES).body["nextCursor"]
        raw = b64url_decode(cursor)
        forged = b64url_encode(bytes(8) + raw[8:])  # sequence rewound to 0, tag kept
        other_secret = CursorCodec().encode("shop", PARTIES, 0)
        other_account = self.changes(PARTIES, auth=self.bearer(self.login("other"))).body["nextCursor"]
        for bad in (forged, other_secret, other_account, cursor[:-2], cursor + "AA", "garbage!", "%FF", "e30"):
            with self.subTest(cursor=bad):
                self.assertError(self.changes(PARTIES, since=bad), 400, "INVALID_CURSOR")
        self.assertError(self.changes(PRODUCTS, since=cursor), 400, "INVALID_CURSOR")
        self.assertEqual(self.changes(PARTIES, since=cursor).status, 200)

    def test_a_reset_does_not_rewind_the_sequence(self) -> None:
        self.created(PARTIES, {"name": "A"})
        _, cursor = self.all_changes(PARTIES)
        self.request("POST", "/admin/reset")
        self.shop = self.bearer(self.login("shop"))
        after = self.created(PARTIES, {"name": "after reset"})
        self.assertEqual(self.all_changes(PARTIES, since=cursor)[0], [after])

    def test_paging_during_concurrent_writes_sees_every_change_exactly_once(self) -> None:
        rng = random.Random(9)
        versions = {record["id"]: record["version"]
                    for record in (self.created(INVOICES, {"number": f"S{n}"}) for n in range(30))}
        writer_auth = self.bearer(self.login("shop"))

        def write() -> None:  # 80 seeded creates, updates and deletes; versions tracked, so none conflicts
            for n in range(80):
                live = [record_id for record_id, version in versions.items() if version > 0]
                choice = rng.random()
                if choice < 0.4:
                    reply = self.create(INVOICES, {"number": f"W{n}"}, auth=writer_auth)
                elif choice < 0.85:
                    record_id = rng.choice(live)
                    reply = self.update(INVOICES, record_id, {"number": f"U{n}"}, versions[record_id],
                                        auth=writer_auth)
                else:
                    record_id = rng.choice(live)
                    reply = self.delete(INVOICES, record_id, versions[record_id], auth=writer_auth)
                record = reply.body["record"]
                versions[record["id"]] = -record["version"] if record["deleted"] else record["version"]

        writer = threading.Thread(target=write)
        seen: list[tuple[str, int]] = []
        latest: dict[str, dict] = {}
        cursor, pages_while_writing = None, 0

        def read_page() -> bool:
            nonlocal cursor
            reply = self.changes(INVOICES, since=cursor, limit=7)
            self.assertEqual(reply.status, 200, reply.body)
            page = reply.body["changes"]
            self.assertEqual(len({record["id"] for record in page}), len(page))
            seen.extend((record["id"], record["version"]) for record in page)
            latest.update((record["id"], record) for record in page)
            cursor = reply.body["nextCursor"]
            return reply.body["hasMore"]

        writer.start()
        while writer.is_alive():
            read_page()
            pages_while_writing += 1
        writer.join()
        while read_page():
            pass
        self.assertEqual(len(seen), len(set(seen)), "a change was delivered twice")
        self.assertEqual(latest, {record["id"]: record for record in self.server_records(INVOICES)})
        self.assertEqual({record_id: record["version"] * (-1 if record["deleted"] else 1)
                          for record_id, record in latest.items()}, versions)
        self.assertGreater(pages_while_writing, 1)


if __name__ == "__main__":
    unittest.main()
