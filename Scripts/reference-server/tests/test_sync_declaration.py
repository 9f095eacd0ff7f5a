"""Declaring sync collections: names, id prefixes, reference paths, validators and cursors (no HTTP)."""

import os
import tempfile
import unittest

from refserver.app import HTTPError
from refserver.stats import Stats
from refserver.store import Store
from refserver.sync import FieldError, ReferencePath, SyncCollection, SyncService
from refserver.sync.cursor import CursorCodec
from refserver.sync.records import RecordTables, StoredRecord, server_id
from refserver.sync.validators import all_of, optional_string, required_string
from tests.sync_support import SyncTestCase


class CollectionTests(unittest.TestCase):
    def test_names_and_prefixes_are_checked(self) -> None:
        self.assertEqual(SyncCollection("bills").id_prefix, "bills")
        self.assertEqual(SyncCollection("sync-bills").id_prefix, "syncbills")
        for name in ("", "Bills", "bills/x", "-bills", "bills_x"):
            with self.subTest(name=name), self.assertRaises(ValueError):
                SyncCollection(name)
        for prefix in ("B", "1b", "b_x"):
            with self.subTest(prefix=prefix), self.assertRaises(ValueError):
                SyncCollection("bills", id_prefix=prefix)
        for path in ("", "lines[]]", "lines.[]", "a..b", "a b", "lines[0].id"):
            with self.subTest(path=path), self.assertRaises(ValueError):
                SyncCollection("bills", references={path: "parties"})

    def test_reference_paths_walk_objects_and_lists(self) -> None:
        path = ReferencePath.parse("sections[].lines[].item.productId", "products")
        fields = {"sections": [{"lines": [{"item": {"productId": "p1"}}, {"item": None}, {}]},
                               {"lines": [{"item": {"productId": "p2"}}, {"item": 3}]},
                               None, {"lines": "x"}]}
        found, errors = path.resolve(fields)
        self.assertEqual(found, [("sections[0].lines[0].item.productId", "p1"),
                                 ("sections[1].lines[0].item.productId", "p2")])
        self.assertEqual(errors, [FieldError("sections[1].lines[1].item", "must be an object"),
                                  FieldError("sections[3].lines", "must be a list")])
        self.assertEqual(ReferencePath.parse("tagIds[]", "tags").resolve({"tagIds": ["t1", None, "t2"]}),
                         ([("tagIds[0]", "t1"), ("tagIds[2]", "t2")], []))
        self.assertEqual(path.resolve({}), ([], []))

    def test_validators_compose(self) -> None:
        validate = all_of(required_string("name"), optional_string("code", length=3))
        self.assertEqual(list(validate({"name": "A", "code": "abc"})), [])
        self.assertEqual(list(validate({"name": "A", "code": None})), [])
        self.assertEqual([error.field for error in validate({"code": "ab"})], ["name", "code"])


class ServiceDeclarationTests(unittest.TestCase):
    def setUp(self) -> None:
        self.directory = tempfile.TemporaryDirectory()
        self.store = Store(os.path.join(self.directory.name, "sync.sqlite"))
        self.service = SyncService(self.store, Stats())

    def tearDown(self) -> None:
        self.store.close()
        self.directory.cleanup()

    def test_collections_are_declared_once_after_their_targets(self) -> None:
        self.service.declare(SyncCollection("parties", id_prefix="pty"))
        self.service.declare(SyncCollection("notes", references={"parentId": "notes", "partyId": "parties"}))
        with self.assertRaisesRegex(ValueError, "already declared"):
            self.service.declare(SyncCollection("parties", id_prefix="par"))
        with self.assertRaisesRegex(ValueError, "already used"):
            self.service.declare(SyncCollection("people", id_prefix="pty"))
        with self.assertRaisesRegex(ValueError, "undeclared"):
            self.service.declare(SyncCollection("bills", references={"productId": "products"}))
        self.assertEqual(self.service.collection("notes").name, "notes")
        with self.assertRaises(HTTPError) as raised:
            self.service.collection("bills")
        self.assertEqual((raised.exception.status, raised.exception.code), (404, "UNKNOWN_COLLECTION"))


class RecordTablesTests(unittest.TestCase):
    def test_the_listing_orders_ids_numerically_past_six_digits(self) -> None:
        with tempfile.TemporaryDirectory() as directory:
            store = Store(os.path.join(directory, "sync.sqlite"))
            tables = RecordTables(store)
            for seq in (1_000_000, 999_999, 12):
                record_id = server_id("prd", seq)
                tables.save("shop", "products", StoredRecord(record_id, 1, False, f'"{record_id}"'), seq)
            self.assertEqual(tables.documents("shop", "products"), ['"prd_000012"', '"prd_999999"', '"prd_1000000"'])
            store.close()


class CursorTests(unittest.TestCase):
    def test_cursors_round_trip_only_for_their_feed(self) -> None:
        codec = CursorCodec(b"k" * 32)
        cursor = codec.encode("shop", "parties", 12345)
        self.assertRegex(cursor, r"^[A-Za-z0-9_-]+$")
        self.assertEqual(codec.decode(cursor, "shop", "parties"), 12345)
        for account, collection in (("shop2", "parties"), ("shop", "parties2"), ("shopp", "arties")):
            with self.subTest(account=account, collection=collection), self.assertRaises(HTTPError):
                codec.decode(cursor, account, collection)
        with self.assertRaises(HTTPError):
            CursorCodec(b"j" * 32).decode(cursor, "shop", "parties")


class DeclaredLaterTests(SyncTestCase):
    def test_a_feature_declares_its_collection_and_gets_the_whole_contract(self) -> None:
        self.app.sync.declare(SyncCollection(
            "test-bills", id_prefix="bil", validate=required_string("number"),
            references={"partyId": "sync-parties", "lines[].billId": "test-bills"}))
        party = self.created("sync-parties", {"name": "A"})
        bill = self.created("test-bills", {"number": "1", "partyId": party["id"]})
        self.assertRegex(bill["id"], r"^bil_\d+$")
        self.assertFieldErrors(self.create("test-bills", {"number": "2", "lines": [{"billId": "bil_999999"}]}),
                               "lines[0].billId")
        credit = self.created("test-bills", {"number": "2", "lines": [{"billId": bill["id"]}]})
        self.assertError(self.delete("test-bills", bill["id"], 1), 409, "REFERENCED")
        self.assertError(self.delete("sync-parties", party["id"], 1), 409, "REFERENCED")
        self.assertEqual(self.all_changes("test-bills")[0], [bill, credit])

    def test_an_append_only_collection_takes_creates_and_refuses_changes(self) -> None:
        self.app.sync.declare(SyncCollection("test-movements", id_prefix="mov", append_only=True))
        first = self.created("test-movements", {"quantity": "-2"})
        second = self.created("test-movements", {"quantity": "-3"})
        self.assertError(self.update("test-movements", first["id"], {"quantity": "-1"}, 1), 405, "APPEND_ONLY")
        self.assertError(self.delete("test-movements", first["id"], 1), 405, "APPEND_ONLY")
        self.assertEqual(self.all_changes("test-movements")[0], [first, second])


if __name__ == "__main__":
    unittest.main()
