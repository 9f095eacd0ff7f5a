"""Warply's context endpoints, user management, single campaigns, analytics and device info.

A context request wraps its parameters in a domain key with an ``action``
(``{"coupon": {"action": "user_coupons"}}``); the answer nests the payload under ``context`` with a
``MAPP_*-status`` beside it. Validation never changes state. Redemption, analytics events and device
info honour ``Idempotency-Key`` through the shared :class:`IdempotencyCache` (the first answer, a
refusal in Warply's envelope included, is replayed and the work is not done again; a different body
under the key is a 422 ``IDEMPOTENCY_KEY_REUSED``; a retry while the first request with the key is
still being handled is a 409 ``IDEMPOTENCY_KEY_IN_USE`` from the HTTP layer), so a client that
retries after a lost, late or unreadable answer is recorded once. ``GET /admin/loyalty?user=<sub>``
lists each redemption with the key it was made under.
"""

from __future__ import annotations

import copy
import re
import secrets
from typing import Any, Callable

from ..app import HTTPError, Request, Response, Router
from ..auth import AuthService
from ..idempotency import IdempotencyCache
from ..stats import Stats
from . import signature, state as catalogue
from .state import LoyaltyState, now_text

_APP = "{app}"
_KEYS = {"campaigns": "MAPP_CAMPAIGNING", "coupon": "MAPP_COUPON", "consumer_data": "CONSUMER_DATA",
         "cards": "MAPP_CARDS", "shops": "MAPP_SHOPS", "content": "MAPP_CONTENT"}
_DIGITS = re.compile(r"[0-9]{12,19}")


def context_response(wrapper: str, payload: Any, status: int = 1, message: str | None = None) -> Response:
    """``{"status": "1", "context": {KEY: payload, "KEY-status": status}}``: Warply's envelope."""
    key = _KEYS[wrapper]
    context: dict[str, Any] = {key: payload, f"{key}-status": status}
    if message is not None:
        context[f"{key}-msg"] = message
    return Response(200, {"status": "1", "context": context})


def luhn_valid(number: str) -> bool:
    """Whether ``number`` (12 to 19 digits) passes the Luhn check."""
    if not _DIGITS.fullmatch(number):
        return False
    total = 0
    for index, char in enumerate(reversed(number)):
        digit = int(char) * (2 if index % 2 else 1)
        total += digit - 9 if digit > 9 else digit
    return total % 10 == 0


class _Counters:
    def __init__(self) -> None:
        self.validations = 0
        self.analytics_events = 0
        self.device_info_posts = 0
        #: Every analytics event recorded, in order: ``{"eventName", "idempotencyKey", "parameters"}``.
        self.analytics_log: list[dict[str, Any]] = []
        #: Every device-info payload recorded, in order: ``{"data", "idempotencyKey"}``.
        self.device_log: list[dict[str, Any]] = []


def routes(auth: AuthService, state: LoyaltyState, stats: Stats, idempotency: IdempotencyCache,
           api_key: str) -> Router:
    """Every loyalty data route, plus ``GET /admin/loyalty`` (redemption and validation counters)."""
    router = Router()
    counters = _Counters()

    def unwrap(request: Request) -> tuple[str, str, dict[str, Any]]:
        body = request.json_object()
        wrappers = [name for name in body if name in _KEYS]
        if len(wrappers) != 1 or not isinstance(body[wrappers[0]], dict):
            raise HTTPError(400, "INVALID_REQUEST", f"Body must wrap its parameters in one of {sorted(_KEYS)}")
        inner = body[wrappers[0]]
        action = inner.get("action")
        if not isinstance(action, str):
            raise HTTPError(400, "INVALID_REQUEST", "action must be a string")
        return wrappers[0], action, inner

    # MARK: - Public context

    public: dict[tuple[str, str], Callable[[dict[str, Any]], Response]] = {
        ("campaigns", "retrieve"): lambda p: context_response("campaigns", {"campaigns": catalogue.CAMPAIGNS}),
        ("campaigns", "retrieve_supermarket"):
            lambda p: context_response("campaigns", {"campaigns": [catalogue.SUPERMARKET]}),
        ("coupon", "availability"): lambda p: context_response("coupon", {"availability": catalogue.AVAILABILITY}),
        ("coupon", "retrieve_multilingual"): lambda p: context_response("coupon", {"couponsets": catalogue.COUPON_SETS}),
        ("shops", "retrieve_multilingual"): lambda p: context_response("shops", {"result": catalogue.MERCHANTS}),
        ("shops", "retrieve_categories"): lambda p: context_response("shops", {"result": catalogue.CATEGORIES}),
        ("content", "retrieve_multilingual"): lambda p: context_response("content", {"result": [
            article for article in catalogue.ARTICLES
            if not p.get("categories") or article["category"] in p["categories"]]}),
    }

    def standard_context(request: Request) -> Response:
        signature.check(request, api_key)
        wrapper, action, params = unwrap(request)
        handler = public.get((wrapper, action))
        if handler is None:
            raise HTTPError(400, "UNKNOWN_ACTION", f"{wrapper}.{action} is not a public context action")
        return handler(params)

    router.add("POST", f"/api/mobile/v2/{_APP}/context", standard_context)
    router.add("POST", f"/api/mobile/v2/{_APP}/context/", standard_context)

    # MARK: - Authenticated context

    def coupons(sub: str, name: str) -> Response:
        return context_response("coupon", {"result": state.snapshot(sub, name)})

    def validate(sub: str, params: dict[str, Any]) -> Response:
        code = params.get("coupon")
        with state.lock:
            counters.validations += 1
            state.wallet(sub)["validations"] += 1
            coupon = next((c for c in state.wallet(sub)["coupons"] if c["coupon"] == code), None)
            if coupon is None:
                return context_response("coupon", None, -1, "Coupon not found")
            if coupon["status"] != 1:
                return context_response("coupon", None, -2, "Coupon already redeemed")
            return context_response("coupon", {"coupon": code, "valid": True})

    def redeem(sub: str, params: dict[str, Any], key: str | None) -> Response:
        code = params.get("coupon")
        with state.lock:
            wallet = state.wallet(sub)
            coupon = next((c for c in wallet["coupons"] if c["coupon"] == code), None)
            if coupon is None:
                return context_response("coupon", None, -1, "Coupon not found")
            if coupon["status"] != 1:
                return context_response("coupon", None, -2, "Coupon already redeemed")
            coupon["status"] = 0
            coupon["redeemed_date"] = now_text()
            wallet["redemptions"] += 1
            wallet["redeemed"].append({"coupon": code, "idempotencyKey": key, "redeemedDate": coupon["redeemed_date"]})
            wallet["points"].append({"entry_date": now_text(), "points": -20, "description": f"Redeemed {code}"})
            return context_response("coupon", {"coupon": code, "redeemed_date": coupon["redeemed_date"]})

    def profile(sub: str) -> Response:
        with state.lock:
            points = sum(entry["points"] for entry in state.wallet(sub)["points"])
        email = sub if "@" in sub else ""
        return context_response("consumer_data", {"result": {
            "consumer_uuid": f"u-{abs(hash(sub)) % 10**8}", "email": email, "user_identifier": sub,
            "firstname": "Demo", "lastname": "User", "user_points": points, "language": "el",
            "subscribe": True}})

    def add_card(sub: str, params: dict[str, Any]) -> Response:
        number = str(params.get("card_number", "")).replace(" ", "")
        if not luhn_valid(number):
            return context_response("cards", None, -1, "Card number fails the Luhn check")
        card = {"token": secrets.token_hex(8), "card_number": "**** **** **** " + number[-4:],
                "card_issuer": params.get("card_issuer", ""), "cardholder": params.get("cardholder", ""),
                "expiration_month": params.get("expiration_month", ""),
                "expiration_year": params.get("expiration_year", "")}
        with state.lock:
            state.wallet(sub)["cards"].append(card)
        return context_response("cards", {"result": card})

    def delete_card(sub: str, params: dict[str, Any]) -> Response:
        with state.lock:
            cards = state.wallet(sub)["cards"]
            kept = [card for card in cards if card["token"] != params.get("token")]
            if len(kept) == len(cards):
                return context_response("cards", None, -1, "Card not found")
            cards[:] = kept
        return context_response("cards", {"result": "deleted"})

    private: dict[tuple[str, str], Callable[[str, dict[str, Any]], Response]] = {
        ("campaigns", "retrieve"): lambda s, p: context_response("campaigns", {"campaigns": catalogue.PERSONALIZED}),
        ("coupon", "user_coupons"): lambda s, p: coupons(s, "coupons"),
        ("coupon", "universal_coupons"): lambda s, p: coupons(s, "universal"),
        ("coupon", "validate"): validate,
        ("coupon", "redeemed_sm_history"): lambda s, p: coupons(s, "sm_history"),
        ("consumer_data", "handle_user_details"): lambda s, p: profile(s),
        ("consumer_data", "market_pass_details"): lambda s, p: context_response("consumer_data", {"result": {
            "barcode": "2900000012345", "balance": "15.20", "supermarkets": ["Market One", "Market Two"],
            "map_url": "https:\\/\\/maps.warply.test\\/markets"}}),
        ("consumer_data", "get_transaction_history"):
            lambda s, p: context_response("consumer_data", {"result": state.snapshot(s, "transactions")}),
        ("consumer_data", "get_points_history"):
            lambda s, p: context_response("consumer_data", {"result": state.snapshot(s, "points")}),
        ("cards", "add_card"): add_card,
        ("cards", "get_cards"): lambda s, p: context_response("cards", {"result": state.snapshot(s, "cards")}),
        ("cards", "delete_card"): delete_card,
    }

    def authenticated_context(request: Request) -> Response:
        signature.check(request, api_key)
        sub = auth.authenticate(request).sub
        wrapper, action, params = unwrap(request)
        if (wrapper, action) == ("coupon", "redeem"):
            key = request.header("idempotency-key")
            return idempotency.run(request, f"loyalty.redeem.{sub}", lambda: redeem(sub, params, key))
        handler = private.get((wrapper, action))
        if handler is None:
            raise HTTPError(400, "UNKNOWN_ACTION", f"{wrapper}.{action} is not a context action")
        return handler(sub, params)

    router.add("POST", f"/oauth/{_APP}/context", authenticated_context)

    # MARK: - User management

    @router.route("POST", f"/user/{_APP}/change_password")
    def change_password(request: Request) -> Response:
        signature.check(request, api_key)
        sub = auth.authenticate(request).sub
        body = request.json_object()
        with state.lock:
            wallet = state.wallet(sub)
            if body.get("old_password") != wallet["password"]:
                return Response(200, {"status": -1, "msg": "Old password is wrong"})
            new = body.get("new_password")
            if not isinstance(new, str) or len(new) < 8:
                return Response(200, {"status": -2, "msg": "New password must have at least 8 characters"})
            wallet["password"] = new
        return Response(200, {"status": 1})

    def accepted(field: str) -> Callable[[Request], Response]:
        def handler(request: Request) -> Response:
            signature.check(request, api_key)
            value = request.json_object().get(field)
            return Response(200, {"status": 1 if isinstance(value, str) and value else -1})
        return handler

    router.add("POST", f"/user/{_APP}/password_reset", accepted("email"))
    router.add("POST", f"/user/{_APP}/otp/generate", accepted("phone_number"))
    router.add("POST", f"/user/{_APP}/register", accepted("email"))

    # MARK: - Session, analytics, device info

    @router.route("GET", "/api/session/{session}")
    def single_campaign(request: Request) -> Response:
        signature.check(request, api_key)
        uuid = request.path_params["session"]
        found = [c for c in catalogue.CAMPAIGNS + catalogue.PERSONALIZED + [catalogue.SUPERMARKET]
                 if c["session_uuid"] == uuid]
        if not found:
            raise HTTPError(404, "NOT_FOUND", f"No campaign {uuid}")
        return Response(200, {"status": 1, "result": found[0]})

    def analytics_events(request: Request) -> list[dict[str, Any]]:
        events = request.json_object().get("events")
        if not isinstance(events, list):
            raise HTTPError(400, "INVALID_REQUEST", "events must be an array")
        for index, event in enumerate(events):
            if not isinstance(event, dict) or not isinstance(event.get("event_name"), str):
                raise HTTPError(400, "INVALID_REQUEST", f"events[{index}].event_name must be a string")
            if not isinstance(event.get("parameters", {}), dict):
                raise HTTPError(400, "INVALID_REQUEST", f"events[{index}].parameters must be an object")
        return events

    def analytics(request: Request) -> Response:
        signature.check(request, api_key)
        events = analytics_events(request)
        key = request.header("idempotency-key")

        def record() -> Response:
            with state.lock:
                counters.analytics_events += len(events)
                counters.analytics_log.extend({"eventName": event["event_name"], "idempotencyKey": key,
                                               "parameters": event.get("parameters", {})} for event in events)
            return Response(200, {"status": 1})
        return idempotency.run(request, "loyalty.analytics", record)

    def device_info(request: Request) -> Response:
        signature.check(request, api_key)
        body = request.json_object()
        key = request.header("idempotency-key")

        def record() -> Response:
            with state.lock:
                counters.device_info_posts += 1
                counters.device_log.append({"data": body.get("data"), "idempotencyKey": key})
            return Response(200, {"status": 1})
        return idempotency.run(request, "loyalty.device", record)

    for suffix in ("", "/"):
        router.add("POST", f"/api/async/analytics/{_APP}{suffix}", analytics)
        router.add("POST", f"/api/async/info/{_APP}{suffix}", device_info)

    @router.route("GET", "/admin/loyalty")
    def admin(request: Request) -> Response:
        """Counters since the last reset; ``?user=<sub>`` narrows redemptions and validations to one user
        and lists that user's redemptions (``redeemed``: coupon, Idempotency-Key and date, in order)."""
        user = request.query.get("user")
        with state.lock:
            extra: dict[str, Any] = {}
            if user is not None:
                wallet = state.wallet(user)
                redemptions, validations = wallet["redemptions"], wallet["validations"]
                extra["redeemed"] = copy.deepcopy(wallet["redeemed"])
            else:
                redemptions, validations = state.total_redemptions(), counters.validations
            return Response(200, {"redemptions": redemptions, "validations": validations,
                                  "analyticsEvents": counters.analytics_events,
                                  "deviceInfoPosts": counters.device_info_posts, **extra})

    @router.route("GET", "/admin/loyalty/events")
    def admin_events(request: Request) -> Response:
        """The analytics events and device-info payloads recorded since the last reset, in order."""
        with state.lock:
            return Response(200, {"analytics": list(counters.analytics_log),
                                  "deviceInfo": list(counters.device_log)})

    def reset_counters() -> None:
        with state.lock:
            counters.__init__()

    state.on_reset = reset_counters
    return router
