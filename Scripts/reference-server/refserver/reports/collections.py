"""The expense collections and their field checks (what ReportsFeature's `Expense.validate` checks on the device)."""

from __future__ import annotations

import base64
import binascii
import re
from decimal import Decimal
from typing import Any, Iterable, Mapping

from ..products.collections import decimal
from ..sync import FieldError, SyncCollection
from ..sync.validators import all_of, required_string

#: Payment modes an expense may be paid by.
PAYMENT_MODES = {"cash", "upi", "card", "bankTransfer", "cheque", "other"}
#: The most bytes a receipt image may have.
MAXIMUM_RECEIPT_BYTES = 1 << 20
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def _amount(value: Any) -> Decimal | None:
    """The amount of a ``{amount, currency}`` object, or ``None`` when it is not one."""
    if not isinstance(value, dict) or not isinstance(value.get("currency"), str):
        return None
    return decimal(value.get("amount"))


def _gst(gst: Any, amount: Decimal) -> Iterable[FieldError]:
    if not isinstance(gst, dict):
        yield FieldError("gst", "must be an object")
        return
    rate = decimal(gst.get("rate"))
    if rate is None or not Decimal(0) <= rate <= Decimal(100):
        yield FieldError("gst.rate", "must be a rate between 0 and 100")
    heads = {name: _amount(gst.get(name)) for name in ("taxable", "igst", "cgst", "sgst", "cess")}
    for name, value in heads.items():
        if value is None or value < 0:
            yield FieldError(f"gst.{name}", "must be {amount, currency} and not negative")
    if any(value is None for value in heads.values()):
        return
    if heads["cgst"] != heads["sgst"]:
        yield FieldError("gst.sgst", "must equal CGST")
    if heads["igst"] and heads["cgst"]:
        yield FieldError("gst.igst", "a bill charges IGST or CGST and SGST, not both")
    if sum(heads.values()) != amount:
        yield FieldError("gst.taxable", "the taxable value and the taxes must add up to the amount")
    if not isinstance(gst.get("isInputTaxCreditEligible"), bool):
        yield FieldError("gst.isInputTaxCreditEligible", "must be true or false")


def _receipt(receipt: Any) -> Iterable[FieldError]:
    data = receipt.get("data") if isinstance(receipt, dict) else None
    try:
        image = base64.b64decode(data, validate=True) if isinstance(data, str) else None
    except (binascii.Error, ValueError):
        image = None
    if image is None:
        yield FieldError("receipt.data", "must be base64 image data")
    elif len(image) > MAXIMUM_RECEIPT_BYTES:
        yield FieldError("receipt.data", f"must be at most {MAXIMUM_RECEIPT_BYTES} bytes")
    elif not (image.startswith(b"\x89PNG\r\n\x1a\n") or image.startswith(b"\xff\xd8\xff")):
        yield FieldError("receipt.data", "must be a PNG or JPEG image")


def _expense(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    if not isinstance(fields.get("date"), str) or not _DATE.fullmatch(fields["date"]):
        yield FieldError("date", "must be a yyyy-MM-dd date")
    if fields.get("paymentMode") not in PAYMENT_MODES:
        yield FieldError("paymentMode", f"must be one of {', '.join(sorted(PAYMENT_MODES))}")
    amount = _amount(fields.get("amount"))
    if amount is None or amount <= 0:
        yield FieldError("amount", "must be {amount, currency} with a positive amount")
    elif "gst" in fields:
        yield from _gst(fields["gst"], amount)
    if "receipt" in fields:
        yield from _receipt(fields["receipt"])


EXPENSES = SyncCollection("expenses", id_prefix="exp", references={"vendorId": "parties"},
                          validate=all_of(required_string("category"), _expense))
EXPENSE_CATEGORIES = SyncCollection("expense-categories", id_prefix="expcat",
                                    validate=required_string("name"))
