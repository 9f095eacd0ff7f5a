"""Sync contract: reference fields must name live records, and a referenced record cannot be deleted."""

import unittest

from tests.sync_support import INVOICES, PARTIES, PRODUCTS, SyncTestCase


class ReferenceTests(SyncTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.party = self.created(PARTIES, {"name": "Asha Traders"})
        self.tea = self.created(PRODUCTS, {"name": "Tea"})
        self.rice = self.created(PRODUCTS, {"name": "Rice"})

    def invoice(self, **fields: object) -> dict:
        return {"number": "INV-1", "partyId": self.party["id"],
                "lines": [{"productId": self.tea["id"], "quantity": "2"}, {"productId": self.rice["id"]}], **fields}

    def test_an_invoice_may_reference_live_parties_and_products(self) -> None:
        invoice = self.created(INVOICES, self.invoice())
        self.assertEqual(invoice["fields"], self.invoice())
        self.assertIsNotNone(self.created(INVOICES, {"number": "INV-2"})["id"])  # references are optional
        self.assertIsNotNone(self.created(INVOICES, {"number": "INV-3", "partyId": None, "lines": []})["id"])

    def test_missing_wrong_collection_or_malformed_references_are_422_with_the_field(self) -> None:
        table = [
            ({"partyId": "pty_999999"}, ["partyId"]),
            ({"partyId": self.tea["id"]}, ["partyId"]),  # a product is not a party
            ({"partyId": 42}, ["partyId"]),
            ({"partyId": ""}, ["partyId"]),
            ({"lines": [{"productId": self.tea["id"]}, {"productId": "prd_999999"}]}, ["lines[1].productId"]),
            ({"lines": [{"productId": self.party["id"]}]}, ["lines[0].productId"]),
            ({"lines": {"productId": self.tea["id"]}}, ["lines"]),
            ({"lines": ["prd_000002"]}, ["lines[0]"]),
            ({"number": "", "partyId": "x", "lines": [{"productId": "y"}]},
             ["number", "partyId", "lines[0].productId"]),
        ]
        for fields, bad in table:
            with self.subTest(fields=fields):
                self.assertFieldErrors(self.create(INVOICES, self.invoice(**fields)), *bad)
        self.assertEqual(self.server_records(INVOICES), [])

    def test_a_deleted_record_cannot_be_referenced(self) -> None:
        self.delete(PRODUCTS, self.rice["id"], 1)
        reply = self.create(INVOICES, self.invoice())
        self.assertFieldErrors(reply, "lines[1].productId")
        self.assertIn(self.rice["id"], reply.body["error"]["fields"][0]["message"])

    def test_a_referenced_record_cannot_be_deleted(self) -> None:
        invoice = self.created(INVOICES, self.invoice())
        reply = self.delete(PRODUCTS, self.rice["id"], 1)
        self.assertError(reply, 409, "REFERENCED")
        self.assertEqual(reply.body["referencedBy"],
                         {"collection": INVOICES, "id": invoice["id"], "field": "lines[1].productId"})
        self.assertIn(invoice["id"], reply.body["error"]["message"])
        self.assertFalse(self.get(PRODUCTS, self.rice["id"]).body["record"]["deleted"])

    def test_dropping_or_deleting_the_reference_frees_the_target(self) -> None:
        invoice = self.created(INVOICES, self.invoice())
        self.assertEqual(self.update(INVOICES, invoice["id"], self.invoice(lines=[]), 1).status, 200)
        self.assertEqual(self.delete(PRODUCTS, self.rice["id"], 1).status, 200)
        self.assertError(self.delete(PARTIES, self.party["id"], 1), 409, "REFERENCED")
        self.assertEqual(self.delete(INVOICES, invoice["id"], 2).status, 200)
        self.assertEqual(self.delete(PARTIES, self.party["id"], 1).status, 200)

    def test_an_update_checks_its_references(self) -> None:
        invoice = self.created(INVOICES, self.invoice())
        self.assertFieldErrors(self.update(INVOICES, invoice["id"], self.invoice(partyId="pty_999999"), 1), "partyId")
        self.assertEqual(self.get(INVOICES, invoice["id"]).body["record"], invoice)

    def test_a_replayed_create_answers_even_after_its_reference_was_deleted(self) -> None:
        first = self.create(INVOICES, {"number": "1", "partyId": self.party["id"]}, key="inv")
        self.delete(INVOICES, first.body["record"]["id"], 1)
        self.delete(PARTIES, self.party["id"], 1)
        replay = self.create(INVOICES, {"number": "1", "partyId": self.party["id"]}, key="inv")
        self.assertEqual((replay.status, replay.body), (201, first.body))


if __name__ == "__main__":
    unittest.main()
