"""The wallet API routes: auth, wallet, tokens, transactions, security.

A bearer token's subject is the caller's wallet id. Auth failures answer 401
``AUTHENTICATION_REQUIRED``; other wallets' data 403 ``AUTHORIZATION_FAILED``; bad input 400
``VALIDATION_ERROR``. Every POST honours ``Idempotency-Key`` (per wallet): a resend returns the
first answer, a different body under the key is 422 ``IDEMPOTENCY_KEY_REUSED``.
"""

from __future__ import annotations

import math
import time
from typing import Any, Callable

from ..app import HTTPError, Request, Response, Router
from ..auth import AuthService, Principal
from ..idempotency import IdempotencyCache
from ..stats import Stats
from .state import (EVENT_TYPES, SEVERITIES, TRANSACTION_STATUSES, TRANSACTION_TYPES, Transaction, WalletState,
                    amount_number, iso, minor_units, parse_iso, validation)

_CHALLENGE = {"WWW-Authenticate": 'Bearer error="invalid_token"'}


def _string(body: dict[str, Any], name: str) -> str:
    value = body.get(name)
    if not isinstance(value, str) or not value:
        raise validation(f"{name} must be a non-empty string")
    return value


def _integer(query: dict[str, str], name: str, default: int, low: int, high: int) -> int:
    text = query.get(name)
    if text is None:
        return default
    if not text.isascii() or not text.isdigit() or not low <= int(text) <= high:
        raise validation(f"{name} must be an integer in {low}...{high}, got {text[:20]!r}")
    return int(text)


def _choice(query: dict[str, str], name: str, choices: tuple[str, ...]) -> str | None:
    value = query.get(name)
    if value is not None and value not in choices:
        raise validation(f"{name} must be one of {', '.join(choices)}, got {value[:40]!r}")
    return value


def routes(prefix: str, auth: AuthService, state: WalletState, idempotency: IdempotencyCache,
           stats: Stats) -> Router:
    """Every wallet route under ``prefix``."""
    router = Router()

    def caller(request: Request) -> Principal:
        try:
            return auth.authenticate(request)
        except HTTPError as error:
            raise HTTPError(401, "AUTHENTICATION_REQUIRED", error.message, dict(_CHALLENGE)) from error

    def once(request: Request, principal: Principal, operation: Callable[[], Response]) -> Response:
        return idempotency.run(request, f"wallet:{principal.sub}", operation)

    # MARK: - Auth

    @router.route("POST", f"{prefix}/auth/refresh")
    def refresh(request: Request) -> Response:
        stats.increment("walletRefreshCalls")
        body = request.json_object()
        try:
            return Response(200, auth.refresh(_string(body, "refreshToken"), body))
        except HTTPError as error:
            if error.code == "INVALID_GRANT":
                raise HTTPError(401, "AUTHENTICATION_REQUIRED", error.message) from error
            raise

    @router.route("GET", f"{prefix}/auth/validate-session")
    def validate_session(request: Request) -> Response:
        principal = caller(request)
        return Response(200, {"valid": True, "userId": principal.sub, "walletId": principal.sub,
                              "expiresAt": iso(principal.expires_at)})

    @router.route("POST", f"{prefix}/auth/logout")
    def logout(request: Request) -> Response:
        principal = caller(request)
        _string(request.json_object(), "refreshToken")
        auth.logout(principal)
        return Response(200, {"success": True, "message": "Logged out; tokens invalidated"})

    # MARK: - Wallet

    @router.route("GET", f"{prefix}/wallet/history")
    def history(request: Request) -> Response:
        principal = caller(request)
        query = request.query
        page = _integer(query, "page", 1, 1, 1_000_000)
        limit = _integer(query, "limit", 20, 1, 100)
        kind = _choice(query, "type", TRANSACTION_TYPES)
        status = _choice(query, "status", TRANSACTION_STATUSES)
        start = parse_iso(query["startDate"], "startDate") if "startDate" in query else -math.inf
        end = parse_iso(query["endDate"], "endDate") if "endDate" in query else math.inf
        with state.lock:
            rows = [tx for tx in state.transactions.values()
                    if principal.sub in (tx.sender, tx.receiver) and (kind is None or tx.type == kind)
                    and (status is None or tx.status == status) and start <= tx.timestamp <= end]
        rows.sort(key=lambda tx: (tx.timestamp, tx.updated), reverse=True)
        total = len(rows)
        chunk = rows[(page - 1) * limit:page * limit]
        return Response(200, {"transactions": [tx.wire() for tx in chunk],
                              "pagination": {"page": page, "limit": limit, "total": total,
                                             "totalPages": (total + limit - 1) // limit}})

    @router.route("GET", f"{prefix}/wallet/{{walletId}}/balance")
    def balance(request: Request) -> Response:
        principal = caller(request)
        wallet_id = request.path_params["walletId"]
        if wallet_id != principal.sub:
            raise HTTPError(403, "AUTHORIZATION_FAILED", "Balance of another wallet")
        return Response(200, state.balance(wallet_id))

    # MARK: - Tokens

    @router.route("POST", f"{prefix}/tokens/validate")
    def validate(request: Request) -> Response:
        principal = caller(request)
        body = request.json_object()
        token_id, signature = _string(body, "tokenId"), _string(body, "signature")
        amount = minor_units(body.get("amount"), "amount")
        with state.lock:
            token = state.token(token_id)
            details = {"signatureValid": signature == token.signature and amount == token.amount,
                       "notExpired": time.time() < token.expires_at, "notSpent": token.status == "active",
                       "ownershipValid": token.owner == principal.sub}
            wire = {"id": token.id, "amount": amount_number(token.amount), "ownerId": token.owner,
                    "signature": token.signature, "isSpent": token.status != "active",
                    "expiresAt": iso(token.expires_at), "createdAt": iso(token.created_at)}
        return Response(200, {"valid": all(details.values()), "token": wire, "validationDetails": details})

    @router.route("POST", f"{prefix}/tokens/divide")
    def divide(request: Request) -> Response:
        principal = caller(request)
        body = request.json_object()

        def run() -> Response:
            token_id, signature = _string(body, "tokenId"), _string(body, "signature")
            payment = minor_units(body.get("paymentAmount"), "paymentAmount")
            with state.lock:
                token = state.token(token_id)
                state.spendable(token, principal.sub)
                if signature != token.signature:
                    raise HTTPError(400, "INVALID_SIGNATURE", f"signature does not match token {token_id}")
                if payment > token.amount:
                    raise HTTPError(422, "INSUFFICIENT_BALANCE", f"payment exceeds token {token_id}")
                token.status, token.spent_by = "divided", "division"
                pay = state.issue(principal.sub, payment, token.expires_at - int(time.time()))
                change = (state.issue(principal.sub, token.amount - payment, token.expires_at - int(time.time()))
                          if payment < token.amount else None)
                state.counters["divisions"] += 1
                return Response(200, {
                    "originalToken": {"id": token.id, "amount": amount_number(token.amount), "status": "divided"},
                    "paymentToken": pay.wire(), "changeToken": change.wire() if change else None})

        return once(request, principal, run)

    @router.route("GET", f"{prefix}/tokens/public-keys")
    def public_keys(request: Request) -> Response:
        caller(request)
        return Response(200, {"success": True, "data": state.database()})

    # MARK: - Transactions

    @router.route("POST", f"{prefix}/transactions/submit")
    def submit(request: Request) -> Response:
        principal = caller(request)
        body = request.json_object()

        def run() -> Response:
            kind = body.get("type")
            if kind not in TRANSACTION_TYPES:
                raise validation(f"type must be one of {', '.join(TRANSACTION_TYPES)}")
            sender, receiver = _string(body, "senderId"), _string(body, "receiverId")
            _string(body, "senderSignature")
            amount = minor_units(body.get("amount"), "amount")
            token_ids = body.get("tokenIds", [])
            if not isinstance(token_ids, list) or not all(isinstance(t, str) and t for t in token_ids):
                raise validation("tokenIds must be an array of token ids")
            if sender != principal.sub:
                raise HTTPError(403, "AUTHORIZATION_FAILED", "senderId must be the signed-in wallet")
            with state.lock:
                state.wallet(sender)
                tokens = [state.token(t) for t in token_ids]
                for token in tokens:
                    state.spendable(token, sender)
                if tokens and sum(t.amount for t in tokens) != amount:
                    raise validation("amount must equal the sum of the tokens")
                if not tokens:
                    available = _amount_of(state.balance(sender)["balances"]["blockchain"]["amount"])
                    if amount > available:
                        raise HTTPError(422, "INSUFFICIENT_BALANCE", "Insufficient balance for this transaction")
                stamp = state.stamp()
                tx = Transaction(state.next_id("tx"), kind, sender, receiver, amount, "completed", stamp / 1000,
                                 stamp, list(token_ids), stamp / 1000)
                for token in tokens:
                    token.status, token.spent_by = "spent", tx.id
                state.transactions[tx.id] = tx
                return Response(201, {"transactionId": tx.id, "status": tx.status,
                                      "blockchainTxHash": tx.tx_hash, "timestamp": iso(tx.timestamp, True)})

        return once(request, principal, run)

    @router.route("GET", f"{prefix}/transactions/sync")
    def sync(request: Request) -> Response:
        principal = caller(request)
        query = request.query
        limit = _integer(query, "limit", 50, 1, 500)
        cursor = (math.floor(parse_iso(query["lastSyncTimestamp"], "lastSyncTimestamp") * 1000 + 0.5)
                  if "lastSyncTimestamp" in query else -1)
        with state.lock:
            rows = sorted((tx for tx in state.transactions.values()
                           if principal.sub in (tx.sender, tx.receiver) and tx.updated > cursor),
                          key=lambda tx: tx.updated)
        chunk = rows[:limit]
        last = chunk[-1].updated if chunk else max(cursor, 0)
        return Response(200, {"transactions": [tx.wire() for tx in chunk], "lastSyncTimestamp": iso(last / 1000, True),
                              "totalCount": len(rows), "hasMore": len(rows) > limit})

    @router.route("GET", f"{prefix}/transactions/{{transactionId}}/status")
    def status(request: Request) -> Response:
        principal = caller(request)
        with state.lock:
            tx = state.transactions.get(request.path_params["transactionId"])
            if tx is None or principal.sub not in (tx.sender, tx.receiver):
                raise HTTPError(404, "RESOURCE_NOT_FOUND", "Transaction not found")
            return Response(200, tx.status_report())

    @router.route("POST", f"{prefix}/transactions/sync-offline")
    def sync_offline(request: Request) -> Response:
        principal = caller(request)
        body = request.json_object()

        def run() -> Response:
            items = body.get("transactions")
            if not isinstance(items, list) or not items or len(items) > 500:
                raise validation("transactions must be an array of 1...500 offline transactions")
            # A batch refused as a whole applies none of its items: every item is checked first.
            for index, item in enumerate(items):
                if not isinstance(item, dict) or not isinstance(item.get("id"), str) or not item["id"]:
                    raise validation(f"transactions[{index}] must be an object with a string id")
            with state.lock:
                results = [_offline(state, principal.sub, item, index) for index, item in enumerate(items)]
            accepted = sum(1 for r in results if r["status"] == "accepted")
            return Response(200, {"results": results, "syncedCount": accepted, "failedCount": len(results) - accepted})

        return once(request, principal, run)

    # MARK: - Security

    @router.route("GET", f"{prefix}/security/mobile/status")
    def security_status(request: Request) -> Response:
        principal = caller(request)
        with state.lock:
            wallet = state.create_wallet(principal.sub, 0)
            events = list(wallet.events)
        penalty = {"low": 2, "medium": 5, "high": 15, "critical": 40}
        score = max(0, 100 - sum(penalty[e["severity"]] for e in events))
        alerts = [{"id": f"alert-{e['eventId']}", "type": "error" if e["severity"] == "critical" else "warning",
                   "message": e["description"], "timestamp": e["recordedAt"]}
                  for e in events if e["severity"] in ("high", "critical")]
        overall = "critical" if any(e["severity"] == "critical" for e in events) else (
            "warning" if alerts else "healthy")
        return Response(200, {"overallStatus": overall, "securityScore": score, "alerts": alerts,
                              "recommendations": _recommendations(events),
                              "lastSecurityScan": iso(time.time())})

    @router.route("POST", f"{prefix}/security/events")
    def report_event(request: Request) -> Response:
        principal = caller(request)
        body = request.json_object()

        def run() -> Response:
            kind, severity = body.get("eventType"), body.get("severity")
            if kind not in EVENT_TYPES:
                raise validation(f"eventType must be one of {', '.join(EVENT_TYPES)}")
            if severity not in SEVERITIES:
                raise validation(f"severity must be one of {', '.join(SEVERITIES)}")
            description = _string(body, "description")
            metadata = body.get("metadata")
            if metadata is not None and not isinstance(metadata, dict):
                raise validation("metadata must be an object")
            with state.lock:
                wallet = state.create_wallet(principal.sub, 0)
                event = {"eventId": state.next_id("evt"), "eventType": kind, "severity": severity,
                         "description": description, "metadata": metadata, "recordedAt": iso(time.time())}
                wallet.events.append(event)
            return Response(201, {"eventId": event["eventId"], "recordedAt": event["recordedAt"]})

        return once(request, principal, run)

    @router.route("GET", f"{prefix}/security/recommendations")
    def recommendations(request: Request) -> Response:
        principal = caller(request)
        with state.lock:
            events = list(state.create_wallet(principal.sub, 0).events)
        return Response(200, {"recommendations": _recommendations(events)})

    return router


def _amount_of(number: int | float) -> int:
    return minor_units(number, "amount") if number else 0


_ADVICE = {
    "double_spend_attempt": ("high", "Sync before accepting more tokens",
                             "A token was presented twice; sync so every device knows it is spent."),
    "clock_rollback": ("high", "Restore automatic time", "The device clock moved backwards; offline limits hold."),
    "invalid_signature": ("medium", "Refresh the key database", "A token failed verification; fetch the keys."),
    "key_database_downgrade": ("high", "Refresh the key database", "An older key database was offered."),
    "device_integrity": ("high", "Check the device", "The device's integrity check failed."),
    "suspicious_activity": ("medium", "Review recent activity", "Unusual activity was reported."),
    "performance_issue": ("low", "Check the connection", "Requests to the wallet service were slow."),
}


def _recommendations(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The standing advice, then one recommendation per kind of event reported."""
    result = [{"id": "rec-biometrics", "priority": "medium", "title": "Enable biometric authentication",
               "description": "Use Face ID or Touch ID to protect the wallet."}]
    for kind in sorted({e["eventType"] for e in events}):
        priority, title, description = _ADVICE[kind]
        result.append({"id": f"rec-{kind}", "priority": priority, "title": title, "description": description})
    return result


def _offline(state: WalletState, sender: str, item: dict[str, Any], index: int) -> dict[str, Any]:
    """Apply one offline transaction with a string id (caller holds the lock); a resent id gets its first result."""
    key = (sender, item["id"])
    if key in state.offline_results:
        state.counters["offlineReplayed"] += 1
        return state.offline_results[key]

    def rejected(code: str, reason: str) -> dict[str, Any]:
        state.counters["offlineRejected"] += 1
        result = {"transactionId": item["id"], "status": "rejected", "errorCode": code, "reason": reason}
        state.offline_results[key] = result
        return result

    try:
        if item.get("senderId") != sender:
            return rejected("AUTHORIZATION_FAILED", "senderId must be the signed-in wallet")
        receiver = _string(item, "receiverId")
        _string(item, "signature")
        amount = minor_units(item.get("amount"), f"transactions[{index}].amount")
        timestamp = parse_iso(_string(item, "timestamp"), f"transactions[{index}].timestamp")
        token_ids = item.get("tokenIds")
        if not isinstance(token_ids, list) or not token_ids or not all(isinstance(t, str) for t in token_ids):
            return rejected("VALIDATION_ERROR", "tokenIds must be a non-empty array of token ids")
    except HTTPError as error:
        return rejected(error.code, error.message)
    tokens = []
    for token_id in token_ids:
        token = state.tokens.get(token_id)
        if token is None:
            return rejected("RESOURCE_NOT_FOUND", f"token {token_id} is unknown")
        if token.status != "active" or token_ids.count(token_id) > 1:
            return rejected("DOUBLE_SPENDING_DETECTED", f"token {token_id} was spent in {token.spent_by or 'this batch'}")
        if token.owner != sender:
            return rejected("AUTHORIZATION_FAILED", f"token {token_id} belongs to another wallet")
        if time.time() >= token.expires_at:
            return rejected("TOKEN_EXPIRED", f"token {token_id} has expired")
        tokens.append(token)
    if sum(t.amount for t in tokens) != amount:
        return rejected("VALIDATION_ERROR", "amount must equal the sum of the tokens")
    stamp = state.stamp()
    tx = Transaction(state.next_id("tx"), "offline_transfer", sender, receiver, amount, "completed", timestamp,
                     stamp, list(token_ids), stamp / 1000)
    for token in tokens:
        token.status, token.spent_by = "spent", tx.id
    state.transactions[tx.id] = tx
    state.counters["offlineAccepted"] += 1
    result = {"transactionId": item["id"], "status": "accepted", "serverTransactionId": tx.id}
    state.offline_results[key] = result
    return result


