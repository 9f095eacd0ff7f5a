"""The two collections and their field checks (what PartiesFeature's validator checks on the device)."""

from __future__ import annotations

import re
from typing import Any, Iterable, Mapping

from ..products.collections import decimal
from ..sync import FieldError, SyncCollection, UniqueValue
from ..sync.validators import all_of, required_string

_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
#: GST state and territory codes a GSTIN can carry.
STATE_CODES = {f"{code:02d}" for code in range(1, 39) if code not in (25, 28)} | {"97"}
_PAN = re.compile(r"[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]")
#: Ledger entry kinds.
ENTRY_KINDS = {"openingBalance", "salesInvoice", "purchaseBill", "paymentReceived", "paymentMade", "creditNote",
               "debitNote", "refundGiven", "refundReceived", "adjustmentDebit", "adjustmentCredit", "cancellation"}


def gstin_check_character(first14: str) -> str:
    """GSTN's check character: base-36 values weighted 1, 2, 1, 2 …, their products' digits summed."""
    total = 0
    for index, character in enumerate(first14):
        product = _ALPHABET.index(character) * (1 if index % 2 == 0 else 2)
        total += product // 36 + product % 36
    return _ALPHABET[(36 - total % 36) % 36]


def gstin_problem(gstin: Any) -> str | None:
    """Why ``gstin`` is not a valid GSTIN, or ``None``."""
    if not isinstance(gstin, str) or len(gstin) != 15 or any(c not in _ALPHABET for c in gstin):
        return "must be 15 digits and capital letters"
    if gstin[:2] not in STATE_CODES:
        return "has an unknown state code"
    if not _PAN.fullmatch(gstin[2:12]):
        return "does not contain a PAN"
    if gstin[12] == "0" or gstin[13] != "Z":
        return "has a wrong entity number or 14th character"
    if gstin_check_character(gstin[:14]) != gstin[14]:
        return "has a wrong check character"
    return None


def _party(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    if fields.get("kind") not in ("customer", "vendor", "both"):
        yield FieldError("kind", "must be customer, vendor or both")
    if "gstin" in fields and (problem := gstin_problem(fields["gstin"])):
        yield FieldError("gstin", problem)


def party_gstin(fields: Mapping[str, Any]) -> Iterable[UniqueValue]:
    """A party's GSTIN: no two parties of an account that are not merged share one.

    A party merged into another gives its GSTIN up (its survivor's account answers for it), so a
    device resolves a clash by merging its party into the holder. An archived party keeps it.
    """
    gstin = fields.get("gstin")
    if fields.get("mergedInto") is None and isinstance(gstin, str) and gstin.strip():
        yield UniqueValue("gstin", "gstin", gstin, gstin.strip().upper())


def _money(value: Any) -> bool:
    amount = decimal(value.get("amount")) if isinstance(value, dict) else None
    return amount is not None and amount > 0 and isinstance(value.get("currency"), str)


def _entry(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    kind = fields.get("kind")
    if kind not in ENTRY_KINDS:
        yield FieldError("kind", f"must be one of {', '.join(sorted(ENTRY_KINDS))}")
    if not _money(fields.get("amount")):
        yield FieldError("amount", "must be {amount, currency} with a positive amount")
    if not isinstance(fields.get("date"), str) or not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", fields["date"]):
        yield FieldError("date", "must be a yyyy-MM-dd date")
    if kind == "cancellation" and not isinstance(fields.get("cancels"), str):
        yield FieldError("cancels", "a cancellation names the entry it cancels")


PARTIES = SyncCollection("parties", id_prefix="party", references={"mergedInto": "parties"},
                         validate=all_of(required_string("name"), _party), unique=party_gstin)
LEDGER_ENTRIES = SyncCollection(
    "party-ledger-entries", id_prefix="pentry",
    references={"partyId": "parties", "cancels": "party-ledger-entries",
                "allocations[].documentId": "party-ledger-entries"},
    validate=all_of(required_string("partyId"), _entry), append_only=True)
