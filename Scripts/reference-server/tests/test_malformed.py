"""Malformed input is a 400 envelope, never a 500: targeted cases, then a seeded randomized sweep."""

import json
import random
import unittest

from refserver.app import HTTPError, Request
from refserver.jwt import b64url_encode
from tests.support import ServerTestCase

SHOE = "09520123456788"


class MalformedInputTests(ServerTestCase):
    def test_lone_surrogates_in_json_strings_are_invalid_json(self) -> None:
        for raw in (b'{"username": "\\ud800", "password": "demo-password"}',
                    b'{"username": "a", "password": "\\udc00x"}', b'{"\\ud83d": 1}'):
            with self.subTest(raw=raw):
                self.assertError(self.request("POST", "/v1/auth/token", raw=raw), 400, "INVALID_JSON")
        event = b'{"gtin": "09520123456788", "bizStep": "\\udfff", "when": "2026-03-01T10:00:00Z"}'
        self.assertError(self.request("POST", "/v1/events", raw=event, headers=self.api(self.login())),
                         400, "INVALID_JSON")
        self.assertEqual(self.request("POST", "/v1/auth/token", raw=b'{"username": "\\ud83d\\ude00", '
                                                                   b'"password": "demo-password"}').status, 200)

    def test_non_standard_or_too_deep_json_is_invalid_json(self) -> None:
        for raw in (b'{"username": NaN}', b'{"username": Infinity}', b"[" * 100_000 + b"]" * 100_000):
            with self.subTest(raw=raw[:20]):
                self.assertError(self.request("POST", "/v1/auth/token", raw=raw), 400, "INVALID_JSON")

    def test_page_sizes_are_ascii_digits(self) -> None:
        tokens = self.login()
        for value in ("\u0661\u0660", "\u00b2", "\u2075", "+5", " 5", "5.0", "0x10", "1e1", "9" * 5000):
            for path, name, code, headers in (("/v1/products/list", "pageSize", "INVALID_PAGE_SIZE", self.api()),
                                              ("/v1/products/users/demo", "pageSize", "INVALID_PAGE_SIZE",
                                               self.api(tokens)),
                                              (f"/v1/events/{SHOE}", "limit", "INVALID_PAGE_SIZE", self.api()),
                                              ("/v1/cirpass-sim/products", "limit", "INVALID_LIMIT", self.api())):
                with self.subTest(path=path, value=value):
                    query = f"{name}={_quote(value)}"
                    self.assertError(self.request("GET", f"{path}?{query}", headers=headers), 400, code)

    def test_forged_page_tokens_are_rejected(self) -> None:
        genuine = self.request("GET", "/v1/products/list?pageSize=2", headers=self.api()).body["nextPageToken"]
        self.assertEqual(self.request("GET", f"/v1/products/list?pageSize=2&pageToken={genuine}",
                                      headers=self.api()).status, 200)
        forged = [b64url_encode(json.dumps(payload).encode()) for payload in (
            {"s": "products", "o": 10**30}, {"s": "products", "o": -1}, {"s": "products", "o": True},
            {"s": "products", "o": 2}, {"s": "products", "o": 2.5}, ["products", 2])]
        payload, _, signature = genuine.partition(".")
        forged += [genuine + "x", payload, f"{payload}.{signature[::-1]}", "..", "\u00e9", "%FF", genuine.upper()]
        for token in forged:
            with self.subTest(token=token):
                reply = self.request("GET", f"/v1/products/list?pageSize=2&pageToken={_quote(token)}",
                                     headers=self.api())
                self.assertError(reply, 400, "INVALID_PAGE_TOKEN")

    def test_a_page_token_belongs_to_its_list(self) -> None:
        self.request("POST", "/v1/events", {"gtin": SHOE, "bizStep": "a", "when": "2026-03-01T10:00:00Z"},
                     headers=self.api(self.login()))
        self.request("POST", "/v1/events", {"gtin": SHOE, "bizStep": "b", "when": "2026-03-01T10:00:00Z"},
                     headers=self.api(self.login()))
        token = self.request("GET", f"/v1/events/{SHOE}?limit=1", headers=self.api()).body["nextPageToken"]
        self.assertError(self.request("GET", f"/v1/products/list?pageToken={token}", headers=self.api()),
                         400, "INVALID_PAGE_TOKEN")


def _quote(text: str) -> str:
    from urllib.parse import quote
    return quote(text, safe="", errors="surrogatepass")


class FuzzTests(ServerTestCase):
    """Valid requests with random mutations (fault headers included), against every route in process.

    None may answer 500; a fault header is either honoured or a 400.
    """

    SEED = 20261122
    ROUNDS = 1000

    STRINGS = ["", "a", "demo", "fuzz", "demo-password", SHOE, "09520123456789", "SN-1001", "\u0661\u0660", "\u00b2",
               "-1", "0", "1e309", "NaN", "\ud800", "\udfff", "%FF", "%2F", "../", "\x00", "\u202e", "a" * 300,
               "2026-03-01T10:00:00Z", "2026-03-01T10:00:00", "9999-12-31T23:59:59+14:00", "ObjectEvent", "ADD",
               "gs1:dpp", "all", "/", "/v1", "GET", "Wed, 21 Oct 2026 07:28:00 GMT"]
    NASTY = ["\ud800", "\udfff", "a\ud83d", "\u00b2", "\u0661\u0660", "\u2075", "%FF", "\x00", "9" * 5000]
    NUMBERS = [0, 1, -1, 2, 100, 101, 503, 2**31, 2**63, -(2**64), 10**30, 1.5, 1e308, -0.0]
    ROUTES: list[tuple[str, str, str, dict[str, object] | None]] = [
        ("GET", "/v1/ping", "", None), ("GET", "/v1/health", "", None),
        ("POST", "/v1/echo", "q=1", {"n": 1}), ("PUT", "/v1/echo/{s}", "", {"n": 1}),
        ("POST", "/v1/auth/token", "", {"username": "fuzz", "password": "demo-password", "expiresIn": 60}),
        ("POST", "/v1/auth/refresh", "", {"refreshToken": "{refresh}", "expiresIn": 60}),
        ("POST", "/v1/auth/logout", "", None), ("GET", "/v1/auth/session", "", None),
        ("GET", "/v1/products", f"gtin={SHOE}&serial=SN-1001", None),
        ("GET", "/v1/products/list", "pageSize=2&pageToken={page}", None),
        ("POST", "/v1/products/register", "", {"gtin": SHOE, "serial": "SN-1001", "userId": "fuzz"}),
        ("GET", "/v1/products/users/fuzz", "pageSize=1", None),
        ("POST", "/v1/events", "", {"gtin": SHOE, "serial": "SN-1001", "type": "ObjectEvent", "action": "ADD",
                                    "bizStep": "shipping", "disposition": "in_transit", "when": "2026-03-01T10:00:00Z",
                                    "readPoint": "urn:x", "bizLocation": "urn:y", "details": {"a": 1}}),
        ("GET", f"/v1/events/{SHOE}:SN-1001", "limit=1", None),
        ("GET", f"/v1/events/{SHOE}/SN-1001", "pageSize=1", None),
        ("GET", "/v1/cirpass-sim/product/cirpass-001", "", None), ("GET", "/v1/cirpass-sim/products", "limit=2", None),
        ("GET", "/dpp/cirpass-001", "", None), ("GET", f"/01/{SHOE}/10/L1/21/SN-1001", "linkType=gs1:dpp", None),
        ("POST", "/admin/faults", "", {"pathPrefix": "/v1/none", "method": "GET", "status": 503, "retryAfter": "1",
                                       "delayMs": 0, "drop": False, "dropResponse": False, "times": 1}),
    ]

    def value(self, rng: random.Random, depth: int = 0) -> object:
        kind = rng.randrange(8 if depth < 3 else 5)
        if kind == 0:
            return rng.choice(self.NASTY)
        if kind == 1:
            return rng.choice(self.STRINGS)
        if kind == 2:
            return rng.choice(self.NUMBERS + [True, False, None])
        if kind in (3, 4):
            return "".join(chr(rng.choice([rng.randrange(32, 127), rng.randrange(0x80, 0x10000)]))
                           for _ in range(rng.randrange(12)))
        if kind in (5, 6):
            return {rng.choice(self.STRINGS): self.value(rng, depth + 1) for _ in range(rng.randrange(4))}
        return [self.value(rng, depth + 1) for _ in range(rng.randrange(4))]

    def mutate(self, rng: random.Random, document: dict[str, object]) -> dict[str, object]:
        mutated = dict(document)
        for _ in range(rng.randrange(1, 3)):
            key = rng.choice(list(mutated) + ["extra"]) if mutated else "extra"
            if rng.random() < 0.2:
                mutated.pop(key, None)
            else:
                mutated[key] = self.value(rng)
        return mutated

    def body(self, rng: random.Random, template: dict[str, object] | None) -> bytes:
        choice = rng.randrange(10)
        if choice == 0:
            return bytes(rng.randrange(256) for _ in range(rng.randrange(40)))
        document = self.value(rng) if choice == 1 or template is None else self.mutate(rng, template)
        text = json.dumps(document, ensure_ascii=rng.random() < 0.8)
        return text.encode("utf-8", "surrogatepass")

    def header_value(self, rng: random.Random) -> str:
        """A random value as the server sees header text (bytes decoded as Latin-1)."""
        return str(self.value(rng)).encode("utf-8", "surrogatepass").decode("latin-1")

    def test_no_mutated_request_makes_a_route_crash(self) -> None:
        rng = random.Random(self.SEED)
        tokens = self.login("fuzz")
        page = self.request("GET", "/v1/products/list?pageSize=2", headers=self.api()).body["nextPageToken"]
        crashes: list[str] = []
        for _ in range(self.ROUNDS):
            method, path, query, template = rng.choice(self.ROUTES)
            if rng.random() < 0.05:
                method = rng.choice(["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"])
            path = path.replace("{s}", _quote(str(self.value(rng))) or "x")
            if rng.random() < 0.3:
                path = "/".join(_quote(str(self.value(rng))) if rng.random() < 0.3 else part
                                for part in path.split("/"))
            query = query.replace("{page}", page)
            if rng.random() < 0.5:
                pairs = [pair.partition("=") for pair in query.split("&") if pair] + [("pageToken", "=", "")]
                name = rng.choice(pairs)[0]
                query = "&".join(f"{key}={_quote(str(self.value(rng)))}" if key == name else f"{key}={value}"
                                 for key, _, value in pairs)
            if template and "refreshToken" in template:
                template = {**template, "refreshToken": tokens["refreshToken"]}
            headers = {"content-type": "application/json", "x-api-key": "demo-api-key",
                       "authorization": f"Bearer {tokens['accessToken']}"}
            if rng.random() < 0.1:
                headers[rng.choice(list(headers))] = self.header_value(rng)
            if rng.random() < 0.3:
                headers["idempotency-key"] = rng.choice(["k1", "k2", ""])
            if rng.random() < 0.2:
                fault = rng.choice(["status", "delay-ms", "retry-after", "drop", "drop-response", "times"])
                headers[f"x-fault-{fault}"] = self.header_value(rng)
                headers["x-fault-key"] = "fuzz"
            request = Request(method, f"{path}?{query}" if query else path, headers, self.body(rng, template))
            try:
                self.app.faults.plan_for(request)
            except HTTPError as error:
                self.assertEqual(error.status, 400, error.message)
            response = self.app.handle(request)
            if response.status >= 500:
                crashes.append(f"{method} {request.target} {request.body[:100]!r} -> {response.status}")
            if path in ("/v1/auth/logout", "/v1/auth/refresh") and response.status in (200, 204):
                tokens = self.login("fuzz")
        self.assertEqual(crashes, [])


if __name__ == "__main__":
    unittest.main()
