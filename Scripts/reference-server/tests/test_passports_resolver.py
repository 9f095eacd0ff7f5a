"""CIRPASS simulation routes, the public passport route and the GS1 Digital Link resolver."""

import unittest

from refserver.app import HTTPError
from refserver.gs1 import parse_qualifiers
from tests.support import ServerTestCase

SHOE = "09520123456788"
VOC = "https://gs1.org/voc/"


class CirpassTests(ServerTestCase):
    def test_get_passport_has_seed_and_espr_fields(self) -> None:
        reply = self.request("GET", "/v1/cirpass-sim/product/cirpass-001", headers=self.api())
        self.assertEqual(reply.status, 200)
        passport = reply.body
        for field in ("id", "gtin", "name", "manufacturer", "materials", "origin", "lifecycle", "warranty",
                      "repairability", "materialComposition", "recycledContentPercent", "carbonFootprint",
                      "repairInformation", "durability", "dueDiligence", "economicOperator"):
            self.assertIn(field, passport)
        self.assertEqual(passport["manufacturer"], {"name": "Stride Footwear GmbH", "country": "DE"})
        self.assertEqual(passport["recycledContentPercent"], 52.0)

    def test_list_with_limit(self) -> None:
        self.assertEqual(len(self.request("GET", "/v1/cirpass-sim/products", headers=self.api()).body["products"]), 4)
        limited = self.request("GET", "/v1/cirpass-sim/products?limit=2", headers=self.api()).body
        self.assertEqual([p["id"] for p in limited["products"]], ["cirpass-001", "cirpass-002"])
        for limit in ("0", "101", "abc"):
            self.assertError(self.request("GET", f"/v1/cirpass-sim/products?limit={limit}", headers=self.api()),
                             400, "INVALID_LIMIT")

    def test_unknown_passport(self) -> None:
        self.assertError(self.request("GET", "/v1/cirpass-sim/product/nope", headers=self.api()),
                         404, "PASSPORT_NOT_FOUND")
        self.assertError(self.request("GET", "/dpp/nope"), 404, "PASSPORT_NOT_FOUND")

    def test_public_passport_route_needs_no_key(self) -> None:
        self.assertEqual(self.request("GET", "/dpp/cirpass-003").body["serial"], "BAT-48V-0007")


class ResolverTests(ServerTestCase):
    def test_dpp_link_type_redirects_to_the_passport(self) -> None:
        reply = self.request("GET", f"/01/{SHOE}/21/SN-1001?linkType=gs1:dpp")
        self.assertEqual(reply.status, 307)
        location = reply.header("location")
        self.assertTrue(location.endswith("/dpp/cirpass-001"), location)
        self.assertIn('rel="linkset"', reply.header("link"))
        path = location.split(str(self.server.server_address[1]), 1)[1]
        self.assertEqual(self.request("GET", path).body["id"], "cirpass-001")

    def test_serial_specific_passport_and_full_uri_link_type(self) -> None:
        reply = self.request("GET", f"/01/05412345000013/10/LOT7/21/BAT-48V-0007?linkType={VOC}dpp")
        self.assertTrue(reply.header("location").endswith("/dpp/cirpass-003"))

    def test_default_and_unknown_link_types_go_to_pip(self) -> None:
        for query in ("", "?linkType=gs1:nonsense"):
            reply = self.request("GET", f"/01/{SHOE}/21/SN-1001{query}")
            self.assertEqual(reply.status, 307)
            self.assertTrue(reply.header("location").endswith(f"/v1/products?gtin={SHOE}&serial=SN-1001"))

    def test_missing_passport_falls_back_to_default(self) -> None:
        reply = self.request("GET", "/01/07612345000008?linkType=gs1:dpp")
        self.assertIn("/v1/products?gtin=07612345000008", reply.header("location"))

    def test_linkset_by_link_type_and_accept(self) -> None:
        for query, headers in (("?linkType=all", {}), ("?linkType=linkset", {}),
                               ("", {"Accept": "application/linkset+json"})):
            reply = self.request("GET", f"/01/{SHOE}{query}", headers=headers)
            self.assertEqual(reply.status, 200)
            self.assertEqual(reply.header("content-type"), "application/linkset+json")
            entry = reply.body["linkset"][0]
            self.assertTrue(entry["anchor"].endswith(f"/01/{SHOE}"))
            for name in ("defaultLink", "pip", "dpp", "epcis"):
                self.assertIn(f"{VOC}{name}", entry)
                self.assertTrue(entry[f"{VOC}{name}"][0]["href"].startswith("http://"))
            self.assertEqual(entry[f"{VOC}defaultLink"], entry[f"{VOC}pip"])

    def test_segments_are_split_before_they_are_percent_decoded(self) -> None:
        reply = self.request("GET", f"/01/{SHOE}/21/SN%2F1001")
        self.assertEqual(reply.status, 307, reply.body)
        self.assertTrue(reply.header("location").endswith(f"/v1/products?gtin={SHOE}&serial=SN%2F1001"))
        linkset = self.request("GET", f"/01/{SHOE}/21/SN%2F1001?linkType=all").body["linkset"][0]
        self.assertTrue(linkset[f"{VOC}epcis"][0]["href"].endswith(f"/v1/events/{SHOE}:SN%2F1001"))
        self.assertTrue(self.request("GET", f"/01/{SHOE}/21/SN%2D1001").header("location").endswith("serial=SN-1001"))
        self.assertError(self.request("GET", f"/01/{SHOE}%2F21%2FSN-1001"), 400, "INVALID_GTIN")
        self.assertError(self.request("GET", f"/01/{SHOE}/21%2FSN-1001"), 400, "INVALID_DIGITAL_LINK")
        self.assertError(self.request("GET", f"/01/{SHOE}/21/SN%FF"), 400, "INVALID_DIGITAL_LINK")

    def test_resolver_errors(self) -> None:
        self.assertError(self.request("GET", "/01/09520123456795"), 404, "PRODUCT_NOT_FOUND")
        self.assertError(self.request("GET", "/01/09520123456789"), 400, "INVALID_GTIN")
        self.assertError(self.request("GET", f"/01/{SHOE}/21"), 400, "INVALID_DIGITAL_LINK")
        self.assertError(self.request("GET", f"/01/{SHOE}/99/x"), 400, "INVALID_DIGITAL_LINK")


class QualifierTests(unittest.TestCase):
    def test_order_and_pairs(self) -> None:
        self.assertEqual(parse_qualifiers("22/A/10/B/21/C"), {"22": "A", "10": "B", "21": "C"})
        self.assertEqual(parse_qualifiers(""), {})
        for bad in ("21/C/10/B", "21/A/21/B", "10"):
            with self.subTest(bad=bad), self.assertRaises(HTTPError):
                parse_qualifiers(bad)

    def test_values_are_decoded_per_segment(self) -> None:
        self.assertEqual(parse_qualifiers("10/L%201/21/SN%2F1001"), {"10": "L 1", "21": "SN/1001"})
        for bad in ("21%2FSN", "21/%E2%28"):
            with self.subTest(bad=bad), self.assertRaises(HTTPError):
                parse_qualifiers(bad)


if __name__ == "__main__":
    unittest.main()
