"""The two collections and their field checks (what ProductsFeature's validator checks on the device)."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any, Iterable, Mapping

from ..sync import FieldError, SyncCollection, UniqueValue
from ..sync.validators import all_of, required_string

#: GST rates accepted by the e-invoice masters, plus GST 2.0's 40 %.
GST_RATES = {Decimal(rate) for rate in ("0", "0.1", "0.25", "1", "1.5", "3", "5", "6", "7.5", "12", "18", "28", "40")}
#: Directions of stock movements by kind.
MOVEMENT_KINDS = {"opening": 1, "purchase": 1, "adjustmentIn": 1, "transferIn": 1, "saleReturn": 1,
                  "sale": -1, "adjustmentOut": -1, "transferOut": -1, "purchaseReturn": -1}
_DIGITS = re.compile(r"[0-9]+")
#: Lengths of GTINs (GTIN-8, UPC-A, EAN-13, GTIN-14), compared as GTIN-14.
_GTIN_LENGTHS = (8, 12, 13, 14)


def decimal(text: Any) -> Decimal | None:
    """``text`` as an exact decimal when it is a plain decimal string, else ``None``."""
    if not isinstance(text, str) or not re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", text):
        return None
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


def gtin_check_ok(digits: str) -> bool:
    """Whether the last digit is the GS1 mod-10 check digit of the others."""
    body = [int(d) for d in digits[:-1]]
    total = sum(d * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    return (10 - total % 10) % 10 == int(digits[-1])


def _prices(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    for name in ("salePrice", "purchasePrice", "mrp"):
        value = fields.get(name)
        if value is None:
            continue
        amount = decimal(value.get("amount")) if isinstance(value, dict) else None
        if amount is None or amount < 0 or -amount.as_tuple().exponent > 2 or not isinstance(value.get("currency"), str):
            yield FieldError(name, "must be {amount, currency} with a non-negative amount of at most 2 decimals")


def _codes(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    code = fields.get("taxCode")
    if code is not None:
        valid = isinstance(code, str) and _DIGITS.fullmatch(code) is not None and (
            len(code) == 6 if code.startswith("99") else len(code) in (4, 6, 8))
        if not valid:
            yield FieldError("taxCode", "must be an HSN code (4, 6 or 8 digits) or a SAC code (6 digits starting 99)")
    rate = fields.get("gstRate")
    if rate is not None and decimal(rate) not in GST_RATES:
        yield FieldError("gstRate", "is not a GST rate")
    barcodes = fields.get("barcodes", [])
    if not isinstance(barcodes, list) or not all(isinstance(code, str) and code for code in barcodes):
        yield FieldError("barcodes", "must be a list of non-empty strings")
        return
    for index, code in enumerate(barcodes):
        if _DIGITS.fullmatch(code) and len(code) == 14 and not gtin_check_ok(code):
            yield FieldError(f"barcodes[{index}]", "has a wrong GTIN check digit")


def sku_key(sku: str) -> str:
    """What SKUs compare by: trimmed, uppercased (``" ts-01 "`` is ``TS-01``), as the device compares them."""
    return sku.strip().upper()


def barcode_key(code: str) -> str:
    """What barcodes compare by: a GTIN as its 14 digits (an EAN-13 and its GTIN-14 are one), any other
    code trimmed, as written."""
    code = code.strip()
    if _DIGITS.fullmatch(code) and len(code) in _GTIN_LENGTHS and gtin_check_ok(code):
        return code.zfill(14)
    return code


def product_codes(fields: Mapping[str, Any]) -> Iterable[UniqueValue]:
    """A product's SKU and barcodes and its variants': no two products of an account share one.

    An archived product keeps its codes: it stays on past bills, a return scanned months later must
    find it, and restoring it must not collide (GS1 does not reuse a GTIN either). Deleting a product
    frees them.
    """
    def code(rule: str, location: str, value: Any) -> Iterable[UniqueValue]:
        if isinstance(value, str) and value.strip():
            yield UniqueValue(rule, location, value, sku_key(value) if rule == "sku" else barcode_key(value))

    yield from code("sku", "sku", fields.get("sku"))
    barcodes = fields.get("barcodes")
    for index, barcode in enumerate(barcodes if isinstance(barcodes, list) else []):
        yield from code("barcode", f"barcodes[{index}]", barcode)
    variants = fields.get("variants")
    for index, variant in enumerate(variants if isinstance(variants, list) else []):
        if isinstance(variant, dict):
            yield from code("sku", f"variants[{index}].sku", variant.get("sku"))
            yield from code("barcode", f"variants[{index}].barcode", variant.get("barcode"))


def _movement(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    if fields.get("kind") not in MOVEMENT_KINDS:
        yield FieldError("kind", f"must be one of {', '.join(sorted(MOVEMENT_KINDS))}")
    quantity = decimal(fields.get("quantity"))
    if quantity is None or quantity <= 0:
        yield FieldError("quantity", "must be a positive decimal string")


PRODUCTS = SyncCollection("products", id_prefix="prod", validate=all_of(required_string("name"), _prices, _codes),
                          unique=product_codes)
STOCK_MOVEMENTS = SyncCollection("stock-movements", id_prefix="stkmov", references={"productId": "products"},
                                 validate=all_of(required_string("productId"), _movement), append_only=True)
