"""TraceWise health, API-key checks, rate limiting, products, registration and user products."""

import unittest

from refserver.gs1 import check_digit, is_valid_gtin14
from refserver.tracewise.fixtures import PASSPORTS, PRODUCTS
from tests.support import ServerTestCase

SHOE = "09520123456788"


class HealthAndKeyTests(ServerTestCase):
    def test_health_is_public(self) -> None:
        reply = self.request("GET", "/v1/health")
        self.assertEqual(reply.status, 200)
        self.assertEqual(reply.body["status"], "ok")
        self.assertTrue(reply.body["timestamp"].endswith("Z"))
        self.assertEqual(reply.body["version"], "1.0.0")

    def test_missing_and_invalid_api_keys(self) -> None:
        for path in (f"/v1/products?gtin={SHOE}", "/v1/products/list", f"/v1/events/{SHOE}",
                     "/v1/cirpass-sim/products", "/v1/cirpass-sim/product/cirpass-001"):
            reply = self.request("GET", path)
            self.assertError(reply, 401, "API_KEY_REQUIRED")
            self.assertEqual(reply.header("www-authenticate"), 'ApiKey header="X-API-Key"')
            self.assertError(self.request("GET", path, headers={"X-API-Key": "wrong"}), 403, "INVALID_API_KEY")


class RateLimitTests(ServerTestCase):
    rate_limit = 2

    def test_third_request_in_a_window_is_429_with_retry_after(self) -> None:
        for _ in range(2):
            self.assertEqual(self.request("GET", "/v1/products/list", headers=self.api()).status, 200)
        reply = self.request("GET", "/v1/products/list", headers=self.api())
        self.assertError(reply, 429, "RATE_LIMITED")
        self.assertTrue(1 <= int(reply.header("retry-after")) <= 60)
        self.assertEqual(self.request("GET", "/v1/health").status, 200)  # health is not limited
        self.request("POST", "/admin/reset")
        self.assertEqual(self.request("GET", "/v1/products/list", headers=self.api()).status, 200)


class ProductTests(ServerTestCase):
    def test_get_product_by_gtin_and_serial(self) -> None:
        reply = self.request("GET", f"/v1/products?gtin={SHOE}", headers=self.api())
        self.assertEqual(reply.status, 200)
        self.assertEqual(set(reply.body), {"gtin", "serial", "name", "description", "manufacturer", "category"})
        self.assertEqual(reply.body["name"], "EcoTrail Running Shoe")
        exact = self.request("GET", f"/v1/products?gtin={SHOE}&serial=SN-1001", headers=self.api()).body
        self.assertIn("SN-1001", exact["description"])
        instance = self.request("GET", f"/v1/products?gtin={SHOE}&serial=ANY-9", headers=self.api()).body
        self.assertEqual(instance["serial"], "ANY-9")

    def test_product_errors(self) -> None:
        self.assertError(self.request("GET", "/v1/products", headers=self.api()), 400, "MISSING_PARAMETER")
        self.assertError(self.request("GET", "/v1/products?gtin=123", headers=self.api()), 400, "INVALID_GTIN")
        bad_check = self.request("GET", "/v1/products?gtin=09520123456789", headers=self.api())
        self.assertError(bad_check, 400, "INVALID_GTIN")
        self.assertIn("expected 8", bad_check.body["error"]["message"])
        self.assertError(self.request("GET", "/v1/products?gtin=09520123456795", headers=self.api()),
                         404, "PRODUCT_NOT_FOUND")

    def test_list_pages_through_the_catalogue(self) -> None:
        seen, token, pages = [], None, 0
        while True:
            path = "/v1/products/list?pageSize=4" + (f"&pageToken={token}" if token else "")
            body = self.request("GET", path, headers=self.api()).body
            self.assertEqual(body["totalCount"], len(PRODUCTS))
            seen += [(item["gtin"], item["serial"]) for item in body["items"]]
            pages += 1
            token = body["nextPageToken"]
            if token is None:
                break
        self.assertEqual(pages, 2)
        self.assertEqual(seen, [(p["gtin"], p["serial"]) for p in PRODUCTS])

    def test_list_defaults_and_errors(self) -> None:
        body = self.request("GET", "/v1/products/list", headers=self.api()).body
        self.assertEqual(len(body["items"]), len(PRODUCTS))
        self.assertIsNone(body["nextPageToken"])
        for query in ("pageSize=0", "pageSize=101", "pageSize=x"):
            self.assertError(self.request("GET", f"/v1/products/list?{query}", headers=self.api()),
                             400, "INVALID_PAGE_SIZE")
        self.assertError(self.request("GET", "/v1/products/list?pageToken=garbage", headers=self.api()),
                         400, "INVALID_PAGE_TOKEN")


class RegistrationTests(ServerTestCase):
    def register(self, tokens: dict, **body: object):
        return self.request("POST", "/v1/products/register", body, headers=self.api(tokens))

    def test_register_and_list_user_products(self) -> None:
        tokens = self.login("user123")
        first = self.register(tokens, gtin=SHOE, serial="SN-1001", userId="user123")
        self.assertEqual((first.status, first.body), (201, {"status": "registered"}))
        again = self.register(tokens, gtin=SHOE, serial="SN-1001")
        self.assertEqual((again.status, again.body), (200, {"status": "already_registered"}))
        self.assertEqual(self.register(tokens, gtin="04012345678901").status, 201)
        page = self.request("GET", "/v1/products/users/user123?pageSize=1", headers=self.api(tokens)).body
        self.assertEqual(page["totalCount"], 2)
        self.assertEqual(page["items"][0]["serial"], "SN-1001")
        rest = self.request("GET", f"/v1/products/users/user123?pageToken={page['nextPageToken']}",
                            headers=self.api(tokens)).body
        self.assertEqual([item["gtin"] for item in rest["items"]], ["04012345678901"])
        self.assertIsNone(rest["nextPageToken"])

    def test_registration_errors(self) -> None:
        alice, bob = self.login("alice"), self.login("bob")
        self.assertError(self.request("POST", "/v1/products/register", {"gtin": SHOE}, headers=self.api()),
                         401, "UNAUTHORIZED")
        self.assertError(self.register(alice, gtin=SHOE, userId="bob"), 403, "FORBIDDEN")
        self.assertError(self.register(alice, gtin="09520123456795"), 404, "PRODUCT_NOT_FOUND")
        self.assertError(self.register(alice, gtin="0952"), 400, "INVALID_GTIN")
        self.assertError(self.register(alice, gtin=SHOE, serial=5), 400, "INVALID_REQUEST")
        self.assertEqual(self.register(alice, gtin=SHOE, serial="S-1").status, 201)
        self.assertError(self.register(bob, gtin=SHOE, serial="S-1"), 409, "ALREADY_REGISTERED")

    def test_user_products_are_private(self) -> None:
        alice = self.login("alice")
        self.assertError(self.request("GET", "/v1/products/users/bob", headers=self.api(alice)), 403, "FORBIDDEN")
        self.assertError(self.request("GET", "/v1/products/users/alice", headers=self.api()), 401, "UNAUTHORIZED")
        empty = self.request("GET", "/v1/products/users/alice", headers=self.api(alice)).body
        self.assertEqual(empty, {"items": [], "nextPageToken": None, "totalCount": 0})


class FixtureTests(unittest.TestCase):
    def test_fixture_identifiers_have_valid_check_digits(self) -> None:
        for item in PRODUCTS + PASSPORTS:
            self.assertTrue(is_valid_gtin14(item["gtin"]), item["gtin"])
        for passport in PASSPORTS:
            gln = passport["economicOperator"]["gln"]
            self.assertEqual(check_digit(gln[:12]), gln[12], gln)
            shares = sum(part["massPercent"] for part in passport["materialComposition"])
            self.assertAlmostEqual(shares, 100.0)


if __name__ == "__main__":
    unittest.main()
