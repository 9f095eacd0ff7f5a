"""Bills on the sync contract: documents referencing parties and products, payments, and number blocks
that never overlap."""

import json

from tests.sync_support import SyncTestCase

DOCUMENTS, PAYMENTS, BLOCKS = "bill-documents", "bill-payments", "bill-number-blocks"


def document(party_id: str, product_id: str | None = None, **fields):
    body = {"kind": "salesInvoice", "status": "draft", "issueDate": "2025-10-01", "currency": "INR",
            "payableAmount": "1180.00", "outstandingAmount": "0", "partyId": party_id, "lines": [{"productId": product_id}],
            "wasIssued": False,
            "document": json.dumps({"kind": "salesInvoice", "lines": [{"line": {"quantity": 2}}]})}
    return {**body, **fields}


def block(device: str, request: str, size: int = 50, kind: str = "salesInvoice", year: int = 2025,
          maximum: int = 99999):
    return {"requestId": request, "kind": kind, "financialYear": year, "financialYearStartMonth": 4,
            "series": "default", "device": device, "size": size, "maximumSequence": maximum}


class BillsCollectionTests(SyncTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.party = self.created("parties", {"kind": "customer", "name": "Asha Traders"})["id"]
        self.product = self.created("products", {"name": "Rice", "barcodes": []})["id"]

    def test_a_document_references_its_party_and_products_and_bad_fields_are_named(self) -> None:
        created = self.created(DOCUMENTS, document(self.party, self.product))
        self.assertTrue(created["id"].startswith("bill_"))
        self.assertEqual(created["fields"]["lines"], [{"productId": self.product}])
        issued = self.update(DOCUMENTS, created["id"], document(self.party, self.product, status="issued",
                                                                 number="INV/25-26/00001"), 1)
        self.assertEqual(issued.status, 200)
        stale = self.update(DOCUMENTS, created["id"], document(self.party, status="cancelled", number="X1"), 1)
        self.assertEqual(stale.status, 409)
        self.assertEqual(stale.body["error"]["code"], "VERSION_CONFLICT")
        self.assertFieldErrors(
            self.create(DOCUMENTS, document(self.party, kind="receipt", status="issued", issueDate="1/10/2025",
                                            currency="RUPEE", payableAmount="1,180", outstandingAmount=None,
                                            dueDate="soon", document="{")),
            "kind", "number", "issueDate", "currency", "payableAmount", "outstandingAmount", "dueDate", "document")
        self.assertFieldErrors(self.create(DOCUMENTS, document(self.party, status="issued", number="0INV-1")),
                               "number")
        self.assertFieldErrors(self.create(DOCUMENTS, document(self.party, number="INV/2025-26/000001")), "number")
        self.assertFieldErrors(self.create(DOCUMENTS, document("party_999999", "prod_999999")),
                               "partyId", "lines[0].productId")
        self.assertEqual(self.delete("parties", self.party, 1).status, 409)

    def test_payments_are_append_only_and_positive(self) -> None:
        invoice = self.created(DOCUMENTS, document(self.party, status="issued", number="INV1"))
        payment = {"documentId": invoice["id"], "partyId": self.party, "paymentId": "P1",
                   "amount": {"amount": "500.00", "currency": "INR"}, "date": "2025-10-05", "mode": "upi"}
        created = self.created(PAYMENTS, payment)
        self.assertTrue(created["id"].startswith("billpay_"))
        self.assertEqual(self.update(PAYMENTS, created["id"], payment, 1).status, 405)
        self.assertFieldErrors(
            self.create(PAYMENTS, {**payment, "amount": {"amount": "0", "currency": "INR"}, "date": "5 Oct",
                                   "mode": "barter"}),
            "amount", "date", "mode")

    def test_blocks_are_disjoint_per_series_and_year_and_a_repeated_request_gets_its_block(self) -> None:
        first = self.created(BLOCKS, block("till-1", "till-1-1", size=50))["fields"]
        second = self.created(BLOCKS, block("till-2", "till-2-1", size=10))["fields"]
        third = self.created(BLOCKS, block("till-1", "till-1-2", size=50))["fields"]
        self.assertEqual([(b["first"], b["last"]) for b in (first, second, third)], [(1, 50), (51, 60), (61, 110)])
        again = self.created(BLOCKS, block("till-2", "till-2-1", size=10))["fields"]
        self.assertEqual((again["first"], again["last"]), (51, 60))
        other_year = self.created(BLOCKS, block("till-1", "till-1-3", year=2026))["fields"]
        other_kind = self.created(BLOCKS, block("till-1", "till-1-4", kind="creditNote"))["fields"]
        self.assertEqual([other_year["first"], other_kind["first"]], [1, 1])
        self.assertEqual(self.update(BLOCKS, "billblock_1", block("till-1", "x"), 1).status, 405)

    def test_many_requests_never_hand_out_a_number_twice_and_an_exhausted_series_is_refused(self) -> None:
        seen: set[int] = set()
        for index in range(30):
            fields = self.created(BLOCKS, block(f"till-{index % 3}", f"r-{index}", size=1 + index % 7,
                                                maximum=150))["fields"]
            numbers = set(range(fields["first"], fields["last"] + 1))
            self.assertFalse(numbers & seen)
            seen |= numbers
        self.assertEqual(seen, set(range(1, max(seen) + 1)))
        while max(seen) < 150:
            fields = self.created(BLOCKS, block("till-9", f"fill-{max(seen)}", size=7, maximum=150))["fields"]
            self.assertLessEqual(fields["last"], 150)
            seen |= set(range(fields["first"], fields["last"] + 1))
        refused = self.create(BLOCKS, block("till-9", "late", maximum=150))
        self.assertEqual(refused.status, 422)
        self.assertEqual(refused.body["error"]["code"], "SERIES_EXHAUSTED")
        self.assertFieldErrors(self.create(BLOCKS, {**block("till-1", "bad", size=0), "first": 5}), "size", "first")


SETTINGS, REMINDER_PARTIES = "bill-reminder-settings", "bill-reminder-parties"


def reminder_settings(**fields):
    body = {"isEnabled": True, "daysBeforeDue": [3], "remindsOnDueDate": True, "overdueIntervalDays": 7,
            "overdueReminderLimit": 4, "timeOfDay": "10:00", "timeZoneIdentifier": "Asia/Kolkata", "language": "en",
            "channel": "whatsApp"}
    return {**body, **fields}


class BillReminderCollectionTests(SyncTestCase):
    def setUp(self) -> None:
        super().setUp()
        self.party = self.created("parties", {"kind": "customer", "name": "Asha Traders"})["id"]

    def test_settings_are_checked_field_by_field(self) -> None:
        created = self.created(SETTINGS, reminder_settings(quietHours={"start": "21:00", "end": "08:00"}))
        self.assertTrue(created["id"].startswith("billremset_"))
        self.assertEqual(self.update(SETTINGS, created["id"], reminder_settings(timeOfDay="11:30"), 1).status, 200)
        self.assertFieldErrors(
            self.create(SETTINGS, reminder_settings(
                isEnabled="yes", daysBeforeDue=[0, 3], overdueIntervalDays=400, overdueReminderLimit=-1,
                timeOfDay="24:00", quietHours={"start": "9", "end": "08:00"}, timeZoneIdentifier="",
                language="fr", channel="fax")),
            "isEnabled", "daysBeforeDue", "overdueIntervalDays", "overdueReminderLimit", "timeOfDay",
            "quietHours.start", "timeZoneIdentifier", "language", "channel")

    def test_a_party_preference_references_its_party(self) -> None:
        created = self.created(REMINDER_PARTIES, {"partyId": self.party, "isOptedOut": True, "language": "hi"})
        self.assertTrue(created["id"].startswith("billremparty_"))
        self.assertFieldErrors(self.create(REMINDER_PARTIES, {"partyId": "party_999999", "isOptedOut": "no",
                                                              "channel": "pigeon"}),
                               "isOptedOut", "channel", "partyId")
