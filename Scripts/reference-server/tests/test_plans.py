"""Plans: purchases kept per user (the one signed last wins), restored on another device, replayed under their
idempotency key, and the remote configuration signed with the test key and never rolled back by accident."""

import base64
import json
import os
import subprocess
import tempfile

from tests.support import ServerTestCase

from refserver.plans.routes import CONFIG_DOMAIN, CONFIG_KEY


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jws(original: str, signed: int, product: str = "org.sharedcore.pro.monthly", alg: str = "ES256") -> str:
    """A JWS-shaped string (the reference server does not check signatures)."""
    header = b64url(json.dumps({"alg": alg, "x5c": ["AA==", "AA==", "AA=="]}).encode())
    payload = b64url(json.dumps({"originalTransactionId": original, "signedDate": signed, "productId": product})
                     .encode())
    return f"{header}.{payload}.{b64url(bytes(64))}"


class PlansTransactionsTests(ServerTestCase):
    def upload(self, tokens, transactions, renewals=(), key=None):
        headers = self.bearer(tokens)
        if key:
            headers["Idempotency-Key"] = key
        return self.request("POST", "/v1/plans/transactions",
                            {"signedTransactions": list(transactions), "signedRenewalInfo": list(renewals)}, headers)

    def test_keeps_the_data_signed_last_per_original_transaction(self) -> None:
        tokens = self.login()
        first, later = jws("A", 1_000), jws("A", 2_000)
        self.assertEqual(self.upload(tokens, [later]).body["signedTransactions"], [later])
        reply = self.upload(tokens, [first, jws("B", 5)], [jws("A", 3)])
        self.assertEqual(reply.status, 200)
        self.assertEqual(reply.body, {"signedTransactions": [later, jws("B", 5)], "signedRenewalInfo": [jws("A", 3)]})

    def test_restores_purchases_on_another_device_and_keeps_users_apart(self) -> None:
        tokens = self.login()
        self.upload(tokens, [jws("A", 1)])
        self.assertEqual(self.request("GET", "/v1/plans/transactions", headers=self.bearer(self.login())).body,
                         {"signedTransactions": [jws("A", 1)], "signedRenewalInfo": []})
        other = self.login("someone-else")
        self.assertEqual(self.request("GET", "/v1/plans/transactions", headers=self.bearer(other)).body,
                         {"signedTransactions": [], "signedRenewalInfo": []})

    def test_replays_an_upload_under_its_key_and_refuses_the_key_for_another(self) -> None:
        tokens = self.login()
        first = self.upload(tokens, [jws("A", 1)], key="k-1")
        replay = self.upload(tokens, [jws("A", 1)], key="k-1")
        self.assertEqual((replay.status, replay.body), (200, first.body))
        self.assertEqual(replay.header("idempotent-replayed"), "true")
        self.assertError(self.upload(tokens, [jws("B", 1)], key="k-1"), 422, "IDEMPOTENCY_KEY_REUSED")

    def test_refuses_what_is_not_an_es256_jws_and_names_it(self) -> None:
        tokens = self.login()
        for bad in ["not-a-jws", jws("A", 1, alg="none"), "a.b.c", 42]:
            reply = self.upload(tokens, [jws("B", 1), bad])
            self.assertError(reply, 422, "VALIDATION_ERROR")
            self.assertIn("signedTransactions[1]", reply.body["error"]["message"])
        self.assertEqual(self.request("GET", "/v1/plans/transactions", headers=self.bearer(tokens)).body,
                         {"signedTransactions": [], "signedRenewalInfo": []})

    def test_needs_a_bearer_token(self) -> None:
        self.assertError(self.request("GET", "/v1/plans/transactions"), 401, "UNAUTHORIZED")


class PlansRemoteConfigTests(ServerTestCase):
    def config(self):
        return self.request("GET", "/v1/plans/remote-config", headers=self.bearer(self.login()))

    def test_signs_the_configuration_with_the_test_key(self) -> None:
        reply = self.config()
        self.assertEqual(reply.status, 200)
        payload = base64.urlsafe_b64decode(reply.body["payload"] + "==")
        self.assertEqual(json.loads(payload)["version"], 1)
        raw = base64.urlsafe_b64decode(reply.body["signature"] + "==")
        self.assertEqual(len(raw), 64)
        r, s = int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")

        def integer(value: int) -> bytes:
            data = value.to_bytes(33, "big").lstrip(b"\x00")
            data = b"\x00" + data if data[0] & 0x80 else data
            return bytes([2, len(data)]) + data

        body = integer(r) + integer(s)
        der = bytes([0x30, len(body)]) + body
        with tempfile.TemporaryDirectory() as directory:
            paths = {name: os.path.join(directory, name) for name in ("pub.pem", "msg", "sig")}
            subprocess.run(["openssl", "pkey", "-in", CONFIG_KEY, "-pubout", "-out", paths["pub.pem"]], check=True,
                           capture_output=True)
            with open(paths["msg"], "wb") as handle:
                handle.write(CONFIG_DOMAIN.encode() + b"\n" + payload)
            with open(paths["sig"], "wb") as handle:
                handle.write(der)
            result = subprocess.run(["openssl", "dgst", "-sha256", "-verify", paths["pub.pem"], "-signature",
                                     paths["sig"], paths["msg"]], capture_output=True)
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)

    def test_versions_only_grow_unless_forced(self) -> None:
        document = {"version": 2, "issuedAt": 1, "maxAgeSeconds": 60, "flags": {}, "parameters": {}, "experiments": []}
        self.assertEqual(self.request("PUT", "/admin/plans/remote-config", {"config": document}).status, 200)
        self.assertEqual(json.loads(base64.urlsafe_b64decode(self.config().body["payload"] + "=="))["version"], 2)
        self.assertError(self.request("PUT", "/admin/plans/remote-config", {"config": {**document, "version": 1}}),
                         409, "VERSION_NOT_NEWER")
        forced = self.request("PUT", "/admin/plans/remote-config", {"config": {**document, "version": 1}, "force": True})
        self.assertEqual(forced.status, 200)
