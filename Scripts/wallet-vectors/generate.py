#!/usr/bin/env python3
"""Generates WalletFeature's offline-token test vectors with the `openssl` command-line tool.

Usage: Scripts/wallet-vectors/generate.py [output.json]
(default: Tests/WalletFeatureTests/Fixtures/tokens/vectors.json)

The keys under `keys/` are test keys, used for nothing else: the trust anchor that signs the key
database, the issuer that signs tokens, and another key for "signed by someone else". Missing keys
are generated. ECDSA signatures are randomised, so each run writes different (equally valid)
signatures; the committed fixture is one run's output.
"""

import base64
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import walletsign  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_OUTPUT = os.path.join(ROOT, "Tests", "WalletFeatureTests", "Fixtures", "tokens", "vectors.json")

CURRENCY = "INR"
WALLET = "wallet-123"
NOW = "2026-11-24T12:00:00Z"
ISSUER_KEY_ID = "issuer-2026-a"


def key_path(name):
    path = os.path.join(HERE, "keys", f"{name}.pem")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        walletsign.generate_key(path)
    return path


def b64(data):
    return base64.b64encode(data).decode("ascii")


def database(version, issuer_point, bad_point, anchor, max_token="500.00"):
    body = {
        "publicKeys": {
            WALLET: {
                "publicKey": b64(issuer_point),
                "walletAddress": "0x9f2c4a7e1b3d5f60718293a4b5c6d7e8f9012345",
                "lastUpdated": "2026-11-01T00:00:00Z",
            }
        },
        "otmPublicKey": b64(issuer_point),
        "version": version,
        "issuerKeys": {
            ISSUER_KEY_ID: {
                "publicKey": b64(issuer_point),
                "validFrom": "2026-01-01T00:00:00Z",
                "validUntil": "2027-01-01T00:00:00Z",
            },
            "issuer-bad-point": {
                "publicKey": b64(bad_point),
                "validFrom": "2026-01-01T00:00:00Z",
                "validUntil": "2027-01-01T00:00:00Z",
            },
            "issuer-2025": {
                "publicKey": b64(issuer_point),
                "validFrom": "2025-01-01T00:00:00Z",
                "validUntil": "2026-01-01T00:00:00Z",
            },
        },
        "offlineLimits": {"maxTokenAmount": max_token, "maxOfflineTotal": "2000.00", "maxOfflineSeconds": 259200},
    }
    body["signature"] = walletsign.sign(anchor, walletsign.database_signing_input(body, CURRENCY))
    for name in ("maxTokenAmount", "maxOfflineTotal"):
        body["offlineLimits"][name] = float(body["offlineLimits"][name])
    return body


def token(issuer, serial, amount="250.00", owner=WALLET, key_id=ISSUER_KEY_ID,
          created="2026-11-20T10:00:00Z", expires="2026-12-20T10:00:00Z"):
    body = {
        "id": serial, "amount": amount, "currency": CURRENCY, "ownerId": owner, "keyId": key_id,
        "createdAt": created, "expiresAt": expires,
    }
    body["signature"] = walletsign.sign(issuer, walletsign.token_signing_input(body))
    return body


def numeric(body):
    copy = dict(body)
    copy["amount"] = float(copy["amount"])
    return copy


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    anchor, issuer, other = key_path("anchor"), key_path("issuer"), key_path("other")
    issuer_point = walletsign.public_point(issuer)
    bad_point = issuer_point[:-1] + bytes([issuer_point[-1] ^ 0x01])

    vectors = []

    def add(name, body, expected):
        vectors.append({"name": name, "token": numeric(body), "expected": expected})

    valid = token(issuer, "tok-valid")
    add("valid", valid, "accepted")

    tampered_amount = dict(valid, id="tok-valid", amount="260.00")
    add("tampered amount", tampered_amount, "invalidSignature")

    tampered_owner = dict(valid, ownerId="wallet-666")
    add("tampered owner", tampered_owner, "invalidSignature")

    tampered_expiry = dict(valid, expiresAt="2036-12-20T10:00:00Z")
    add("tampered expiry", tampered_expiry, "invalidSignature")

    add("expired", token(issuer, "tok-expired", expires="2026-11-24T11:59:59Z"), "expired")
    add("not yet valid", token(issuer, "tok-future", created="2026-11-25T12:00:00Z"), "notYetValid")
    add("unknown key", token(other, "tok-unknown-key", key_id="issuer-retired"), "unknownKey")
    add("wrong curve point", token(issuer, "tok-bad-point", key_id="issuer-bad-point"), "invalidIssuerKey")
    add("key outside its validity window", token(issuer, "tok-old-key", key_id="issuer-2025"), "keyNotValid")
    add("signed by another key", token(other, "tok-other-key"), "invalidSignature")
    add("made out to another wallet", token(issuer, "tok-other-owner", owner="wallet-999"), "wrongOwner")
    add("above the per-token limit", token(issuer, "tok-over-limit", amount="500.01"), "amountAboveLimit")
    add("at the per-token limit", token(issuer, "tok-at-limit", amount="500.00"), "accepted")
    add("zero amount", token(issuer, "tok-zero", amount="0.00"), "nonPositiveAmount")

    raw = base64.urlsafe_b64decode(valid["signature"] + "==")
    r, s = int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")
    high_s = walletsign.b64url(walletsign.raw_signature(r, walletsign.P256_N - s))
    add("high-S signature (malleated)", dict(valid, signature=high_s), "nonCanonicalSignature")

    der = walletsign.der_signature(issuer, walletsign.token_signing_input(valid))
    add("DER signature", dict(valid, signature=walletsign.b64url(der)), "nonCanonicalSignature")
    add("truncated signature", dict(valid, signature=walletsign.b64url(raw[:63])), "nonCanonicalSignature")
    add("signature not base64url", dict(valid, signature="not/base64+url!"), "nonCanonicalSignature")

    # Valid tokens for the double-spend guard's tests: small ones for random sequences, large ones
    # that reach the offline total.
    pool = [numeric(token(issuer, f"tok-pool-{index:03d}", amount=f"{(index * 7) % 29 + 1}.{(index * 13) % 100:02d}"))
            for index in range(1, 41)]
    big = [numeric(token(issuer, f"tok-big-{index}", amount="450.00")) for index in range(1, 6)]

    # Divisions the backend would answer for payments smaller than a pool token: the payment token
    # goes to the merchant, the change token comes back to this wallet.
    divisions = []
    for index, payment in ((1, "5.00"), (2, "0.01"), (3, "10.00")):
        original = next(item for item in pool if item["id"] == f"tok-pool-{index:03d}")
        total = walletsign.minor_units(f"{original['amount']:.2f}", 2)
        change = total - walletsign.minor_units(payment, 2)
        change_text = f"{change // 100}.{change % 100:02d}"
        divisions.append({
            "originalToken": {"id": original["id"], "amount": original["amount"], "status": "divided"},
            "paymentToken": numeric(token(issuer, f"tok-pay-{index:03d}", amount=payment, owner="merchant-7",
                                          created="2026-11-24T12:00:00Z")),
            "changeToken": numeric(token(issuer, f"tok-change-{index:03d}", amount=change_text,
                                         created="2026-11-24T12:00:00Z")),
        })

    current = database("7", issuer_point, bad_point, anchor)
    older = database("6", issuer_point, bad_point, anchor)
    tampered = dict(current, offlineLimits=dict(current["offlineLimits"], maxTokenAmount=5000.0))
    document = {
        "comment": "Generated by Scripts/wallet-vectors/generate.py with openssl; test keys only.",
        "currency": CURRENCY,
        "wallet": WALLET,
        "now": NOW,
        "anchorPublicKey": b64(walletsign.public_point(anchor)),
        "keyDatabase": current,
        "olderKeyDatabase": older,
        "tamperedKeyDatabase": tampered,
        "validSigningInputBase64": b64(walletsign.token_signing_input(valid)),
        "keyDatabaseSigningInputBase64": b64(walletsign.database_signing_input(
            dict(current, offlineLimits={"maxTokenAmount": "500.00", "maxOfflineTotal": "2000.00",
                                         "maxOfflineSeconds": 259200}), CURRENCY)),
        "vectors": vectors,
        "pool": pool,
        "bigPool": big,
        "divisions": divisions,
    }
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w", encoding="utf-8") as handle:
        json.dump(document, handle, indent=2, sort_keys=True)
        handle.write("\n")
    print(f"wrote {len(vectors)} vectors to {output}")


if __name__ == "__main__":
    main()
