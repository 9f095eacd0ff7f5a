"""The Warply loyalty routes: signature, partner sign-in, rotation, context envelopes, redemption."""

import base64
import hashlib
import http.client
import json
import threading
import time

from refserver.loyalty.context import luhn_valid
from tests.support import ServerTestCase

APP = "f83dfde1145e4c2da69793abb2f579af"
CONTEXT = f"/api/mobile/v2/{APP}/context/"
OAUTH_CONTEXT = f"/oauth/{APP}/context"


def signed(**extra: str) -> dict[str, str]:
    """The loyalty signature headers for now, with the empty legacy API key."""
    date = str(int(time.time()))
    return {"loyalty-web-id": "20113", "loyalty-date": date,
            "loyalty-signature": hashlib.sha256(date.encode()).hexdigest(), **extra}


class LoyaltyTestCase(ServerTestCase):
    def dei_login(self, email: str = "maria@example.gr") -> dict:
        reply = self.request("POST", "/partners/dei/app_login", {"email": email}, headers=signed())
        self.assertEqual(reply.status, 200, reply.body)
        self.assertEqual(reply.body["status"], 1)
        return reply.body["tokens"]

    def private(self, tokens: dict, wrapper: str, action: str, **params: object):
        return self.request("POST", OAUTH_CONTEXT, {wrapper: {"action": action, **params}},
                            headers=signed(Authorization=f"Bearer {tokens['access_token']}"))


class SignatureTests(LoyaltyTestCase):
    def test_requests_without_or_with_a_wrong_signature_are_401(self) -> None:
        body = {"campaigns": {"action": "retrieve"}}
        self.assertError(self.request("POST", CONTEXT, body), 401, "INVALID_SIGNATURE")
        bad = signed()
        bad["loyalty-signature"] = "0" * 64
        self.assertError(self.request("POST", CONTEXT, body, headers=bad), 401, "INVALID_SIGNATURE")
        self.assertEqual(self.request("POST", CONTEXT, body, headers=signed()).status, 200)


class TokenTests(LoyaltyTestCase):
    def test_dei_login_issues_a_jwt_with_exp(self) -> None:
        tokens = self.dei_login()
        payload = tokens["access_token"].split(".")[1]
        claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
        self.assertEqual(claims["sub"], "maria@example.gr")
        self.assertGreater(claims["exp"], time.time())

    def test_an_invalid_email_is_status_minus_one(self) -> None:
        reply = self.request("POST", "/partners/dei/app_login", {"email": "nope"}, headers=signed())
        self.assertEqual(reply.body["status"], -1)

    def test_cosmote_user_needs_partner_basic_credentials(self) -> None:
        path = f"/partners/oauth/{APP}/token"
        self.assertError(self.request("POST", path, {"user_identifier": "g-1"}, headers=signed()), 401, "UNAUTHORIZED")
        basic = "Basic " + base64.b64encode(b"cosmote:cosmote-secret").decode()
        reply = self.request("POST", path, {"user_identifier": "g-1"}, headers=signed(Authorization=basic))
        self.assertEqual(reply.body["status"], 1)

    def test_verify_ticket_signs_in_and_an_expired_ticket_is_refused(self) -> None:
        ok = self.request("POST", "/partners/cosmote/verify", {"guid": "g-1", "app_uuid": APP, "ticket": "t"},
                          headers=signed())
        self.assertIn("access_token", ok.body["tokens"])
        expired = self.request("POST", "/partners/cosmote/verify", {"guid": "g-1", "ticket": "expired"},
                               headers=signed())
        self.assertEqual(expired.body["status"], -1)

    def test_refresh_rotates_and_a_reused_token_revokes_the_session(self) -> None:
        tokens = self.dei_login()
        body = {"refresh_token": tokens["refresh_token"], "client_id": tokens["client_id"],
                "grant_type": "refresh_token"}
        first = self.request("POST", f"/oauth/{APP}/token", body, headers=signed())
        self.assertEqual(first.status, 200)
        self.assertNotEqual(first.body["tokens"]["refresh_token"], tokens["refresh_token"])
        newer = self.request("POST", f"/oauth/{APP}/token", {**body, "refresh_token": first.body["tokens"]["refresh_token"]},
                             headers=signed()).body["tokens"]
        self.assertError(self.request("POST", f"/oauth/{APP}/token", body, headers=signed()), 400, "INVALID_GRANT")
        self.assertEqual(self.private(newer, "coupon", "user_coupons").status, 401)

    def test_logout_revokes_the_access_token(self) -> None:
        tokens = self.dei_login()
        reply = self.request("POST", f"/oauth/{APP}/logout", {"access_token": tokens["access_token"],
                                                              "refresh_token": tokens["refresh_token"]},
                             headers=signed())
        self.assertEqual(reply.body, {"status": 1})
        self.assertEqual(self.private(tokens, "coupon", "user_coupons").status, 401)


class ContextTests(LoyaltyTestCase):
    def test_public_context_answers_in_warply_shape(self) -> None:
        reply = self.request("POST", CONTEXT, {"campaigns": {"action": "retrieve", "language": "el"}},
                             headers=signed())
        self.assertEqual(reply.body["status"], "1")
        self.assertEqual(reply.body["context"]["MAPP_CAMPAIGNING-status"], 1)
        self.assertIn("\\/", reply.body["context"]["MAPP_CAMPAIGNING"]["campaigns"][0]["index_url"])

    def test_authenticated_context_needs_a_bearer_token(self) -> None:
        reply = self.request("POST", OAUTH_CONTEXT, {"coupon": {"action": "user_coupons"}}, headers=signed())
        self.assertEqual(reply.status, 401)

    def test_cards_are_luhn_checked_and_stored_masked(self) -> None:
        tokens = self.dei_login()
        self.assertEqual(self.private(tokens, "cards", "add_card", card_number="4111111111111112")
                         .body["context"]["MAPP_CARDS-status"], -1)
        added = self.private(tokens, "cards", "add_card", card_number="4111 1111 1111 1111")
        self.assertEqual(added.body["context"]["MAPP_CARDS"]["result"]["card_number"], "**** **** **** 1111")
        listed = self.private(tokens, "cards", "get_cards").body["context"]["MAPP_CARDS"]["result"]
        self.assertNotIn("4111111111111111", str(listed))

    def test_luhn(self) -> None:
        self.assertTrue(luhn_valid("4111111111111111"))
        self.assertTrue(luhn_valid("5500005555555559"))
        self.assertFalse(luhn_valid("4111111111111112"))
        self.assertFalse(luhn_valid("4111"))


class RedemptionTests(LoyaltyTestCase):
    def stats(self) -> dict:
        return self.request("GET", "/admin/loyalty").body

    def test_validate_has_no_side_effects(self) -> None:
        tokens = self.dei_login()
        for _ in range(3):
            reply = self.private(tokens, "coupon", "validate", coupon="COFFEE-1")
            self.assertEqual(reply.body["context"]["MAPP_COUPON-status"], 1)
        self.assertEqual(self.stats()["redemptions"], 0)
        mine = self.request("GET", "/admin/loyalty?user=maria@example.gr").body
        self.assertEqual((mine["validations"], mine["redemptions"]), (3, 0))

    def test_redeem_once_then_already_redeemed(self) -> None:
        tokens = self.dei_login()
        first = self.private(tokens, "coupon", "redeem", coupon="COFFEE-1")
        self.assertEqual(first.body["context"]["MAPP_COUPON-status"], 1)
        second = self.private(tokens, "coupon", "redeem", coupon="COFFEE-1")
        self.assertEqual(second.body["context"]["MAPP_COUPON-status"], -2)
        self.assertEqual(self.stats()["redemptions"], 1)

    def test_the_idempotency_key_replays_and_rejects_a_different_body(self) -> None:
        tokens = self.dei_login()
        headers = signed(Authorization=f"Bearer {tokens['access_token']}", **{"Idempotency-Key": "r-1"})
        body = {"coupon": {"action": "redeem", "coupon": "COFFEE-1"}}
        first = self.request("POST", OAUTH_CONTEXT, body, headers=headers)
        replay = self.request("POST", OAUTH_CONTEXT, body, headers=headers)
        self.assertEqual(replay.body, first.body)
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        other = self.request("POST", OAUTH_CONTEXT, {"coupon": {"action": "redeem", "coupon": "FUEL-1"}},
                             headers=headers)
        self.assertEqual(other.status, 422)
        self.assertEqual(self.stats()["redemptions"], 1)

    def test_concurrent_redemptions_of_one_coupon_succeed_once(self) -> None:
        tokens = self.dei_login()
        statuses: list[int] = []
        lock = threading.Lock()

        def redeem() -> None:
            reply = self.private(tokens, "coupon", "redeem", coupon="FUEL-1")
            with lock:
                statuses.append(reply.body["context"]["MAPP_COUPON-status"])

        threads = [threading.Thread(target=redeem) for _ in range(10)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(sorted(statuses), [-2] * 9 + [1])
        self.assertEqual(self.stats()["redemptions"], 1)

    def mine(self, email: str = "maria@example.gr") -> dict:
        return self.request("GET", f"/admin/loyalty?user={email}").body

    def keyed(self, tokens: dict, key: str, **extra: str) -> dict[str, str]:
        return signed(Authorization=f"Bearer {tokens['access_token']}", **{"Idempotency-Key": key}, **extra)

    def test_each_redemption_is_listed_with_its_key(self) -> None:
        tokens = self.dei_login()
        self.request("POST", OAUTH_CONTEXT, {"coupon": {"action": "redeem", "coupon": "FUEL-1"}},
                     headers=self.keyed(tokens, "r-7"))
        self.private(tokens, "coupon", "redeem", coupon="COFFEE-1")
        self.private(tokens, "coupon", "redeem", coupon="COFFEE-1")  # refused: not listed
        redeemed = self.mine()["redeemed"]
        self.assertEqual([(r["coupon"], r["idempotencyKey"]) for r in redeemed], [("FUEL-1", "r-7"), ("COFFEE-1", None)])
        self.assertTrue(all(r["redeemedDate"] for r in redeemed))
        self.assertNotIn("redeemed", self.stats(), "only a user's counters list redemptions")
        self.app.reset()
        self.assertEqual(self.mine()["redeemed"], [])

    def test_a_retry_while_the_redemption_works_is_409_in_use_then_replays_the_one_redemption(self) -> None:
        tokens = self.dei_login()
        headers = self.keyed(tokens, "slow-r")
        body = {"coupon": {"action": "redeem", "coupon": "COFFEE-1"}}
        first: list = []
        worker = threading.Thread(target=lambda: first.append(self.request(
            "POST", OAUTH_CONTEXT, body, headers={**headers, "X-Fault-Processing-Ms": "600"})))
        worker.start()
        self.wait_until_held(headers, "slow-r")
        retry = self.request("POST", OAUTH_CONTEXT, body, headers=headers)
        self.assertError(retry, 409, "IDEMPOTENCY_KEY_IN_USE")
        self.assertEqual(retry.header("retry-after"), "1")
        coupons = self.private(tokens, "coupon", "user_coupons").body["context"]["MAPP_COUPON"]["result"]
        self.assertEqual(next(c for c in coupons if c["coupon"] == "COFFEE-1")["status"], 1, "not redeemed yet")
        worker.join()
        self.assertEqual(first[0].body["context"]["MAPP_COUPON-status"], 1)
        replay = self.request("POST", OAUTH_CONTEXT, body, headers=headers)
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        self.assertEqual(replay.body, first[0].body)
        self.assertEqual([(r["coupon"], r["idempotencyKey"]) for r in self.mine()["redeemed"]], [("COFFEE-1", "slow-r")])

    def test_a_redemption_whose_answer_was_garbled_or_dropped_is_committed_and_replayed_once(self) -> None:
        tokens = self.dei_login()
        for coupon, fault in (("COFFEE-1", {"X-Fault-Garble-Response": "1"}),
                              ("FUEL-1", {"X-Fault-Drop-Response": "1"})):
            with self.subTest(fault=fault):
                body = {"coupon": {"action": "redeem", "coupon": coupon}}
                headers = self.keyed(tokens, f"lost-{coupon}")
                host, port = self.server.server_address[:2]
                connection = http.client.HTTPConnection(host, port, timeout=10)
                try:
                    connection.request("POST", OAUTH_CONTEXT, body=json.dumps(body).encode(),
                                       headers={"Content-Type": "application/json", **headers, **fault})
                    try:
                        raw = connection.getresponse().read()
                    except (http.client.RemoteDisconnected, ConnectionError):
                        raw = b""
                finally:
                    connection.close()
                with self.assertRaises(ValueError):
                    json.loads(raw)  # the client cannot tell what happened
                replay = self.request("POST", OAUTH_CONTEXT, body, headers=headers)
                self.assertEqual(replay.header("idempotent-replayed"), "true")
                self.assertEqual(replay.body["context"]["MAPP_COUPON-status"], 1)
        self.assertEqual([(r["coupon"], r["idempotencyKey"]) for r in self.mine()["redeemed"]],
                         [("COFFEE-1", "lost-COFFEE-1"), ("FUEL-1", "lost-FUEL-1")])

    def test_a_redemption_shows_on_another_device(self) -> None:
        phone, tablet = self.dei_login(), self.dei_login()
        self.private(phone, "coupon", "redeem", coupon="COFFEE-1")
        coupons = self.private(tablet, "coupon", "user_coupons").body["context"]["MAPP_COUPON"]["result"]
        self.assertEqual(next(c for c in coupons if c["coupon"] == "COFFEE-1")["status"], 0)


class AnalyticsAndDeviceInfoTests(LoyaltyTestCase):
    ANALYTICS = f"/api/async/analytics/{APP}/"
    INFO = f"/api/async/info/{APP}/"

    def events(self) -> dict:
        return self.request("GET", "/admin/loyalty/events").body

    def post_event(self, name: str, key: str | None = None):
        headers = signed(**({"Idempotency-Key": key} if key else {}))
        return self.request("POST", self.ANALYTICS, {"events": [{"type": "analytics", "event_name": name,
                                                                 "parameters": {"code": "-1009"}}]},
                            headers=headers)

    def test_analytics_events_are_recorded_in_order_with_their_keys(self) -> None:
        self.assertEqual(self.post_event("custom_success_campaigns_loyalty", "a-1").body, {"status": 1})
        self.assertEqual(self.post_event("custom_error_coupons_loyalty", "a-2").status, 200)
        recorded = self.events()["analytics"]
        self.assertEqual([(e["eventName"], e["idempotencyKey"]) for e in recorded],
                         [("custom_success_campaigns_loyalty", "a-1"), ("custom_error_coupons_loyalty", "a-2")])
        self.assertEqual(recorded[0]["parameters"], {"code": "-1009"})
        self.assertEqual(self.request("GET", "/admin/loyalty").body["analyticsEvents"], 2)

    def test_a_retried_analytics_event_is_recorded_once_and_a_reused_key_is_422(self) -> None:
        first = self.post_event("custom_success_campaigns_loyalty", "k-1")
        replay = self.post_event("custom_success_campaigns_loyalty", "k-1")
        self.assertEqual(replay.body, first.body)
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        self.assertEqual(self.post_event("custom_success_coupons_loyalty", "k-1").status, 422)
        self.assertEqual(len(self.events()["analytics"]), 1)

    def test_malformed_analytics_events_are_400_naming_the_event(self) -> None:
        self.assertError(self.request("POST", self.ANALYTICS, {"events": {}}, headers=signed()),
                         400, "INVALID_REQUEST")
        reply = self.request("POST", self.ANALYTICS, {"events": [{"event_name": "ok"}, {"name": "x"}]},
                             headers=signed())
        self.assertError(reply, 400, "INVALID_REQUEST")
        self.assertIn("events[1].event_name", json.dumps(reply.body))
        self.assertEqual(self.events()["analytics"], [])

    def test_analytics_need_the_signature(self) -> None:
        self.assertError(self.request("POST", self.ANALYTICS, {"events": []}), 401, "INVALID_SIGNATURE")

    def test_device_info_honours_the_idempotency_key(self) -> None:
        body = {"data": {"device_token": "t-1", "platform": "ios"}}
        headers = signed(**{"Idempotency-Key": "d-1"})
        self.assertEqual(self.request("POST", self.INFO, body, headers=headers).body, {"status": 1})
        self.assertEqual(self.request("POST", self.INFO, body, headers=headers).header("idempotent-replayed"), "true")
        self.assertEqual(self.request("POST", self.INFO, {"data": {"device_token": "t-2"}}, headers=headers).status,
                         422)
        self.assertEqual(self.events()["deviceInfo"], [{"data": body["data"], "idempotencyKey": "d-1"}])
        self.assertEqual(self.request("GET", "/admin/loyalty").body["deviceInfoPosts"], 1)

    def test_reset_forgets_the_recorded_events(self) -> None:
        self.post_event("custom_success_campaigns_loyalty", "r-1")
        self.request("POST", "/admin/reset")
        self.assertEqual(self.events(), {"analytics": [], "deviceInfo": []})
