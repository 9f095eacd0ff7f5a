"""The offline wallet routes: auth, balance, history, signed tokens, transactions, security."""

from __future__ import annotations

import base64
import http.client
import json
import os
import subprocess
import tempfile
from typing import Any

from refserver.wallet import keys as wallet_keys
from refserver.wallet.keys import walletsign
from tests.support import Reply, ServerTestCase

P = "/wallet-api"
# DER SubjectPublicKeyInfo prefix of an uncompressed P-256 point (RFC 5480).
SPKI_PREFIX = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200")


def b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def der_integer(value: int) -> bytes:
    data = value.to_bytes((value.bit_length() + 8) // 8 or 1, "big")
    return b"\x02" + bytes([len(data)]) + data


def openssl_verifies(point: bytes, message: bytes, signature: str) -> bool:
    """Verify a wallet signature (base64url r || s) of ``message`` with ``openssl dgst -verify``."""
    raw = b64url_decode(signature)
    if len(raw) != 64:
        return False
    body = der_integer(int.from_bytes(raw[:32], "big")) + der_integer(int.from_bytes(raw[32:], "big"))
    with tempfile.TemporaryDirectory() as folder:
        paths = {name: os.path.join(folder, name) for name in ("key.der", "sig.der", "msg")}
        for name, data in (("key.der", SPKI_PREFIX + point), ("sig.der", b"\x30" + bytes([len(body)]) + body),
                           ("msg", message)):
            with open(paths[name], "wb") as handle:
                handle.write(data)
        result = subprocess.run(["openssl", "dgst", "-sha256", "-keyform", "DER", "-verify", paths["key.der"],
                                 "-signature", paths["sig.der"], paths["msg"]], capture_output=True)
        return result.returncode == 0


class WalletTestCase(ServerTestCase):
    def wallet(self, wallet_id: str = "wallet-123", balance: str = "1000.00") -> dict[str, Any]:
        reply = self.request("POST", "/admin/wallet/wallets", {"walletId": wallet_id, "balance": balance})
        self.assertEqual(reply.status, 201, reply.body)
        return reply.body

    def issue(self, wallet_id: str, *amounts: str, **extra: Any) -> list[dict[str, Any]]:
        reply = self.request("POST", "/admin/wallet/tokens", {"walletId": wallet_id, "amounts": list(amounts), **extra})
        self.assertEqual(reply.status, 201, reply.body)
        return reply.body["tokens"]

    def call(self, method: str, path: str, session: dict[str, Any], body: Any = None, **headers: str) -> Reply:
        return self.request(method, P + path, body, headers={**self.bearer(session), **headers})

    def offline(self, op_id: str, sender: str, tokens: list[dict[str, Any]], receiver: str = "merchant-7") -> dict:
        total = sum(round(t["amount"] * 100) for t in tokens)
        return {"id": op_id, "senderId": sender, "receiverId": receiver, "amount": total / 100,
                "tokenIds": [t["id"] for t in tokens], "signature": "sig", "timestamp": "2026-11-24T12:00:00Z"}


class WalletAuthTests(WalletTestCase):
    def test_refresh_rotates_and_a_reused_token_revokes_the_session(self) -> None:
        session = self.wallet()
        reply = self.request("POST", P + "/auth/refresh", {"refreshToken": session["refreshToken"]})
        self.assertEqual(reply.status, 200, reply.body)
        self.assertNotEqual(reply.body["refreshToken"], session["refreshToken"])
        newer = self.request("POST", P + "/auth/refresh", {"refreshToken": reply.body["refreshToken"]}).body
        reused = self.request("POST", P + "/auth/refresh", {"refreshToken": session["refreshToken"]})
        self.assertError(reused, 401, "AUTHENTICATION_REQUIRED")
        self.assertError(self.call("GET", "/auth/validate-session", newer), 401, "AUTHENTICATION_REQUIRED")

    def test_validate_session_names_the_wallet(self) -> None:
        session = self.wallet()
        reply = self.call("GET", "/auth/validate-session", session)
        self.assertEqual(reply.status, 200)
        self.assertEqual((reply.body["valid"], reply.body["walletId"]), (True, "wallet-123"))
        self.assertError(self.request("GET", P + "/auth/validate-session"), 401, "AUTHENTICATION_REQUIRED")

    def test_logout_invalidates_access_and_refresh_tokens(self) -> None:
        session = self.wallet()
        reply = self.call("POST", "/auth/logout", session, {"refreshToken": session["refreshToken"]})
        self.assertEqual((reply.status, reply.body["success"]), (200, True))
        self.assertError(self.call("GET", "/auth/validate-session", session), 401, "AUTHENTICATION_REQUIRED")
        again = self.request("POST", P + "/auth/refresh", {"refreshToken": session["refreshToken"]})
        self.assertError(again, 401, "AUTHENTICATION_REQUIRED")

    def test_tokens_of_the_generic_backend_are_refused(self) -> None:
        generic = self.login()
        self.assertError(self.call("GET", "/auth/validate-session", generic), 401, "AUTHENTICATION_REQUIRED")


class WalletBalanceHistoryTests(WalletTestCase):
    def test_balance_is_derived_from_funding_tokens_and_transactions(self) -> None:
        session = self.wallet(balance="1250.75")
        self.issue("wallet-123", "100.00", "0.50")
        body = self.call("GET", "/wallet/wallet-123/balance", session).body
        self.assertEqual(body["balances"]["blockchain"]["amount"], 1250.75)
        self.assertEqual((body["balances"]["offline"]["amount"], body["balances"]["offline"]["tokenCount"]), (100.5, 2))
        self.assertEqual(body["totalBalance"], 1351.25)
        self.assertEqual(body["balances"]["pending"], {"amount": 0, "transactionCount": 0})
        self.assertError(self.call("GET", "/wallet/other/balance", session), 403, "AUTHORIZATION_FAILED")

    def test_history_pages_and_filters(self) -> None:
        session = self.wallet()
        for index in range(5):
            self.call("POST", "/transactions/submit", session,
                      {"type": "online_transfer", "senderId": "wallet-123", "receiverId": f"r-{index}",
                       "amount": 1.25, "tokenIds": [], "senderSignature": "s"})
        page = self.call("GET", "/wallet/history?page=2&limit=2", session).body
        self.assertEqual(page["pagination"], {"page": 2, "limit": 2, "total": 5, "totalPages": 3})
        self.assertEqual([t["receiverId"] for t in page["transactions"]], ["r-2", "r-1"])
        none = self.call("GET", "/wallet/history?type=token_purchase", session).body
        self.assertEqual(none["pagination"]["total"], 0)
        done = self.call("GET", "/wallet/history?status=completed&startDate=2000-01-01T00:00:00Z", session).body
        self.assertEqual(done["pagination"]["total"], 5)
        past = self.call("GET", "/wallet/history?endDate=2000-01-01T00:00:00Z", session).body
        self.assertEqual(past["pagination"]["total"], 0)
        for query in ("page=0", "limit=101", "type=gift", "status=lost", "startDate=yesterday"):
            self.assertError(self.call("GET", f"/wallet/history?{query}", session), 400, "VALIDATION_ERROR")


class WalletTokenTests(WalletTestCase):
    def test_issued_tokens_and_the_key_database_verify_with_openssl(self) -> None:
        session = self.wallet()
        token = self.issue("wallet-123", "25.50")[0]
        database = self.call("GET", "/tokens/public-keys", session).body["data"]
        issuer = base64.b64decode(database["issuerKeys"][wallet_keys.ISSUER_KEY_ID]["publicKey"])
        signing = walletsign.token_signing_input({**token, "amount": "25.50"})
        self.assertTrue(openssl_verifies(issuer, signing, token["signature"]))
        tampered = walletsign.token_signing_input({**token, "amount": "26.50"})
        self.assertFalse(openssl_verifies(issuer, tampered, token["signature"]))
        self.assertLessEqual(int.from_bytes(b64url_decode(token["signature"])[32:], "big"), walletsign.P256_N // 2)
        limits = {k: f"{v:.2f}" if k != "maxOfflineSeconds" else v for k, v in database["offlineLimits"].items()}
        database_input = walletsign.database_signing_input({**database, "offlineLimits": limits}, "INR")
        anchor = walletsign.public_point(wallet_keys.key_path("anchor"))
        self.assertTrue(openssl_verifies(anchor, database_input, database["signature"]))
        self.assertIn("wallet-123", database["publicKeys"])

    def test_the_key_database_version_increases_on_rotation(self) -> None:
        session = self.wallet()
        first = self.call("GET", "/tokens/public-keys", session).body["data"]
        rotated = self.request("POST", "/admin/wallet/key-database",
                               {"offlineLimits": {"maxOfflineTotal": "50.00"}}).body
        second = self.call("GET", "/tokens/public-keys", session).body["data"]
        self.assertEqual((int(first["version"]) + 1, rotated["version"]), (int(second["version"]), second["version"]))
        self.assertEqual(second["offlineLimits"]["maxOfflineTotal"], 50)
        self.assertNotEqual(first["signature"], second["signature"])

    def test_validate_reports_each_detail(self) -> None:
        session = self.wallet()
        self.wallet("wallet-456")
        token = self.issue("wallet-123", "25.00")[0]
        body = {"tokenId": token["id"], "signature": token["signature"], "amount": 25.0}
        reply = self.call("POST", "/tokens/validate", session, body).body
        self.assertTrue(reply["valid"])
        self.assertEqual(reply["token"]["amount"], 25)
        wrong = self.call("POST", "/tokens/validate", session, {**body, "amount": 26}).body
        self.assertEqual((wrong["valid"], wrong["validationDetails"]["signatureValid"]), (False, False))
        other = self.issue("wallet-456", "5.00")[0]
        foreign = self.call("POST", "/tokens/validate", session,
                            {"tokenId": other["id"], "signature": other["signature"], "amount": 5}).body
        self.assertFalse(foreign["validationDetails"]["ownershipValid"])
        missing = self.call("POST", "/tokens/validate", session, {**body, "tokenId": "tok-none"})
        self.assertError(missing, 404, "RESOURCE_NOT_FOUND")
        self.assertError(self.call("POST", "/tokens/validate", session, {**body, "amount": 1.234}), 400,
                         "VALIDATION_ERROR")

    def test_divide_signs_payment_and_change_and_spends_the_original_once(self) -> None:
        session = self.wallet()
        token = self.issue("wallet-123", "100.00")[0]
        body = {"tokenId": token["id"], "paymentAmount": 62.5, "signature": token["signature"]}
        reply = self.call("POST", "/tokens/divide", session, body, **{"Idempotency-Key": "div-1"})
        self.assertEqual(reply.status, 200, reply.body)
        self.assertEqual(reply.body["originalToken"], {"id": token["id"], "amount": 100, "status": "divided"})
        self.assertEqual((reply.body["paymentToken"]["amount"], reply.body["changeToken"]["amount"]), (62.5, 37.5))
        issuer = walletsign.public_point(wallet_keys.key_path("issuer"))
        for part in ("paymentToken", "changeToken"):
            new = reply.body[part]
            text = f"{round(new['amount'] * 100) // 100}.{round(new['amount'] * 100) % 100:02d}"
            self.assertTrue(openssl_verifies(issuer, walletsign.token_signing_input({**new, "amount": text}),
                                             new["signature"]))
        replay = self.call("POST", "/tokens/divide", session, body, **{"Idempotency-Key": "div-1"})
        self.assertEqual((replay.body, replay.header("idempotent-replayed")), (reply.body, "true"))
        self.assertError(self.call("POST", "/tokens/divide", session, body), 409, "TOKEN_ALREADY_SPENT")
        self.assertEqual(self.request("GET", "/admin/wallet/counters").body["divisions"], 1)
        balance = self.call("GET", "/wallet/wallet-123/balance", session).body
        self.assertEqual(balance["balances"]["offline"]["amount"], 100)


class WalletTransactionTests(WalletTestCase):
    def test_submit_spends_tokens_once_and_reports_status(self) -> None:
        session = self.wallet()
        token = self.issue("wallet-123", "10.00")[0]
        body = {"type": "offline_transfer", "senderId": "wallet-123", "receiverId": "m", "amount": 10,
                "tokenIds": [token["id"]], "senderSignature": "s"}
        first = self.call("POST", "/transactions/submit", session, body, **{"Idempotency-Key": "k1"})
        self.assertEqual((first.status, first.body["status"]), (201, "completed"))
        again = self.call("POST", "/transactions/submit", session, body, **{"Idempotency-Key": "k1"})
        self.assertEqual(again.body, first.body)
        self.assertError(self.call("POST", "/transactions/submit", session, body), 409, "TOKEN_ALREADY_SPENT")
        reused = self.call("POST", "/transactions/submit", session, {**body, "amount": 9},
                           **{"Idempotency-Key": "k1"})
        self.assertError(reused, 422, "IDEMPOTENCY_KEY_REUSED")
        status = self.call("GET", f"/transactions/{first.body['transactionId']}/status", session).body
        self.assertEqual((status["status"], status["blockchainTxHash"]), ("completed", first.body["blockchainTxHash"]))
        self.assertError(self.call("GET", "/transactions/tx-999/status", session), 404, "RESOURCE_NOT_FOUND")
        too_much = {**body, "type": "online_transfer", "tokenIds": [], "amount": 5000}
        self.assertError(self.call("POST", "/transactions/submit", session, too_much), 422, "INSUFFICIENT_BALANCE")

    def test_sync_pages_with_the_cursor_until_done(self) -> None:
        session = self.wallet()
        for index in range(7):
            self.call("POST", "/transactions/submit", session,
                      {"type": "online_transfer", "senderId": "wallet-123", "receiverId": f"r-{index}",
                       "amount": 1, "tokenIds": [], "senderSignature": "s"})
        seen, cursor, pages = [], None, 0
        while True:
            query = "limit=3" + (f"&lastSyncTimestamp={cursor}" if cursor else "")
            page = self.call("GET", f"/transactions/sync?{query}", session).body
            seen += [t["receiverId"] for t in page["transactions"]]
            cursor, pages = page["lastSyncTimestamp"], pages + 1
            if not page["hasMore"]:
                break
        self.assertEqual((seen, pages), ([f"r-{i}" for i in range(7)], 3))
        changed = self.call("GET", "/transactions", session)
        self.assertEqual(changed.status, 404)
        tx_id = self.call("GET", "/wallet/history?limit=1", session).body["transactions"][0]["id"]
        self.request("POST", f"/admin/wallet/transactions/{tx_id}/status", {"status": "failed", "reason": "reorg"})
        later = self.call("GET", f"/transactions/sync?lastSyncTimestamp={cursor}", session).body
        self.assertEqual([(t["id"], t["status"]) for t in later["transactions"]], [(tx_id, "failed")])

    def test_sync_offline_accepts_rejects_and_replays_without_double_counting(self) -> None:
        session = self.wallet()
        tokens = self.issue("wallet-123", "10.00", "20.00", "5.00")
        batch = {"transactions": [self.offline("off-1", "wallet-123", tokens[:1]),
                                  self.offline("off-2", "wallet-123", tokens[1:2]),
                                  self.offline("off-3", "wallet-123", tokens[:1])]}
        reply = self.call("POST", "/transactions/sync-offline", session, batch).body
        self.assertEqual([r["status"] for r in reply["results"]], ["accepted", "accepted", "rejected"])
        self.assertEqual(reply["results"][2]["errorCode"], "DOUBLE_SPENDING_DETECTED")
        self.assertEqual((reply["syncedCount"], reply["failedCount"]), (2, 1))
        again = self.call("POST", "/transactions/sync-offline", session, batch).body
        self.assertEqual(again, reply)
        counters = self.request("GET", "/admin/wallet/counters").body
        self.assertEqual((counters["offlineAccepted"], counters["offlineReplayed"]), (2, 3))
        balance = self.call("GET", "/wallet/wallet-123/balance", session).body["balances"]["offline"]
        self.assertEqual((balance["amount"], balance["tokenCount"]), (5, 1))

    def test_a_batch_refused_as_a_whole_applies_none_of_its_items(self) -> None:
        session = self.wallet()
        tokens = self.issue("wallet-123", "10.00", "20.00")
        batch = {"transactions": [self.offline("off-1", "wallet-123", tokens[:1]),
                                  self.offline("off-2", "wallet-123", tokens[1:]), {"id": 7}]}
        self.assertError(self.call("POST", "/transactions/sync-offline", session, batch), 400, "VALIDATION_ERROR")
        counters = self.request("GET", "/admin/wallet/counters").body
        self.assertEqual((counters["offlineAccepted"], counters["offlineRejected"]), (0, 0))
        for token in tokens:
            self.assertEqual(self.request("GET", f"/admin/wallet/tokens/{token['id']}").body["status"], "active")
        fixed = {"transactions": batch["transactions"][:2]}
        reply = self.call("POST", "/transactions/sync-offline", session, fixed).body
        self.assertEqual([r["status"] for r in reply["results"]], ["accepted", "accepted"])

    def test_every_answer_carries_the_servers_date(self) -> None:
        session = self.wallet()
        for path in ("/auth/validate-session", "/tokens/public-keys"):
            date = self.call("GET", path, session).header("Date")
            self.assertIsNotNone(date, path)
            self.assertRegex(date or "", r"^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$")

    def test_imported_tokens_are_spendable_once_and_malformed_ones_are_refused(self) -> None:
        session = self.wallet()
        model = self.issue("wallet-123", "1.00")[0]
        tokens = [{**model, "id": f"tok-imported-{i}", "amount": amount} for i, amount in enumerate((2.5, 7))]
        reply = self.request("POST", "/admin/wallet/tokens/import", {"walletId": "wallet-123", "tokens": tokens})
        self.assertEqual((reply.status, reply.body), (201, {"imported": 2}))
        clash = self.request("POST", "/admin/wallet/tokens/import", {"walletId": "wallet-123", "tokens": tokens[:1]})
        self.assertEqual(clash.status, 409)
        stranger = {**model, "id": "tok-imported-x", "ownerId": "wallet-999"}
        refused = self.request("POST", "/admin/wallet/tokens/import", {"walletId": "wallet-123", "tokens": [stranger]})
        self.assertEqual((refused.status, refused.body["error"]["code"]), (400, "VALIDATION_ERROR"))
        batch = {"transactions": [self.offline("imp-1", "wallet-123", tokens[:1]),
                                  self.offline("imp-2", "wallet-123", tokens[:1])]}
        results = self.call("POST", "/transactions/sync-offline", session, batch).body["results"]
        self.assertEqual([r["status"] for r in results], ["accepted", "rejected"])
        balance = self.call("GET", "/wallet/wallet-123/balance", session).body["balances"]["offline"]
        self.assertEqual((balance["amount"], balance["tokenCount"]), (8, 2))

    def test_a_dropped_offline_response_is_recorded_and_the_resend_answered_the_same(self) -> None:
        session = self.wallet()
        tokens = self.issue("wallet-123", "10.00")
        batch = {"transactions": [self.offline("off-9", "wallet-123", tokens)]}
        host, port = self.server.server_address[:2]
        connection = http.client.HTTPConnection(host, port, timeout=10)
        connection.request("POST", P + "/transactions/sync-offline", json.dumps(batch),
                           {**self.bearer(session), "X-Fault-Drop-Response": "1", "Content-Type": "application/json"})
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionError)):
            connection.getresponse()
        connection.close()
        reply = self.call("POST", "/transactions/sync-offline", session, batch).body
        self.assertEqual(reply["results"][0]["status"], "accepted")
        self.assertEqual(self.request("GET", "/admin/wallet/counters").body["offlineAccepted"], 1)
        history = self.call("GET", "/wallet/history", session).body
        self.assertEqual(history["pagination"]["total"], 1)


class WalletSecurityTests(WalletTestCase):
    def test_events_shape_the_status_and_recommendations(self) -> None:
        session = self.wallet()
        healthy = self.call("GET", "/security/mobile/status", session).body
        self.assertEqual((healthy["overallStatus"], healthy["securityScore"], healthy["alerts"]), ("healthy", 100, []))
        event = {"eventType": "double_spend_attempt", "severity": "high", "description": "token presented twice",
                 "metadata": {"tokenId": "tok-1"}}
        receipt = self.call("POST", "/security/events", session, event, **{"Idempotency-Key": "e1"})
        self.assertEqual(receipt.status, 201)
        replay = self.call("POST", "/security/events", session, event, **{"Idempotency-Key": "e1"})
        self.assertEqual(replay.body["eventId"], receipt.body["eventId"])
        status = self.call("GET", "/security/mobile/status", session).body
        self.assertEqual((status["overallStatus"], status["securityScore"], len(status["alerts"])), ("warning", 85, 1))
        ids = [r["id"] for r in self.call("GET", "/security/recommendations", session).body["recommendations"]]
        self.assertEqual(ids, ["rec-biometrics", "rec-double_spend_attempt"])
        for bad in ({**event, "eventType": "x"}, {**event, "severity": "x"}, {**event, "description": ""}):
            self.assertError(self.call("POST", "/security/events", session, bad), 400, "VALIDATION_ERROR")

    def test_faults_apply_to_wallet_routes(self) -> None:
        session = self.wallet()
        reply = self.call("GET", "/security/recommendations", session, **{"X-Fault-Status": "503"})
        self.assertError(reply, 503, "INJECTED_FAULT")
