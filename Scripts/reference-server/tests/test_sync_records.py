"""Sync contract: create, read, update, delete, versions, idempotency keys, validation and accounts."""

import http.client
import re
import unittest
from datetime import datetime
from typing import Any

from tests.sync_support import INVOICES, PARTIES, PRODUCTS, SyncTestCase

GSTIN = "27AAPFU0939F1ZV"


class CreateTests(SyncTestCase):
    def test_create_answers_201_with_the_record_and_its_etag(self) -> None:
        reply = self.create(PARTIES, {"name": "Asha Traders", "gstin": GSTIN, "localId": "local-7"})
        self.assertEqual(reply.status, 201, reply.body)
        record = reply.body["record"]
        self.assertEqual(list(record), ["id", "version", "updatedAt", "deleted", "fields"])
        self.assertRegex(record["id"], r"^pty_\d{6,}$")
        self.assertEqual((record["version"], record["deleted"]), (1, False))
        self.assertEqual(record["fields"], {"name": "Asha Traders", "gstin": GSTIN, "localId": "local-7"})
        self.assertTrue(record["updatedAt"].endswith("Z"))
        datetime.fromisoformat(record["updatedAt"].replace("Z", "+00:00"))
        self.assertEqual(reply.header("etag"), '"1"')
        self.assertIsNone(reply.header("idempotent-replayed"))

    def test_each_collection_has_its_own_id_prefix_and_ids_are_unique(self) -> None:
        ids = [self.created(collection, {"name": "n", "number": "1"})["id"]
               for collection in (PARTIES, PRODUCTS, INVOICES, PARTIES)]
        self.assertEqual([re.sub(r"_\d+$", "", record_id) for record_id in ids], ["pty", "prd", "inv", "pty"])
        self.assertEqual(len(set(ids)), 4)

    def test_create_requires_an_idempotency_key(self) -> None:
        for headers in (self.shop, {**self.shop, "Idempotency-Key": "  "}):
            reply = self.request("POST", f"/v1/sync/{PARTIES}", {"name": "A"}, headers=headers)
            self.assertError(reply, 400, "IDEMPOTENCY_KEY_REQUIRED")
        self.assertEqual(self.server_records(PARTIES), [])

    def test_same_key_and_body_replays_the_first_answer(self) -> None:
        first = self.create(PARTIES, {"name": "A"}, key="k")
        replay = self.create(PARTIES, {"name": "A"}, key="k")
        self.assertEqual(replay.status, 201)
        self.assertEqual(replay.body, first.body)
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        self.assertEqual(replay.header("etag"), '"1"')
        self.assertEqual(len(self.server_records(PARTIES)), 1)
        stats = self.request("GET", "/admin/stats").body
        self.assertEqual((stats["syncCreates"], stats["idempotentReplays"]), (1, 1))

    def test_same_key_with_another_body_or_path_is_409_reused(self) -> None:
        self.create(PARTIES, {"name": "A"}, key="k")
        self.assertError(self.create(PARTIES, {"name": "B"}, key="k"), 422, "IDEMPOTENCY_KEY_REUSED")
        self.assertError(self.create(PRODUCTS, {"name": "A"}, key="k"), 422, "IDEMPOTENCY_KEY_REUSED")
        self.assertEqual(len(self.server_records(PARTIES)), 1)
        self.assertEqual(self.server_records(PRODUCTS), [])

    def test_a_rejected_create_does_not_consume_its_key(self) -> None:
        self.assertFieldErrors(self.create(PARTIES, {"name": ""}, key="k"), "name")
        reply = self.create(PARTIES, {"name": "Fixed"}, key="k")
        self.assertEqual(reply.status, 201)
        self.assertIsNone(reply.header("idempotent-replayed"))

    def test_validation_errors_name_every_bad_field(self) -> None:
        table: list[tuple[str, dict[str, Any], list[str]]] = [
            (PARTIES, {}, ["name"]),
            (PARTIES, {"name": "   "}, ["name"]),
            (PARTIES, {"name": 7}, ["name"]),
            (PARTIES, {"name": "A", "gstin": "27AAPFU0939F1Z"}, ["gstin"]),
            (PARTIES, {"name": "A", "gstin": 27}, ["gstin"]),
            (PARTIES, {"gstin": "short"}, ["name", "gstin"]),
            (PRODUCTS, {"price": "1.00"}, ["name"]),
            (INVOICES, {"partyId": None}, ["number"]),
            (PARTIES, {"id": "pty_1", "version": 3, "name": "A"}, ["id", "version"]),
        ]
        for collection, fields, bad in table:
            with self.subTest(collection=collection, fields=fields):
                reply = self.create(collection, fields)
                self.assertFieldErrors(reply, *bad)
                self.assertIn(bad[0], reply.body["error"]["message"])
        self.assertIsNotNone(self.created(PARTIES, {"name": "A", "gstin": None})["id"])

    def test_body_must_be_a_json_object(self) -> None:
        headers = {**self.shop, "Idempotency-Key": "k"}
        self.assertError(self.request("POST", f"/v1/sync/{PARTIES}", [1], headers=headers), 400, "INVALID_REQUEST")
        self.assertError(self.request("POST", f"/v1/sync/{PARTIES}", raw=b"{", headers=headers), 400, "INVALID_JSON")


class RouteErrorTests(SyncTestCase):
    def test_every_route_needs_a_bearer_token(self) -> None:
        for method, path in (("POST", f"/v1/sync/{PARTIES}"), ("GET", f"/v1/sync/{PARTIES}/changes"),
                             ("GET", f"/v1/sync/{PARTIES}/pty_000001"), ("PUT", f"/v1/sync/{PARTIES}/pty_000001"),
                             ("DELETE", f"/v1/sync/{PARTIES}/pty_000001")):
            with self.subTest(method=method, path=path):
                self.assertError(self.request(method, path, {"name": "A"}, headers={"Idempotency-Key": "k"}),
                                 401, "UNAUTHORIZED")

    def test_unknown_collection_is_404(self) -> None:
        self.assertError(self.create("sync-nothing", {"name": "A"}), 404, "UNKNOWN_COLLECTION")
        self.assertError(self.changes("sync-nothing"), 404, "UNKNOWN_COLLECTION")
        self.assertError(self.get("sync-nothing", "x_000001"), 404, "UNKNOWN_COLLECTION")
        self.assertError(self.update("sync-nothing", "x_000001", {}, 1), 404, "UNKNOWN_COLLECTION")
        self.assertError(self.delete("sync-nothing", "x_000001", 1), 404, "UNKNOWN_COLLECTION")
        self.assertError(self.request("GET", "/admin/sync/sync-nothing?account=shop"), 404, "UNKNOWN_COLLECTION")

    def test_unknown_record_is_404(self) -> None:
        self.assertError(self.get(PARTIES, "pty_999999"), 404, "RECORD_NOT_FOUND")
        self.assertError(self.update(PARTIES, "pty_999999", {"name": "A"}, 1), 404, "RECORD_NOT_FOUND")
        self.assertError(self.delete(PARTIES, "pty_999999", 1), 404, "RECORD_NOT_FOUND")

    def test_a_record_lives_in_its_own_collection(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        self.assertError(self.get(PRODUCTS, party["id"]), 404, "RECORD_NOT_FOUND")


class UpdateTests(SyncTestCase):
    def test_get_answers_the_record_and_its_etag(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        reply = self.get(PARTIES, party["id"])
        self.assertEqual((reply.status, reply.body), (200, {"record": party}))
        self.assertEqual(reply.header("etag"), '"1"')

    def test_update_replaces_the_fields_and_bumps_the_version(self) -> None:
        party = self.created(PARTIES, {"name": "A", "gstin": GSTIN})
        reply = self.update(PARTIES, party["id"], {"name": "B"}, 1)
        self.assertEqual(reply.status, 200, reply.body)
        self.assertEqual(reply.header("etag"), '"2"')
        record = reply.body["record"]
        self.assertEqual((record["id"], record["version"], record["fields"]), (party["id"], 2, {"name": "B"}))
        self.assertGreaterEqual(record["updatedAt"], party["updatedAt"])
        self.assertEqual(self.get(PARTIES, party["id"]).body["record"], record)
        self.assertEqual(self.request("GET", "/admin/stats").body["syncUpdates"], 1)

    def test_if_match_accepts_a_quoted_or_bare_version(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        for version, expected in (('"1"', 2), ("2", 3), ('W/"3"', 4), (' "4" ', 5)):
            with self.subTest(version=version):
                reply = self.update(PARTIES, party["id"], {"name": version}, version)
                self.assertEqual((reply.status, reply.body["record"]["version"]), (200, expected))

    def test_if_match_is_required_and_must_be_a_version(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        self.assertError(self.update(PARTIES, party["id"], {"name": "B"}, None), 428, "PRECONDITION_REQUIRED")
        self.assertError(self.delete(PARTIES, party["id"], None), 428, "PRECONDITION_REQUIRED")
        for bad in ("*", '"one"', '"1', "-1", "1.5", "²", "1" * 19):
            with self.subTest(bad=bad):
                self.assertError(self.update(PARTIES, party["id"], {"name": "B"}, bad), 400, "INVALID_IF_MATCH")
        self.assertEqual(self.get(PARTIES, party["id"]).body["record"]["version"], 1)

    def test_a_stale_version_is_409_with_the_current_record(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        current = self.update(PARTIES, party["id"], {"name": "B"}, 1).body["record"]
        for version in (1, 3):
            reply = self.update(PARTIES, party["id"], {"name": "C"}, version)
            self.assertError(reply, 409, "VERSION_CONFLICT")
            self.assertEqual(reply.body["current"], current)
        self.assertEqual(self.get(PARTIES, party["id"]).body["record"], current)

    def test_update_validates_like_create(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        self.assertFieldErrors(self.update(PARTIES, party["id"], {"name": "A", "gstin": "x"}, 1), "gstin")
        self.assertFieldErrors(self.update(PARTIES, party["id"], {"name": "A", "version": 2}, 1), "version")
        self.assertEqual(self.get(PARTIES, party["id"]).body["record"]["version"], 1)

    def test_update_honours_an_idempotency_key(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        first = self.update(PARTIES, party["id"], {"name": "B"}, 1, key="u1")
        replay = self.update(PARTIES, party["id"], {"name": "B"}, 1, key="u1")  # the answer was lost: retried
        self.assertEqual((replay.status, replay.body), (200, first.body))
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        self.assertEqual(replay.header("etag"), '"2"')
        self.assertError(self.update(PARTIES, party["id"], {"name": "C"}, 1, key="u1"), 422, "IDEMPOTENCY_KEY_REUSED")
        self.assertError(self.update(PARTIES, party["id"], {"name": "B"}, 2, key="u1"), 422, "IDEMPOTENCY_KEY_REUSED")
        self.assertEqual(self.get(PARTIES, party["id"]).body["record"]["version"], 2)
        self.assertEqual(self.request("GET", "/admin/stats").body["syncUpdates"], 1)


class DeleteTests(SyncTestCase):
    def test_delete_leaves_a_tombstone(self) -> None:
        party = self.created(PARTIES, {"name": "A", "gstin": GSTIN})
        reply = self.delete(PARTIES, party["id"], 1)
        self.assertEqual(reply.status, 200, reply.body)
        tombstone = reply.body["record"]
        self.assertEqual((tombstone["id"], tombstone["version"], tombstone["deleted"], tombstone["fields"]),
                         (party["id"], 2, True, {}))
        self.assertEqual(reply.header("etag"), '"2"')
        self.assertEqual(self.get(PARTIES, party["id"]).body["record"], tombstone)
        self.assertEqual(self.server_records(PARTIES), [tombstone])

    def test_deleting_a_tombstone_answers_it_again(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        tombstone = self.delete(PARTIES, party["id"], 1).body["record"]
        for version in (1, 2, 9):
            reply = self.delete(PARTIES, party["id"], version)
            self.assertEqual((reply.status, reply.body), (200, {"record": tombstone}))
        self.assertEqual(self.request("GET", "/admin/stats").body["syncDeletes"], 1)

    def test_delete_with_a_stale_version_is_409_with_the_current_record(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        current = self.update(PARTIES, party["id"], {"name": "B"}, 1).body["record"]
        reply = self.delete(PARTIES, party["id"], 1)
        self.assertError(reply, 409, "VERSION_CONFLICT")
        self.assertEqual(reply.body["current"], current)

    def test_updating_a_tombstone_is_409_with_the_tombstone(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        tombstone = self.delete(PARTIES, party["id"], 1).body["record"]
        for version in (1, 2):
            reply = self.update(PARTIES, party["id"], {"name": "B"}, version)
            self.assertError(reply, 409, "VERSION_CONFLICT")
            self.assertEqual(reply.body["current"], tombstone)

    def test_delete_honours_an_idempotency_key(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        first = self.delete(PARTIES, party["id"], 1, key="d1")
        replay = self.delete(PARTIES, party["id"], 1, key="d1")
        self.assertEqual((replay.body, replay.header("idempotent-replayed")), (first.body, "true"))
        other = self.created(PARTIES, {"name": "B"})
        self.assertError(self.delete(PARTIES, other["id"], 1, key="d1"), 422, "IDEMPOTENCY_KEY_REUSED")


class LostResponseTests(SyncTestCase):
    """The server commits a write, then its answer is lost: the retry with the same key gets that answer."""

    def lose(self, method: str, path: str, body: dict[str, Any] | None, headers: dict[str, str]) -> None:
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            self.request(method, path, body, headers={**headers, "X-Fault-Drop-Response": "1"})

    def test_a_lost_create_is_performed_once_and_replayed(self) -> None:
        self.lose("POST", f"/v1/sync/{PARTIES}", {"name": "A"}, {**self.shop, "Idempotency-Key": "c"})
        [stored] = self.server_records(PARTIES)
        retry = self.create(PARTIES, {"name": "A"}, key="c")
        self.assertEqual((retry.status, retry.body, retry.header("idempotent-replayed")),
                         (201, {"record": stored}, "true"))
        self.assertEqual(len(self.server_records(PARTIES)), 1)
        self.assertEqual(self.request("GET", "/admin/stats").body["syncCreates"], 1)

    def test_lost_updates_and_deletes_are_replayed_by_admin_rule(self) -> None:
        party = self.created(PARTIES, {"name": "A"})
        rule = {"pathPrefix": f"/v1/sync/{PARTIES}/", "dropResponse": True, "times": 2}
        self.assertEqual(self.request("POST", "/admin/faults", rule).status, 201)
        path = f"/v1/sync/{PARTIES}/{party['id']}"
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            self.update(PARTIES, party["id"], {"name": "B"}, 1, key="u")
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            self.delete(PARTIES, party["id"], 2, key="d")
        self.assertEqual(self.get(PARTIES, party["id"]).body["record"]["version"], 3)
        update = self.update(PARTIES, party["id"], {"name": "B"}, 1, key="u")
        self.assertEqual((update.status, update.body["record"]["version"]), (200, 2))
        self.assertEqual(update.header("idempotent-replayed"), "true")
        delete = self.request("DELETE", path, headers={**self.shop, "If-Match": '"2"', "Idempotency-Key": "d"})
        self.assertEqual((delete.status, delete.body["record"]["deleted"]), (200, True))
        self.assertEqual(delete.header("idempotent-replayed"), "true")
        stats = self.request("GET", "/admin/stats").body
        self.assertEqual((stats["syncUpdates"], stats["syncDeletes"]), (1, 1))


class AccountTests(SyncTestCase):
    def test_two_clients_of_one_account_share_records(self) -> None:
        phone, tablet = self.shop, self.bearer(self.login("shop"))
        party = self.created(PARTIES, {"name": "A"}, auth=phone)
        self.assertEqual(self.get(PARTIES, party["id"], auth=tablet).body["record"], party)
        edited = self.update(PARTIES, party["id"], {"name": "Tablet"}, 1, auth=tablet).body["record"]
        conflict = self.update(PARTIES, party["id"], {"name": "Phone"}, 1, auth=phone)
        self.assertError(conflict, 409, "VERSION_CONFLICT")
        self.assertEqual(conflict.body["current"], edited)
        changes, _ = self.all_changes(PARTIES, auth=phone)
        self.assertEqual(changes, [edited])

    def test_keys_are_per_account(self) -> None:
        self.create(PARTIES, {"name": "A"}, key="same")
        other = self.create(PARTIES, {"name": "A"}, key="same", auth=self.bearer(self.login("other")))
        self.assertEqual(other.status, 201)
        self.assertIsNone(other.header("idempotent-replayed"))

    def test_accounts_do_not_see_each_others_records(self) -> None:
        other = self.bearer(self.login("other"))
        party = self.created(PARTIES, {"name": "A"})
        self.assertError(self.get(PARTIES, party["id"], auth=other), 404, "RECORD_NOT_FOUND")
        self.assertError(self.update(PARTIES, party["id"], {"name": "B"}, 1, auth=other), 404, "RECORD_NOT_FOUND")
        self.assertError(self.delete(PARTIES, party["id"], 1, auth=other), 404, "RECORD_NOT_FOUND")
        self.assertEqual(self.all_changes(PARTIES, auth=other)[0], [])
        self.assertEqual(self.server_records(PARTIES, account="other"), [])
        self.assertFieldErrors(self.create(INVOICES, {"number": "1", "partyId": party["id"]}, auth=other), "partyId")


if __name__ == "__main__":
    unittest.main()
