"""The loyalty catalogue and every user's coupons, cards and history, in memory behind one lock.

Each user (a token's ``sub``) starts with the same wallet: two active coupons, one redeemed, points
history and transactions. A reset re-seeds it.
"""

from __future__ import annotations

import copy
import threading
from datetime import datetime, timezone
from typing import Any, Callable

_ESC = "https:\\/\\/cdn.warply.test\\/"  # Warply escapes slashes inside its strings

CAMPAIGNS: list[dict[str, Any]] = [
    {"session_uuid": "c-coffee", "title": "Free coffee", "subtitle": "Every Monday", "offer_category": "food",
     "index_url": _ESC + "c\\/coffee", "logo_url": _ESC + "img\\/coffee.png", "couponset": "cs-coffee",
     "sorting": 2, "type": "coupon", "carousel": "false", "start_date": "2026-01-01 00:00:00",
     "end_date": "2027-12-31 23:59:59"},
    {"session_uuid": "c-fuel", "title": "10% off fuel", "subtitle": "At partner stations", "offer_category": "fuel",
     "index_url": _ESC + "c\\/fuel", "logo_url": _ESC + "img\\/fuel.png", "couponset": "cs-fuel", "sorting": 1,
     "type": "coupon", "carousel": "true", "start_date": "2026-01-01 00:00:00", "end_date": "2027-06-30 23:59:59"},
    {"session_uuid": "c-soldout", "title": "Cinema for two", "subtitle": "Sold out", "offer_category": "fun",
     "index_url": _ESC + "c\\/cinema", "logo_url": _ESC + "img\\/cinema.png", "couponset": "cs-cinema",
     "sorting": 3, "type": "coupon", "carousel": "false", "start_date": "2026-01-01 00:00:00",
     "end_date": "2027-12-31 23:59:59"},
    {"session_uuid": "c-survey", "title": "Tell us more", "subtitle": "Questionnaire", "offer_category": "survey",
     "index_url": _ESC + "c\\/survey", "logo_url": "", "couponset": "", "sorting": 4, "type": "questionnaire",
     "carousel": "false", "start_date": "2026-01-01 00:00:00", "end_date": "2027-12-31 23:59:59"},
    {"session_uuid": "c-telco", "title": "Mobile data", "subtitle": "Telco", "offer_category": "telco",
     "index_url": _ESC + "c\\/telco", "logo_url": "", "couponset": "", "sorting": 5, "type": "telco",
     "carousel": "false", "start_date": "2026-01-01 00:00:00", "end_date": "2027-12-31 23:59:59"},
]

PERSONALIZED: list[dict[str, Any]] = [
    {"session_uuid": "c-birthday", "title": "Birthday gift", "subtitle": "Just for you", "offer_category": "gift",
     "index_url": _ESC + "c\\/birthday", "logo_url": _ESC + "img\\/gift.png", "couponset": "cs-gift",
     "sorting": 0, "type": "coupon", "carousel": "false", "start_date": "2026-01-01 00:00:00",
     "end_date": "2027-12-31 23:59:59"},
    {"session_uuid": "c-ccms", "title": "Contextual offer", "subtitle": "CCMS", "offer_category": "ccms",
     "index_url": _ESC + "c\\/ccms", "logo_url": "", "couponset": "", "sorting": 6, "type": "ccms",
     "carousel": "false", "start_date": "2026-01-01 00:00:00", "end_date": "2027-12-31 23:59:59"},
]

SUPERMARKET = {"session_uuid": "c-market", "title": "Supermarket deals", "subtitle": "Weekly",
               "offer_category": "supermarket", "index_url": _ESC + "c\\/market", "logo_url": "",
               "couponset": "cs-market", "sorting": 0, "type": "supermarket", "carousel": "false",
               "start_date": "2026-01-01 00:00:00", "end_date": "2027-12-31 23:59:59"}

AVAILABILITY = {"cs-coffee": 120, "cs-fuel": 8, "cs-cinema": 0, "cs-gift": 1, "cs-market": 50}

COUPON_SETS: list[dict[str, Any]] = [
    {"uuid": "cs-coffee", "name": "Free coffee", "description": "One filter coffee",
     "img_preview": _ESC + "img\\/coffee.png", "expiration": "2027-12-31 23:59", "discount": "2.50",
     "discount_type": "value", "final_price": "0.00", "couponset_type": "free", "merchant_uuid": "m-cafe",
     "terms": "One per visit", "shop_availability": ["m-cafe"]},
    {"uuid": "cs-fuel", "name": "10% off fuel", "description": "Up to 50 litres",
     "img_preview": _ESC + "img\\/fuel.png", "expiration": "2027-06-30 23:59", "discount": "10",
     "discount_type": "percentage", "final_price": "", "couponset_type": "discount", "merchant_uuid": "m-fuel",
     "terms": "Partner stations only", "shop_availability": ["m-fuel"]},
]

MERCHANTS: list[dict[str, Any]] = [
    {"uuid": "m-cafe", "name": "Cafe Syntagma", "category_uuid": "cat-food", "lat": 37.9755, "lon": 23.7348,
     "address": "Syntagma 1, Athens", "logo": _ESC + "m\\/cafe.png", "parent": "", "default_shown": True,
     "tags": ["coffee"]},
    {"uuid": "m-fuel", "name": "Fuel Piraeus", "category_uuid": "cat-fuel", "lat": 37.9420, "lon": 23.6465,
     "address": "Akti Miaouli 10, Piraeus", "logo": _ESC + "m\\/fuel.png", "parent": "", "default_shown": True,
     "tags": ["fuel"]},
    {"uuid": "m-thess", "name": "Cafe Thessaloniki", "category_uuid": "cat-food", "lat": 40.6401, "lon": 22.9444,
     "address": "Aristotelous 5, Thessaloniki", "logo": "", "parent": "m-cafe", "default_shown": False,
     "tags": ["coffee"]},
]

CATEGORIES = [{"uuid": "cat-food", "admin_name": "food", "name": "Food & drink", "image": ""},
              {"uuid": "cat-fuel", "admin_name": "fuel", "name": "Fuel", "image": ""}]

ARTICLES = [{"uuid": "a-1", "title": "How points work", "category": "help", "body": "Earn 1 point per euro.",
             "img": _ESC + "a\\/1.png", "sorting": 1},
            {"uuid": "a-2", "title": "Summer offers", "category": "news", "body": "New partners.",
             "img": _ESC + "a\\/2.png", "sorting": 2}]


def _wallet() -> dict[str, Any]:
    return {
        "coupons": [
            {"coupon": "COFFEE-1", "couponset_uuid": "cs-coffee", "name": "Free coffee", "status": 1,
             "expiration": "2027-12-31 23:59:59", "redeemed_date": None, "barcode": "5201234000011",
             "discount": "2.50"},
            {"coupon": "FUEL-1", "couponset_uuid": "cs-fuel", "name": "10% off fuel", "status": 1,
             "expiration": "2027-06-30 23:59:59.000000", "redeemed_date": None, "barcode": "5201234000028",
             "discount": "10"},
            {"coupon": "COFFEE-0", "couponset_uuid": "cs-coffee", "name": "Free coffee", "status": 0,
             "expiration": "2026-10-31 23:59:59", "redeemed_date": "2026-10-02 09:15:00+03:00",
             "barcode": "5201234000035", "discount": "2.50"},
        ],
        "universal": [{"coupon": "UNI-1", "couponset_uuid": "cs-coffee", "name": "Any shop coffee", "status": 1,
                       "expiration": "2027-03-01 12:00:00", "redeemed_date": None, "barcode": "", "discount": "2.50"}],
        "cards": [],
        "transactions": [
            {"transaction_date": "2026-09-01 10:00:00", "product": "Fuel", "amount": "45.20", "points": 45},
            {"transaction_date": "2026-11-01 18:30:00", "product": "Coffee", "amount": "2.50", "points": 2},
        ],
        "points": [
            {"entry_date": "2026-09-01 10:00:00", "points": 45, "description": "Fuel purchase"},
            {"entry_date": "2026-11-01 18:30:00", "points": 2, "description": "Coffee purchase"},
            {"entry_date": "2026-10-02 09:15:00", "points": -20, "description": "Coupon redeemed"},
        ],
        "sm_history": {"total_redeemed_value": "12.40", "coupons": [
            {"coupon": "SM-1", "name": "Supermarket 5 euro", "redeemed_date": "2026-08-10 12:00:00", "value": "5.00"},
            {"coupon": "SM-2", "name": "Supermarket 7.40 euro", "redeemed_date": "2026-09-12 12:00:00",
             "value": "7.40"}]},
        "redemptions": 0,
        #: Every redemption applied, in order: ``{"coupon", "idempotencyKey", "redeemedDate"}``.
        "redeemed": [],
        "validations": 0,
        "password": "demo-password",
    }


class LoyaltyState:
    """Per-user wallets, created on first use; one lock serialises every change."""

    def __init__(self) -> None:
        self.lock = threading.RLock()
        self._wallets: dict[str, dict[str, Any]] = {}
        self.on_reset: Callable[[], None] = lambda: None

    def wallet(self, sub: str) -> dict[str, Any]:
        """The user's wallet (created from the template on first use); hold :attr:`lock` while changing it."""
        with self.lock:
            if sub not in self._wallets:
                self._wallets[sub] = _wallet()
            return self._wallets[sub]

    def snapshot(self, sub: str, name: str) -> Any:
        """A deep copy of one part of the wallet, safe to serialise outside the lock."""
        with self.lock:
            return copy.deepcopy(self.wallet(sub)[name])

    def total_redemptions(self) -> int:
        """Every coupon redeemed since the last reset, across users."""
        with self.lock:
            return sum(wallet["redemptions"] for wallet in self._wallets.values())

    def reset(self) -> None:
        """Forget every wallet."""
        with self.lock:
            self._wallets.clear()
            self.on_reset()


def now_text() -> str:
    """The current time in Warply's ``yyyy-MM-dd HH:mm:ss`` form with its UTC offset (``+00:00``)."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M:%S+00:00")
