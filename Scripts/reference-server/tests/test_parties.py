"""Parties on the sync contract: GSTIN checks, append-only ledger entries that reference their party."""

from refserver.parties import gstin_problem
from tests.sync_support import SyncTestCase

PARTIES, ENTRIES = "parties", "party-ledger-entries"
INR = "INR"


def entry(party_id: str, kind: str = "salesInvoice", amount: str = "1180", **fields):
    return {"partyId": party_id, "kind": kind, "amount": {"amount": amount, "currency": INR}, "date": "2026-04-10",
            "allocations": [], "recordedAt": "2026-04-10T10:00:00Z", **fields}


class PartiesCollectionTests(SyncTestCase):
    def test_gstins_are_checked_part_by_part(self) -> None:
        self.assertIsNone(gstin_problem("27AAPFU0939F1ZV"))
        self.assertEqual(gstin_problem("27AAPFU0939F1ZX"), "has a wrong check character")
        self.assertEqual(gstin_problem("99AAPFU0939F1ZV"), "has an unknown state code")
        self.assertEqual(gstin_problem("27AAPXU0939F1ZV"), "does not contain a PAN")
        self.assertEqual(gstin_problem("27AAPFU0939F1YV"), "has a wrong entity number or 14th character")
        self.assertEqual(gstin_problem("27aapfu0939f1zv"), "must be 15 digits and capital letters")

    def test_a_party_is_created_and_bad_fields_are_named(self) -> None:
        created = self.created(PARTIES, {"kind": "customer", "name": "Asha Traders", "gstin": "27AAPFU0939F1ZV",
                                         "phones": [], "tags": [], "isArchived": False})
        self.assertTrue(created["id"].startswith("party_"))
        self.assertFieldErrors(self.create(PARTIES, {"kind": "friend", "name": " ", "gstin": "27AAPFU0939F1ZX"}),
                               "name", "kind", "gstin")

    def test_ledger_entries_are_append_only_and_reference_their_party(self) -> None:
        asha = self.created(PARTIES, {"kind": "customer", "name": "Asha"})
        invoice = self.created(ENTRIES, entry(asha["id"]))
        self.assertTrue(invoice["id"].startswith("pentry_"))
        self.assertEqual(self.update(ENTRIES, invoice["id"], {**invoice["fields"], "amount": {"amount": "1", "currency": INR}}, 1).status, 405)
        self.assertFieldErrors(self.create(ENTRIES, entry(asha["id"], kind="gift", amount="-5", date="10/04/2026")),
                               "kind", "amount", "date")
        self.assertFieldErrors(self.create(ENTRIES, entry(asha["id"], kind="cancellation")), "cancels")
        self.assertEqual(self.create(ENTRIES, entry("party_999999")).status, 422)
        cancel = self.created(ENTRIES, entry(asha["id"], kind="cancellation", cancels=invoice["id"]))
        self.assertEqual(cancel["fields"]["cancels"], invoice["id"])
