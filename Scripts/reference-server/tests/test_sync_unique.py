"""Unique values: no two live products share an SKU or barcode, no two unmerged parties a GSTIN (422 ``UNIQUE_CONFLICT``)."""

from typing import Any

from refserver.parties.collections import gstin_check_character
from refserver.products.collections import barcode_key, sku_key
from tests.sync_support import SyncTestCase

PRODUCTS, MOVEMENTS, PARTIES = "products", "stock-movements", "parties"
ASHA_GSTIN = "27AAPFU0939F1ZV"


def product(name: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "barcodes": [], **fields}


def party(name: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "kind": "customer", **fields}


def gstin(first14: str) -> str:
    return first14 + gstin_check_character(first14)


class UniqueConflictTestCase(SyncTestCase):
    def assertClashes(self, reply: Any, *expected: tuple[str, str, str, str]) -> None:  # noqa: N802
        """Assert a 422 ``UNIQUE_CONFLICT`` whose clashes are ``(rule, field, holderId, holderField)``."""
        self.assertError(reply, 422, "UNIQUE_CONFLICT")
        error = reply.body["error"]
        clashes = [(clash["rule"], clash["field"], clash["holderId"], clash["holderField"])
                   for clash in error["clashes"]]
        self.assertEqual(clashes, list(expected))
        self.assertEqual([field["field"] for field in error["fields"]], [clash[1] for clash in expected])
        for clash in error["clashes"]:
            self.assertTrue(clash["value"] and clash["key"])


class ProductCodeTests(UniqueConflictTestCase):
    def test_an_sku_is_held_once_whatever_its_case_and_spaces(self) -> None:
        tea = self.created(PRODUCTS, product("Tea", sku="TEA-1"))
        reply = self.create(PRODUCTS, product("Chai", sku=" tea-1 "))
        self.assertClashes(reply, ("sku", "sku", tea["id"], "sku"))
        clash = reply.body["error"]["clashes"][0]
        self.assertEqual((clash["value"], clash["key"]), (" tea-1 ", "TEA-1"))
        self.assertIn(tea["id"], reply.body["error"]["message"])
        self.assertEqual(len(self.server_records(PRODUCTS)), 1)

    def test_a_variant_sku_clashes_with_a_product_sku_both_ways(self) -> None:
        shirt = self.created(PRODUCTS, product("Shirt", sku="TS", variants=[
            {"id": "M", "options": {"Size": "M"}, "sku": "TS-M"}]))
        self.assertClashes(self.create(PRODUCTS, product("Other shirt", sku="ts-m")),
                           ("sku", "sku", shirt["id"], "variants[0].sku"))
        self.assertClashes(self.create(PRODUCTS, product("Tee", variants=[
            {"id": "S", "options": {"Size": "S"}, "sku": "TS-S"}, {"id": "L", "options": {"Size": "L"}, "sku": "TS"}])),
            ("sku", "variants[1].sku", shirt["id"], "sku"))

    def test_barcodes_compare_as_gtin_14_the_variants_included(self) -> None:
        cola = self.created(PRODUCTS, product("Cola", barcodes=["00036000291452"], variants=[
            {"id": "1L", "options": {"Size": "1 L"}, "barcode": "SHOP-0042"}]))
        self.assertClashes(self.create(PRODUCTS, product("Cola can", barcodes=["0036000291452"])),
                           ("barcode", "barcodes[0]", cola["id"], "barcodes[0]"))
        self.assertClashes(self.create(PRODUCTS, product("Cola 1 L", variants=[
            {"id": "x", "options": {}, "barcode": "SHOP-0042"}])),
            ("barcode", "variants[0].barcode", cola["id"], "variants[0].barcode"))
        # A shop code is compared as written; another one is free.
        self.created(PRODUCTS, product("Label", barcodes=["shop-0042"]))
        self.assertEqual((barcode_key(" 036000291452 "), barcode_key("036000291453"), sku_key(" ab ")),
                         ("00036000291452", "036000291453", "AB"))

    def test_every_clash_is_named_and_nothing_is_written(self) -> None:
        tea = self.created(PRODUCTS, product("Tea", sku="TEA", barcodes=["00036000291452"]))
        reply = self.create(PRODUCTS, product("Tea again", sku="tea", barcodes=["00036000291452"]))
        self.assertClashes(reply, ("sku", "sku", tea["id"], "sku"), ("barcode", "barcodes[0]", tea["id"], "barcodes[0]"))
        self.assertEqual([record["id"] for record in self.server_records(PRODUCTS)], [tea["id"]])

    def test_an_archived_product_keeps_its_codes_and_a_deleted_one_frees_them(self) -> None:
        old = self.created(PRODUCTS, product("Old tea", sku="TEA"))
        archived = self.update(PRODUCTS, old["id"], {**old["fields"], "isArchived": True}, 1)
        self.assertEqual(archived.status, 200, archived.body)
        self.assertClashes(self.create(PRODUCTS, product("New tea", sku="TEA")), ("sku", "sku", old["id"], "sku"))
        self.assertEqual(self.delete(PRODUCTS, old["id"], 2).status, 200)
        self.created(PRODUCTS, product("New tea", sku="TEA"))

    def test_an_update_is_refused_only_for_a_code_it_adds(self) -> None:
        tea = self.created(PRODUCTS, product("Tea", sku="TEA"))
        coffee = self.created(PRODUCTS, product("Coffee", sku="COF"))
        self.assertClashes(self.update(PRODUCTS, coffee["id"], product("Coffee", sku="Tea"), 1),
                           ("sku", "sku", tea["id"], "sku"))
        renamed = self.update(PRODUCTS, tea["id"], product("Green tea", sku="tea"), 1)
        self.assertEqual(renamed.status, 200, renamed.body)
        moved = self.update(PRODUCTS, tea["id"], product("Green tea", sku="GT"), 2)
        self.assertEqual(moved.status, 200, moved.body)
        self.assertEqual(self.update(PRODUCTS, coffee["id"], product("Coffee", sku="TEA"), 1).status, 200)

    def test_duplicates_an_older_server_let_through_stay_editable_and_are_named_by_the_first(self) -> None:
        reply = self.request("POST", f"/admin/sync/{PRODUCTS}/seed",
                             {"account": "shop", "count": 2, "fields": product("Seeded tea", sku="TEA")})
        self.assertEqual(reply.status, 201, reply.body)
        first, second = reply.body["firstId"], reply.body["lastId"]
        edited = self.update(PRODUCTS, second, product("Seeded tea, 1 kg", sku="TEA"), 1)
        self.assertEqual(edited.status, 200, edited.body)
        self.assertClashes(self.create(PRODUCTS, product("Tea", sku="tea")), ("sku", "sku", first, "sku"))

    def test_a_refused_key_is_free_for_the_fixed_record(self) -> None:
        self.created(PRODUCTS, product("Tea", sku="TEA"))
        self.assertError(self.create(PRODUCTS, product("Chai", sku="TEA"), key="chai"), 422, "UNIQUE_CONFLICT")
        renamed = self.create(PRODUCTS, product("Chai", sku="CHAI"), key="chai")
        self.assertEqual(renamed.status, 201, renamed.body)
        self.assertEqual(self.create(PRODUCTS, product("Chai", sku="CHAI"), key="chai").header("Idempotent-Replayed"),
                         "true")

    def test_a_batch_answers_each_clash_on_its_own(self) -> None:
        reply = self.request("POST", f"/v1/sync/{PRODUCTS}/batch", {"mutations": [
            {"operation": "create", "idempotencyKey": "a", "fields": product("Tea", sku="TEA")},
            {"operation": "create", "idempotencyKey": "b", "fields": product("Chai", sku="tea")},
            {"operation": "create", "idempotencyKey": "c", "fields": product("Coffee", sku="COF")},
        ]}, headers=self.shop)
        self.assertEqual(reply.status, 200, reply.body)
        results = reply.body["results"]
        self.assertEqual([result["status"] for result in results], [201, 422, 201])
        self.assertEqual(results[1]["error"]["code"], "UNIQUE_CONFLICT")
        self.assertEqual(results[1]["error"]["clashes"][0]["holderId"], results[0]["record"]["id"])

    def test_accounts_do_not_share_codes_and_stock_movements_are_not_checked(self) -> None:
        tea = self.created(PRODUCTS, product("Tea", sku="TEA"))
        other = self.bearer(self.login("another-shop"))
        self.created(PRODUCTS, product("Tea", sku="TEA"), auth=other)
        for _ in range(2):
            self.created(MOVEMENTS, {"productId": tea["id"], "kind": "opening", "quantity": "1"})

    def test_a_reset_forgets_every_code(self) -> None:
        self.created(PRODUCTS, product("Tea", sku="TEA"))
        self.assertEqual(self.request("POST", "/admin/reset").status, 204)
        self.shop = self.bearer(self.login("shop"))
        self.created(PRODUCTS, product("Tea", sku="TEA"))


class PartyGSTINTests(UniqueConflictTestCase):
    def test_a_gstin_is_held_by_one_party_not_merged(self) -> None:
        asha = self.created(PARTIES, party("Asha Traders", gstin=ASHA_GSTIN))
        reply = self.create(PARTIES, party("Asha T.", gstin=ASHA_GSTIN))
        self.assertClashes(reply, ("gstin", "gstin", asha["id"], "gstin"))
        # Merged into the holder, the second party gives the GSTIN up and is accepted.
        merged = self.create(PARTIES, party("Asha T.", gstin=ASHA_GSTIN, mergedInto=asha["id"], isArchived=True))
        self.assertEqual(merged.status, 201, merged.body)
        # Taken out of the merge, it would hold the GSTIN again.
        record = merged.body["record"]
        self.assertClashes(self.update(PARTIES, record["id"], party("Asha T.", gstin=ASHA_GSTIN), 1),
                           ("gstin", "gstin", asha["id"], "gstin"))

    def test_an_archived_party_keeps_its_gstin_a_merged_or_deleted_one_frees_it(self) -> None:
        bala = gstin("29AAGCB1286Q1Z")
        old = self.created(PARTIES, party("Bala Stores", gstin=bala, isArchived=True))
        self.assertClashes(self.create(PARTIES, party("Bala", gstin=bala)), ("gstin", "gstin", old["id"], "gstin"))
        survivor = self.created(PARTIES, party("Bala & Sons"))
        merged = self.update(PARTIES, old["id"], party("Bala Stores", gstin=bala, mergedInto=survivor["id"]), 1)
        self.assertEqual(merged.status, 200, merged.body)
        holder = self.created(PARTIES, party("Bala", gstin=bala))
        self.assertEqual(self.delete(PARTIES, holder["id"], 1).status, 200)
        self.created(PARTIES, party("Bala again", gstin=bala))

    def test_a_changed_gstin_is_accepted_and_frees_the_old_one(self) -> None:
        asha = self.created(PARTIES, party("Asha Traders", gstin=ASHA_GSTIN))
        other = gstin("27AAGCB1286Q1Z")
        self.assertEqual(self.update(PARTIES, asha["id"], party("Asha Traders", gstin=other), 1).status, 200)
        self.created(PARTIES, party("Asha T.", gstin=ASHA_GSTIN))
        self.assertClashes(self.create(PARTIES, party("Copy", gstin=other)), ("gstin", "gstin", asha["id"], "gstin"))
