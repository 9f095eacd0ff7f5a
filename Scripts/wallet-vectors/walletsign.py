"""Offline token signing for WalletFeature: the canonical signing input and ECDSA P-256 signatures.

Python's standard library has no ECDSA, so signing runs the `openssl` command-line tool
(`openssl dgst -sha256 -sign key.pem`) and converts its DER signature to the wallet's encoding.
The test vectors use this module, and the reference server can use it to issue tokens.

Canonical signing input (version 1): a domain line followed by fields in a fixed order, each
written as `<UTF-8 byte length in decimal>:<bytes>\\n`. The length prefix makes the encoding
unambiguous (no two different tokens share an input, whatever their fields contain).

  token:    "wallet-offline-token/1", id, amount in minor units (decimal integer), currency code,
            ownerId, keyId, createdAt, expiresAt (Unix seconds, decimal integers)
  database: "wallet-key-database/1", version, otmPublicKey, maxTokenAmount and maxOfflineTotal
            (minor units), currency code, maxOfflineSeconds, the number of issuer keys, then per
            issuer key in ascending UTF-8 byte order of its id: id, publicKey, validFrom, validUntil

Signature encoding: base64url without padding of `r || s`, each 32 bytes big-endian, with
s <= n/2 (low S). A verifier refuses a high-S signature (the malleated twin of a valid one) and
any other length (a DER signature included).
"""

import base64
import subprocess
import tempfile
from datetime import datetime, timezone

# The order of the P-256 group.
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551

TOKEN_DOMAIN = "wallet-offline-token/1"
DATABASE_DOMAIN = "wallet-key-database/1"


def field(value):
    data = value.encode("utf-8") if isinstance(value, str) else value
    return str(len(data)).encode("ascii") + b":" + data + b"\n"


def unix_seconds(iso_text):
    return int(datetime.strptime(iso_text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc).timestamp())


def minor_units(amount_text, digits):
    whole, _, fraction = amount_text.partition(".")
    if len(fraction) > digits:
        raise ValueError(f"{amount_text} has more than {digits} fraction digits")
    sign = -1 if whole.startswith("-") else 1
    whole = whole.lstrip("+-") or "0"
    return sign * (int(whole) * 10**digits + int((fraction + "0" * digits)[:digits] or "0"))


def token_signing_input(token, digits=2):
    parts = [
        TOKEN_DOMAIN,
        token["id"],
        str(minor_units(token["amount"], digits)),
        token["currency"],
        token["ownerId"],
        token["keyId"],
        str(unix_seconds(token["createdAt"])),
        str(unix_seconds(token["expiresAt"])),
    ]
    return b"".join(field(part) for part in parts)


def database_signing_input(database, currency, digits=2):
    limits = database["offlineLimits"]
    keys = database["issuerKeys"]
    parts = [
        DATABASE_DOMAIN,
        database["version"],
        database["otmPublicKey"],
        str(minor_units(limits["maxTokenAmount"], digits)),
        str(minor_units(limits["maxOfflineTotal"], digits)),
        currency,
        str(limits["maxOfflineSeconds"]),
        str(len(keys)),
    ]
    for key_id in sorted(keys, key=lambda text: text.encode("utf-8")):
        key = keys[key_id]
        parts += [key_id, key["publicKey"], str(unix_seconds(key["validFrom"])), str(unix_seconds(key["validUntil"]))]
    return b"".join(field(part) for part in parts)


def generate_key(path):
    subprocess.run(["openssl", "ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", path], check=True)


def public_point(private_key_path):
    """The uncompressed point `04 || X || Y` (65 bytes): the tail of the DER SubjectPublicKeyInfo."""
    der = subprocess.run(
        ["openssl", "ec", "-in", private_key_path, "-pubout", "-outform", "DER"],
        check=True, capture_output=True,
    ).stdout
    return der[-65:]


def der_signature(private_key_path, message):
    with tempfile.NamedTemporaryFile() as handle:
        handle.write(message)
        handle.flush()
        return subprocess.run(
            ["openssl", "dgst", "-sha256", "-sign", private_key_path, handle.name],
            check=True, capture_output=True,
        ).stdout


def der_to_rs(der):
    """Reads `SEQUENCE { INTEGER r, INTEGER s }` (short-form lengths: P-256 signatures are short)."""
    if der[0] != 0x30:
        raise ValueError("not a DER sequence")
    index = 2
    values = []
    for _ in range(2):
        if der[index] != 0x02:
            raise ValueError("not a DER integer")
        length = der[index + 1]
        values.append(int.from_bytes(der[index + 2:index + 2 + length], "big"))
        index += 2 + length
    return values[0], values[1]


def raw_signature(r, s):
    return r.to_bytes(32, "big") + s.to_bytes(32, "big")


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def sign(private_key_path, message):
    """The wallet encoding of a signature of `message`: base64url of low-S `r || s`."""
    r, s = der_to_rs(der_signature(private_key_path, message))
    if s > P256_N // 2:
        s = P256_N - s
    return b64url(raw_signature(r, s))
