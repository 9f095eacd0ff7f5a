"""Every wallet's money, tokens, transactions and security events, in memory behind one lock.

Amounts are integer minor units (paise) inside; the wire carries JSON numbers with at most two
fraction digits. Balances are derived from tokens and transactions, never kept as counters.
"""

from __future__ import annotations

import hashlib
import threading
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from decimal import Decimal, InvalidOperation
from typing import Any

from ..app import HTTPError
from .keys import CURRENCY, DIGITS, ISSUER_KEY_ID, WalletKeys

TRANSACTION_TYPES = ("offline_transfer", "online_transfer", "token_purchase", "token_redemption")
TRANSACTION_STATUSES = ("pending", "processing", "completed", "failed", "cancelled")
EVENT_TYPES = ("performance_issue", "suspicious_activity", "invalid_signature", "double_spend_attempt",
               "clock_rollback", "key_database_downgrade", "device_integrity")
SEVERITIES = ("low", "medium", "high", "critical")
#: Default lifetime of an issued offline token (30 days).
TOKEN_LIFETIME = 30 * 24 * 3600
#: The offline limits signed into the key database.
DEFAULT_LIMITS = {"maxTokenAmount": "500.00", "maxOfflineTotal": "2000.00", "maxOfflineSeconds": 259200}


def iso(seconds: float, milliseconds: bool = False) -> str:
    """ISO 8601 in UTC with ``Z``; whole seconds unless ``milliseconds``."""
    moment = datetime.fromtimestamp(seconds, timezone.utc)
    text = moment.isoformat(timespec="milliseconds" if milliseconds else "seconds")
    return text.replace("+00:00", "Z")


def parse_iso(text: str, name: str) -> float:
    """Seconds since the epoch of an ISO 8601 date-time with a zone; else 400 ``VALIDATION_ERROR``."""
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise validation(f"{name} must be an ISO 8601 date-time, got {text[:60]!r}") from None
    if moment.tzinfo is None:
        raise validation(f"{name} must carry a time zone, got {text[:60]!r}")
    return moment.timestamp()


def validation(message: str) -> HTTPError:
    """A 400 ``VALIDATION_ERROR``."""
    return HTTPError(400, "VALIDATION_ERROR", message)


def minor_units(value: Any, name: str) -> int:
    """An amount (JSON number or decimal string) in minor units: positive, at most two fraction digits."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise validation(f"{name} must be a number")
    try:
        amount = Decimal(repr(value) if isinstance(value, float) else str(value))
    except InvalidOperation:
        raise validation(f"{name} must be a number, got {str(value)[:40]!r}") from None
    if not amount.is_finite() or amount <= 0:
        raise validation(f"{name} must be positive")
    scaled = amount.scaleb(DIGITS)
    if scaled != scaled.to_integral_value() or scaled > 10**15:
        raise validation(f"{name} {value} has more than {DIGITS} fraction digits or is too large")
    return int(scaled)


def amount_text(minor: int) -> str:
    """Minor units as a decimal string with two fraction digits (the signing input's form)."""
    sign = "-" if minor < 0 else ""
    return f"{sign}{abs(minor) // 100}.{abs(minor) % 100:02d}"


def amount_number(minor: int) -> int | float:
    """Minor units as the JSON number of the wire (exact: at most two fraction digits)."""
    return minor // 100 if minor % 100 == 0 else float(amount_text(minor))


@dataclass
class Token:
    """An issued offline token; ``status`` is ``active``, ``spent`` or ``divided``."""

    id: str
    amount: int
    owner: str
    created_at: int
    expires_at: int
    signature: str = ""
    status: str = "active"
    spent_by: str | None = None

    def signing_fields(self) -> dict[str, Any]:
        return {"id": self.id, "amount": amount_text(self.amount), "currency": CURRENCY, "ownerId": self.owner,
                "keyId": ISSUER_KEY_ID, "createdAt": iso(self.created_at), "expiresAt": iso(self.expires_at)}

    def wire(self) -> dict[str, Any]:
        return {**self.signing_fields(), "amount": amount_number(self.amount), "signature": self.signature}


@dataclass
class Transaction:
    """A transaction between wallets; ``updated`` (ms, unique) orders the sync feed."""

    id: str
    type: str
    sender: str
    receiver: str
    amount: int
    status: str
    timestamp: float
    updated: int
    token_ids: list[str] = field(default_factory=list)
    completed_at: float | None = None
    reason: str | None = None

    @property
    def tx_hash(self) -> str | None:
        if self.status != "completed":
            return None
        return "0x" + hashlib.sha256(self.id.encode()).hexdigest()

    def wire(self) -> dict[str, Any]:
        body: dict[str, Any] = {"id": self.id, "type": self.type, "senderId": self.sender,
                                "receiverId": self.receiver, "amount": amount_number(self.amount),
                                "status": self.status, "timestamp": iso(self.timestamp, True)}
        if self.tx_hash:
            body["blockchainTxHash"] = self.tx_hash
        if self.completed_at is not None:
            body["completedAt"] = iso(self.completed_at, True)
        return body

    def status_report(self) -> dict[str, Any]:
        body: dict[str, Any] = {"transactionId": self.id, "status": self.status,
                                "confirmations": 12 if self.status == "completed" else 0,
                                "updatedAt": iso(self.updated / 1000, True)}
        if self.tx_hash:
            body["blockchainTxHash"] = self.tx_hash
        if self.reason:
            body["reason"] = self.reason
        return body


@dataclass
class Wallet:
    """A wallet: its address, its funding, and its security events."""

    id: str
    address: str
    funded: int
    created_at: float
    events: list[dict[str, Any]] = field(default_factory=list)


class WalletState:
    """The whole backend's data; every method takes the lock, so each is atomic."""

    def __init__(self, keys: WalletKeys) -> None:
        self.keys = keys
        self.lock = threading.RLock()
        self.reset()

    def reset(self) -> None:
        with getattr(self, "lock", threading.RLock()):
            self.wallets: dict[str, Wallet] = {}
            self.tokens: dict[str, Token] = {}
            self.transactions: dict[str, Transaction] = {}
            #: (sender, offline transaction id) → the result first answered, replayed on resend.
            self.offline_results: dict[tuple[str, str], dict[str, Any]] = {}
            self.counters = {"offlineAccepted": 0, "offlineRejected": 0, "offlineReplayed": 0, "divisions": 0}
            self._last_stamp = 0
            self._sequence = 0
            self.limits = dict(DEFAULT_LIMITS)
            self.key_version = 1
            self.key_valid_from = int(time.time()) // 86400 * 86400 - 86400
            self._database: dict[str, Any] | None = None  # signed on first use

    # MARK: - Clock and ids

    def stamp(self) -> int:
        """A unique, increasing millisecond timestamp (orders the sync feed without ties)."""
        self._last_stamp = max(int(time.time() * 1000), self._last_stamp + 1)
        return self._last_stamp

    def next_id(self, prefix: str) -> str:
        self._sequence += 1
        return f"{prefix}-{self._sequence}"

    # MARK: - Wallets

    def create_wallet(self, wallet_id: str, funded: int) -> Wallet:
        with self.lock:
            wallet = self.wallets.get(wallet_id)
            if wallet is None:
                address = "0x" + hashlib.sha256(wallet_id.encode()).hexdigest()[:40]
                wallet = Wallet(wallet_id, address, funded, time.time())
                self.wallets[wallet_id] = wallet
            return wallet

    def wallet(self, wallet_id: str) -> Wallet:
        wallet = self.wallets.get(wallet_id)
        if wallet is None:
            raise HTTPError(404, "RESOURCE_NOT_FOUND", f"Wallet {wallet_id} not found")
        return wallet

    def balance(self, wallet_id: str) -> dict[str, Any]:
        """Derived: funding ± completed transactions; offline = active tokens; pending = open sends."""
        with self.lock:
            wallet = self.wallet(wallet_id)
            blockchain = wallet.funded
            pending, pending_count, updated = 0, 0, wallet.created_at
            for tx in self.transactions.values():
                if wallet_id not in (tx.sender, tx.receiver):
                    continue
                updated = max(updated, tx.updated / 1000)
                if tx.status == "completed":
                    if tx.receiver == wallet_id and tx.type != "token_purchase":
                        blockchain += tx.amount
                    if tx.sender == wallet_id and not tx.token_ids:
                        blockchain -= tx.amount
                elif tx.status in ("pending", "processing") and tx.sender == wallet_id:
                    pending += tx.amount
                    pending_count += 1
            active = [t for t in self.tokens.values() if t.owner == wallet_id and t.status == "active"]
            offline = sum(t.amount for t in active)
            token_updated = max((t.created_at for t in active), default=wallet.created_at)
            return {
                "walletId": wallet_id, "walletAddress": wallet.address,
                "balances": {
                    "blockchain": {"amount": amount_number(blockchain), "currency": CURRENCY,
                                   "lastUpdated": iso(updated, True)},
                    "offline": {"amount": amount_number(offline), "tokenCount": len(active),
                                "lastUpdated": iso(token_updated)},
                    "pending": {"amount": amount_number(pending), "transactionCount": pending_count},
                },
                "totalBalance": amount_number(blockchain + offline),
            }

    # MARK: - Tokens

    def issue(self, owner: str, amount: int, lifetime: int = TOKEN_LIFETIME, created_at: int | None = None) -> Token:
        """Sign and record a new token owned by ``owner`` (caller holds the lock)."""
        now = int(time.time()) if created_at is None else created_at
        token = Token("tok-" + uuid.uuid4().hex[:16], amount, owner, now, now + lifetime)
        token.signature = self.keys.sign_token(token.signing_fields())
        self.tokens[token.id] = token
        return token

    def token(self, token_id: str) -> Token:
        token = self.tokens.get(token_id)
        if token is None:
            raise HTTPError(404, "RESOURCE_NOT_FOUND", f"Token {token_id} not found")
        return token

    def spendable(self, token: Token, owner: str) -> None:
        """Raise the error that refuses spending ``token`` by ``owner``, if any."""
        if token.owner != owner:
            raise HTTPError(403, "AUTHORIZATION_FAILED", f"Token {token.id} belongs to another wallet")
        if token.status != "active":
            where = f" in {token.spent_by}" if token.spent_by else ""
            raise HTTPError(409, "TOKEN_ALREADY_SPENT", f"Token {token.id} was already {token.status}{where}")
        if time.time() >= token.expires_at:
            raise HTTPError(410, "TOKEN_EXPIRED", f"Token {token.id} expired at {iso(token.expires_at)}")

    # MARK: - Key database

    def _signed_database(self) -> dict[str, Any]:
        point = self.keys.b64(self.keys.issuer_point)
        signed = {
            "version": str(self.key_version), "otmPublicKey": point, "offlineLimits": self.limits,
            "issuerKeys": {ISSUER_KEY_ID: {"publicKey": point, "validFrom": iso(self.key_valid_from),
                                           "validUntil": iso(self.key_valid_from + 400 * 86400)}},
        }
        signature = self.keys.sign_database(signed)
        limits = {"maxTokenAmount": amount_number(minor_units(self.limits["maxTokenAmount"], "maxTokenAmount")),
                  "maxOfflineTotal": amount_number(minor_units(self.limits["maxOfflineTotal"], "maxOfflineTotal")),
                  "maxOfflineSeconds": self.limits["maxOfflineSeconds"]}
        return {**signed, "offlineLimits": limits, "signature": signature}

    def rotate_database(self, limits: dict[str, Any] | None) -> dict[str, Any]:
        """A new version of the key database, optionally with new limits, signed again."""
        with self.lock:
            if limits:
                self.limits = {**self.limits, **limits}
            self.key_version += 1
            self._database = None
            return self.database()

    def database(self) -> dict[str, Any]:
        with self.lock:
            if self._database is None:
                self._database = self._signed_database()
            point = self.keys.b64(self.keys.issuer_point)
            keys = {wallet.id: {"publicKey": point, "walletAddress": wallet.address,
                                "lastUpdated": iso(wallet.created_at)} for wallet in self.wallets.values()}
            return {"publicKeys": keys, **self._database}
