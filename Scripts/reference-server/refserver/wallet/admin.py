"""Test-only wallet admin routes (no auth): wallets with a session, issued tokens, key rotation,
transaction status changes and counters."""

from __future__ import annotations

from typing import Any

from ..app import HTTPError, Request, Response, Router
from ..auth import AuthService
from .keys import CURRENCY, ISSUER_KEY_ID
from .state import TRANSACTION_STATUSES, Token, WalletState, minor_units, parse_iso, validation


def routes(auth: AuthService, state: WalletState) -> Router:
    """The ``/admin/wallet/*`` routes."""
    router = Router()

    @router.route("POST", "/admin/wallet/wallets")
    def create_wallet(request: Request) -> Response:
        """``{"walletId", "balance"?: "100.00", "expiresIn"?}`` → the wallet and a session's token pair."""
        body = request.json_object()
        wallet_id = body.get("walletId")
        if not isinstance(wallet_id, str) or not wallet_id:
            raise validation("walletId must be a non-empty string")
        funded = minor_units(body["balance"], "balance") if body.get("balance") not in (None, 0, "0") else 0
        wallet = state.create_wallet(wallet_id, funded)
        pair = auth.login(wallet_id, "demo-password", {k: v for k, v in body.items() if k == "expiresIn"})
        return Response(201, {"walletId": wallet.id, "walletAddress": wallet.address, **pair})

    @router.route("POST", "/admin/wallet/tokens")
    def issue_tokens(request: Request) -> Response:
        """``{"walletId", "amounts": ["25.00", …], "expiresIn"?: seconds, "createdAt"?: unix}`` → signed tokens."""
        body = request.json_object()
        wallet_id, amounts = body.get("walletId"), body.get("amounts")
        if not isinstance(wallet_id, str) or wallet_id not in state.wallets:
            raise HTTPError(404, "RESOURCE_NOT_FOUND", "walletId must name a wallet created by /admin/wallet/wallets")
        if not isinstance(amounts, list) or not 1 <= len(amounts) <= 1000:
            raise validation("amounts must be an array of 1...1000 amounts")
        lifetime = body.get("expiresIn", 30 * 86400)
        created = body.get("createdAt")
        if isinstance(lifetime, bool) or not isinstance(lifetime, int) or not 1 <= lifetime <= 10 * 365 * 86400:
            raise validation("expiresIn must be an integer number of seconds")
        if created is not None and (isinstance(created, bool) or not isinstance(created, int)):
            raise validation("createdAt must be Unix seconds")
        minors = [minor_units(amount, f"amounts[{i}]") for i, amount in enumerate(amounts)]
        with state.lock:
            tokens = [state.issue(wallet_id, minor, lifetime, created) for minor in minors]
        return Response(201, {"tokens": [token.wire() for token in tokens]})

    @router.route("POST", "/admin/wallet/tokens/import")
    def import_tokens(request: Request) -> Response:
        """``{"walletId", "tokens": [wire tokens]}`` → records tokens signed elsewhere with the test issuer key.

        For load tests: issuing thousands of tokens here costs one ``openssl`` run each, so a client
        holding the same test key (``Scripts/wallet-vectors/keys/issuer.pem``) signs them itself. The
        signatures are stored as given (Python's standard library cannot check them).
        """
        body = request.json_object()
        wallet_id, items = body.get("walletId"), body.get("tokens")
        if not isinstance(wallet_id, str) or wallet_id not in state.wallets:
            raise HTTPError(404, "RESOURCE_NOT_FOUND", "walletId must name a wallet created by /admin/wallet/wallets")
        if not isinstance(items, list) or not 1 <= len(items) <= 20000:
            raise validation("tokens must be an array of 1...20000 tokens")
        tokens = []
        for index, item in enumerate(items):
            if not isinstance(item, dict):
                raise validation(f"tokens[{index}] must be an object")
            token_id, signature = item.get("id"), item.get("signature")
            if not isinstance(token_id, str) or not token_id or not isinstance(signature, str) or not signature:
                raise validation(f"tokens[{index}] needs a string id and signature")
            if item.get("ownerId") != wallet_id or item.get("keyId") != ISSUER_KEY_ID or item.get("currency") != CURRENCY:
                raise validation(f"tokens[{index}] must be {CURRENCY}, made out to {wallet_id}, signed by {ISSUER_KEY_ID}")
            created = parse_iso(str(item.get("createdAt")), f"tokens[{index}].createdAt")
            expires = parse_iso(str(item.get("expiresAt")), f"tokens[{index}].expiresAt")
            amount = minor_units(item.get("amount"), f"tokens[{index}].amount")
            tokens.append(Token(token_id, amount, wallet_id, int(created), int(expires), signature))
        with state.lock:
            clash = next((t.id for t in tokens if t.id in state.tokens), None)
            if clash is not None:
                raise HTTPError(409, "VALIDATION_ERROR", f"token {clash} already exists")
            for token in tokens:
                state.tokens[token.id] = token
        return Response(201, {"imported": len(tokens)})

    @router.route("POST", "/admin/wallet/key-database")
    def rotate(request: Request) -> Response:
        """``{"offlineLimits"?: {…}}`` → the next version of the key database, signed again."""
        limits: Any = request.json_object().get("offlineLimits")
        if limits is not None and not isinstance(limits, dict):
            raise validation("offlineLimits must be an object")
        return Response(200, state.rotate_database(limits))

    @router.route("POST", "/admin/wallet/transactions/{transactionId}/status")
    def set_status(request: Request) -> Response:
        """``{"status", "reason"?}``: move a transaction (e.g. back to pending) to test status and sync."""
        body = request.json_object()
        status = body.get("status")
        if status not in TRANSACTION_STATUSES:
            raise validation(f"status must be one of {', '.join(TRANSACTION_STATUSES)}")
        with state.lock:
            tx = state.transactions.get(request.path_params["transactionId"])
            if tx is None:
                raise HTTPError(404, "RESOURCE_NOT_FOUND", "Transaction not found")
            tx.status, tx.updated = status, state.stamp()
            tx.reason = body.get("reason") if isinstance(body.get("reason"), str) else None
            return Response(200, tx.status_report())

    @router.route("GET", "/admin/wallet/counters")
    def counters(request: Request) -> Response:
        """How many offline items were accepted, rejected and replayed, and divisions made."""
        with state.lock:
            return Response(200, dict(state.counters))

    @router.route("GET", "/admin/wallet/tokens/{tokenId}")
    def token_state(request: Request) -> Response:
        """One token's server-side status (``active``, ``spent``, ``divided``) and where it went."""
        with state.lock:
            token = state.token(request.path_params["tokenId"])
            return Response(200, {**token.wire(), "status": token.status, "spentBy": token.spent_by})

    return router
