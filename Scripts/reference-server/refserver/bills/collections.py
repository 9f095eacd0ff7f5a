"""The bill collections, their field checks and the number-block ledger."""

from __future__ import annotations

import json
import re
from typing import Any, Iterable, Mapping

from ..products.collections import decimal
from ..sync import FieldError, SyncCollection
from ..sync.errors import SyncError
from ..sync.validators import all_of, required_string

#: Document kinds.
KINDS = {"salesInvoice", "purchaseBill", "quotation", "salesOrder", "deliveryChallan", "proForma", "creditNote",
         "debitNote"}
#: Document statuses.
STATUSES = {"draft", "issued", "partiallyPaid", "paid", "cancelled"}
#: Payment modes.
MODES = {"cash", "upi", "card", "bankTransfer", "cheque", "other"}
#: Most numbers one block request may ask for.
MAX_BLOCK = 10_000
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
#: GST Rule 46: 1–16 letters, digits, ``-`` and ``/``, not starting with ``0``, ``-`` or ``/``.
_NUMBER = re.compile(r"[A-Za-z1-9][A-Za-z0-9/-]{0,15}")


def _date(fields: Mapping[str, Any], name: str) -> Iterable[FieldError]:
    value = fields.get(name)
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        yield FieldError(name, "must be a yyyy-MM-dd date")


def _document(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    if fields.get("kind") not in KINDS:
        yield FieldError("kind", f"must be one of {', '.join(sorted(KINDS))}")
    status = fields.get("status")
    if status not in STATUSES:
        yield FieldError("status", f"must be one of {', '.join(sorted(STATUSES))}")
    number = fields.get("number")
    if number is not None and (not isinstance(number, str) or not _NUMBER.fullmatch(number)):
        yield FieldError("number", "must be 1-16 letters, digits, '-' or '/', not starting with 0, '-' or '/' "
                                   "(GST Rule 46)")
    elif number is None and status in STATUSES - {"draft"}:
        yield FieldError("number", f"is required on a {status} document")
    yield from _date(fields, "issueDate")
    if not isinstance(fields.get("currency"), str) or len(fields["currency"]) != 3:
        yield FieldError("currency", "must be an ISO 4217 code")
    for name in ("payableAmount", "outstandingAmount"):
        if decimal(fields.get(name)) is None:
            yield FieldError(name, "must be a decimal string")
    if "dueDate" in fields:
        yield from _date(fields, "dueDate")
    if not isinstance(fields.get("lines"), list):
        yield FieldError("lines", "must be a list")
    text = fields.get("document")
    try:
        parsed = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        parsed = None
    if not isinstance(parsed, dict):
        yield FieldError("document", "must be the document as JSON text")


def _payment(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    money = fields.get("amount")
    amount = decimal(money.get("amount")) if isinstance(money, dict) else None
    if amount is None or amount <= 0 or not isinstance(money.get("currency"), str):
        yield FieldError("amount", "must be {amount, currency} with a positive amount")
    yield from _date(fields, "date")
    if fields.get("mode") not in MODES:
        yield FieldError("mode", f"must be one of {', '.join(sorted(MODES))}")


def _integer(fields: Mapping[str, Any], name: str, low: int, high: int) -> Iterable[FieldError]:
    value = fields.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        yield FieldError(name, f"must be an integer in {low}...{high}")


def _block(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    if fields.get("kind") not in KINDS:
        yield FieldError("kind", f"must be one of {', '.join(sorted(KINDS))}")
    yield from _integer(fields, "financialYear", 1000, 9998)
    yield from _integer(fields, "financialYearStartMonth", 1, 12)
    yield from _integer(fields, "size", 1, MAX_BLOCK)
    yield from _integer(fields, "maximumSequence", 1, 999_999_999)
    for name in ("first", "last"):
        if name in fields:
            yield FieldError(name, "is assigned by the server")


def _series(fields: Mapping[str, Any]) -> tuple[Any, ...]:
    return (fields.get("kind"), fields.get("financialYear"), fields.get("financialYearStartMonth"),
            fields.get("series"))


def reserve_block(fields: Mapping[str, Any], existing: list[Mapping[str, Any]]) -> dict[str, Any]:
    """The request completed with its block: the numbers after the series' highest reserved one.

    The same request (device and request id) sent again gets the same block; a series with no number
    left is refused for good with 422 ``SERIES_EXHAUSTED`` (a 409 without the current record would read as
    "still in progress" to a client, which would then wait for ever).
    """
    same_series = [record for record in existing if _series(record) == _series(fields) and "last" in record]
    for record in same_series:
        if record.get("device") == fields.get("device") and record.get("requestId") == fields.get("requestId"):
            return {**fields, "first": record["first"], "last": record["last"]}
    first = max((record["last"] for record in same_series), default=0) + 1
    maximum = fields["maximumSequence"]
    if first > maximum:
        raise SyncError(422, "SERIES_EXHAUSTED",
                        f"every number up to {maximum} of the {fields['kind']} series {fields.get('series')!r} "
                        f"for {fields['financialYear']} is already reserved")
    return {**fields, "first": first, "last": min(first + fields["size"] - 1, maximum)}


DOCUMENTS = SyncCollection(
    "bill-documents", id_prefix="bill",
    references={"partyId": "parties", "lines[].productId": "products", "convertedFromId": "bill-documents",
                "originalId": "bill-documents"},
    validate=all_of(required_string("partyId"), _document))
PAYMENTS = SyncCollection(
    "bill-payments", id_prefix="billpay", references={"documentId": "bill-documents", "partyId": "parties"},
    validate=all_of(required_string("documentId"), required_string("partyId"), required_string("paymentId"),
                    _payment),
    append_only=True)
NUMBER_BLOCKS = SyncCollection(
    "bill-number-blocks", id_prefix="billblock",
    validate=all_of(required_string("requestId"), required_string("series"), required_string("device"), _block),
    append_only=True, complete=reserve_block)


#: Reminder languages.
LANGUAGES = {"en", "hi"}
#: Reminder channels.
CHANNELS = {"whatsApp", "sms", "email"}
_TIME = re.compile(r"(?:[01][0-9]|2[0-3]):[0-5][0-9]")


def _time(value: Any, name: str) -> Iterable[FieldError]:
    if not isinstance(value, str) or not _TIME.fullmatch(value):
        yield FieldError(name, "must be an HH:mm time")


def _boolean(fields: Mapping[str, Any], name: str) -> Iterable[FieldError]:
    if not isinstance(fields.get(name), bool):
        yield FieldError(name, "must be true or false")


def _reminder_settings(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    yield from _boolean(fields, "isEnabled")
    yield from _boolean(fields, "remindsOnDueDate")
    days = fields.get("daysBeforeDue")
    if not isinstance(days, list) or not all(
            isinstance(day, int) and not isinstance(day, bool) and 1 <= day <= 365 for day in days):
        yield FieldError("daysBeforeDue", "must be a list of integers in 1...365")
    if "overdueIntervalDays" in fields:
        yield from _integer(fields, "overdueIntervalDays", 1, 365)
    yield from _integer(fields, "overdueReminderLimit", 0, 100)
    yield from _time(fields.get("timeOfDay"), "timeOfDay")
    if "quietHours" in fields:
        quiet = fields["quietHours"]
        if not isinstance(quiet, dict):
            yield FieldError("quietHours", "must be {start, end}")
        else:
            yield from _time(quiet.get("start"), "quietHours.start")
            yield from _time(quiet.get("end"), "quietHours.end")
    if not isinstance(fields.get("timeZoneIdentifier"), str) or not fields["timeZoneIdentifier"]:
        yield FieldError("timeZoneIdentifier", "must be a time zone identifier")
    if fields.get("language") not in LANGUAGES:
        yield FieldError("language", f"must be one of {', '.join(sorted(LANGUAGES))}")
    if fields.get("channel") not in CHANNELS:
        yield FieldError("channel", f"must be one of {', '.join(sorted(CHANNELS))}")


def _reminder_party(fields: Mapping[str, Any]) -> Iterable[FieldError]:
    yield from _boolean(fields, "isOptedOut")
    if "language" in fields and fields["language"] not in LANGUAGES:
        yield FieldError("language", f"must be one of {', '.join(sorted(LANGUAGES))}")
    if "channel" in fields and fields["channel"] not in CHANNELS:
        yield FieldError("channel", f"must be one of {', '.join(sorted(CHANNELS))}")


REMINDER_SETTINGS = SyncCollection("bill-reminder-settings", id_prefix="billremset", validate=_reminder_settings)
REMINDER_PARTIES = SyncCollection(
    "bill-reminder-parties", id_prefix="billremparty", references={"partyId": "parties"},
    validate=all_of(required_string("partyId"), _reminder_party))
