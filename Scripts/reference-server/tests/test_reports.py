"""Reports on the sync contract: expenses checked as the device checks them, and their categories."""

import base64

from tests.sync_support import SyncTestCase

EXPENSES, CATEGORIES, PARTIES = "expenses", "expense-categories", "parties"


def money(amount: str) -> dict:
    return {"amount": amount, "currency": "INR"}


def expense(**fields) -> dict:
    return {"date": "2026-11-01", "category": "Rent", "amount": money("25000.00"), "paymentMode": "bankTransfer",
            **fields}


def gst(taxable: str = "1000.00", cgst: str = "90.00", sgst: str = "90.00", igst: str = "0.00", **fields) -> dict:
    return {"rate": "18", "taxable": money(taxable), "igst": money(igst), "cgst": money(cgst), "sgst": money(sgst),
            "cess": money("0.00"), "isInputTaxCreditEligible": True, **fields}


class ExpensesCollectionTests(SyncTestCase):
    def test_an_expense_with_gst_and_a_receipt_is_stored(self) -> None:
        png = base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\x00" * 16).decode()
        created = self.created(EXPENSES, expense(amount=money("1180.00"), gst=gst(),
                                                 receipt={"format": "png", "data": png}))
        self.assertTrue(created["id"].startswith("exp_"))
        self.assertEqual(created["fields"]["gst"]["taxable"], money("1000.00"))

    def test_bad_fields_are_named(self) -> None:
        self.assertFieldErrors(self.create(EXPENSES, expense(date="01/11/2026", paymentMode="barter",
                                                             amount=money("0"), category=" ")),
                               "category", "date", "paymentMode", "amount")
        self.assertFieldErrors(self.create(EXPENSES, expense(amount=money("1180.00"), gst=gst(sgst="91.00"))),
                               "gst.sgst", "gst.taxable")
        self.assertFieldErrors(self.create(EXPENSES, expense(amount=money("1180.00"),
                                                             gst=gst(igst="180.00", cgst="0.00", sgst="0.00",
                                                                     isInputTaxCreditEligible="yes"))),
                               "gst.isInputTaxCreditEligible")
        gif = base64.b64encode(b"GIF89a").decode()
        self.assertFieldErrors(self.create(EXPENSES, expense(receipt={"format": "png", "data": gif})), "receipt.data")

    def test_a_vendor_must_be_a_known_party(self) -> None:
        self.assertEqual(self.create(EXPENSES, expense(vendorId="party_999999")).status, 422)
        vendor = self.created(PARTIES, {"kind": "vendor", "name": "MSEB"})
        self.created(EXPENSES, expense(vendorId=vendor["id"]))

    def test_categories_need_a_name(self) -> None:
        self.assertTrue(self.created(CATEGORIES, {"name": "Packaging"})["id"].startswith("expcat_"))
        self.assertFieldErrors(self.create(CATEGORIES, {"name": ""}), "name")
