"""Scripts/wallet-vectors/walletsign.py: the canonical signing input, low-S signatures that openssl
itself verifies, and the committed vectors still matching the signer's encoding."""

import base64
import json
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "Scripts" / "wallet-vectors"))
import walletsign  # noqa: E402

KEYS = ROOT / "Scripts" / "wallet-vectors" / "keys"
VECTORS = ROOT / "Tests" / "WalletFeatureTests" / "Fixtures" / "tokens" / "vectors.json"

TOKEN = {
    "id": "tok-1", "amount": "12.30", "currency": "INR", "ownerId": "wallet-123", "keyId": "issuer-2026-a",
    "createdAt": "2026-11-20T10:00:00Z", "expiresAt": "2026-12-20T10:00:00Z",
}


class WalletSignTests(unittest.TestCase):
    def test_signing_input_is_length_prefixed_in_a_fixed_order(self):
        self.assertEqual(
            walletsign.token_signing_input(TOKEN),
            b"22:wallet-offline-token/1\n5:tok-1\n4:1230\n3:INR\n10:wallet-123\n13:issuer-2026-a\n"
            b"10:1795168800\n10:1797760800\n",
        )

    def test_fields_that_would_run_together_stay_apart(self):
        first = dict(TOKEN, id="a\n1:b", ownerId="c")
        second = dict(TOKEN, id="a", ownerId="b\n1:c")
        self.assertNotEqual(walletsign.token_signing_input(first), walletsign.token_signing_input(second))

    def test_amounts_in_minor_units_refuse_extra_precision(self):
        self.assertEqual(walletsign.minor_units("12.3", 2), 1230)
        self.assertEqual(walletsign.minor_units("-0.05", 2), -5)
        self.assertEqual(walletsign.minor_units("7", 0), 7)
        with self.assertRaises(ValueError):
            walletsign.minor_units("1.005", 2)

    def test_signatures_are_low_s_and_verify_with_openssl(self):
        message = walletsign.token_signing_input(TOKEN)
        key = str(KEYS / "issuer.pem")
        for _ in range(8):
            raw = base64.urlsafe_b64decode(walletsign.sign(key, message) + "==")
            self.assertEqual(len(raw), 64)
            r, s = int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")
            self.assertLessEqual(s, walletsign.P256_N // 2)
            self.assertTrue(self.openssl_verifies(key, message, r, s))
            self.assertTrue(self.openssl_verifies(key, message, r, walletsign.P256_N - s), "openssl accepts high S")

    def test_committed_vectors_match_the_signer(self):
        document = json.loads(VECTORS.read_text(encoding="utf-8"))
        valid = next(vector["token"] for vector in document["vectors"] if vector["name"] == "valid")
        token = dict(valid, amount=f"{valid['amount']:.2f}")
        self.assertEqual(
            base64.b64decode(document["validSigningInputBase64"]), walletsign.token_signing_input(token))
        raw = base64.urlsafe_b64decode(valid["signature"] + "==")
        r, s = int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big")
        self.assertTrue(self.openssl_verifies(str(KEYS / "issuer.pem"), walletsign.token_signing_input(token), r, s))

    @staticmethod
    def openssl_verifies(key, message, r, s):
        def integer(value):
            body = value.to_bytes(33, "big").lstrip(b"\x00")
            if body[0] & 0x80:
                body = b"\x00" + body
            return b"\x02" + bytes([len(body)]) + body

        content = integer(r) + integer(s)
        der = b"\x30" + bytes([len(content)]) + content
        with tempfile.TemporaryDirectory() as folder:
            folder = Path(folder)
            (folder / "message").write_bytes(message)
            (folder / "signature").write_bytes(der)
            public = subprocess.run(["openssl", "ec", "-in", key, "-pubout"], check=True, capture_output=True).stdout
            (folder / "public.pem").write_bytes(public)
            result = subprocess.run(
                ["openssl", "dgst", "-sha256", "-verify", str(folder / "public.pem"), "-signature",
                 str(folder / "signature"), str(folder / "message")],
                capture_output=True,
            )
            return result.returncode == 0


if __name__ == "__main__":
    unittest.main()
