#!/usr/bin/env python3
"""Generates ecdsa-p256.json: ECDSA P-256 / SHA-256 test vectors for SystemCryptoECDSATests.

Run with Python 3 and the `cryptography` package; the output is committed, so tests never need it.
Each case has the public key as an uncompressed X9.63 point and as DER SubjectPublicKeyInfo,
the message, and the signature as DER and as raw r||s (32-byte big-endian each).
"""
import json
from pathlib import Path

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature

MESSAGES = [b"", b"abc", b"SharedCore ECDSA P-256 fixture", bytes(range(256)) * 4]


def case(message: bytes) -> dict:
    private_key = ec.generate_private_key(ec.SECP256R1())
    public_key = private_key.public_key()
    der = private_key.sign(message, ec.ECDSA(hashes.SHA256()))
    r, s = decode_dss_signature(der)
    return {
        "publicKeyX963": public_key.public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint).hex(),
        "publicKeySPKI": public_key.public_bytes(
            serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo).hex(),
        "message": message.hex(),
        "signatureDER": der.hex(),
        "signatureRaw": (r.to_bytes(32, "big") + s.to_bytes(32, "big")).hex(),
    }


if __name__ == "__main__":
    output = Path(__file__).with_name("ecdsa-p256.json")
    output.write_text(json.dumps([case(m) for m in MESSAGES], indent=2) + "\n")
