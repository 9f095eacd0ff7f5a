"""Helpers for the sync contract tests: a logged-in client per account and the sync routes as methods."""

from __future__ import annotations

import itertools
from typing import Any
from urllib.parse import quote

from tests.support import Reply, ServerTestCase

PARTIES, PRODUCTS, INVOICES = "sync-parties", "sync-products", "sync-invoices"


class SyncTestCase(ServerTestCase):
    """Every test starts from a reset server with a token for the account ``shop``."""

    def setUp(self) -> None:
        super().setUp()
        self.shop = self.bearer(self.login("shop"))
        self._keys = itertools.count(1)

    def key(self) -> str:
        """A fresh idempotency key."""
        return f"key-{next(self._keys)}"

    def create(self, collection: str, fields: dict[str, Any], key: str | None = None,
               auth: dict[str, str] | None = None) -> Reply:
        """``POST /v1/sync/{collection}`` with ``key`` (a fresh one by default)."""
        headers = {**(auth or self.shop), "Idempotency-Key": key or self.key()}
        return self.request("POST", f"/v1/sync/{collection}", fields, headers=headers)

    def created(self, collection: str, fields: dict[str, Any], auth: dict[str, str] | None = None) -> dict[str, Any]:
        """Create a record and return it, asserting 201."""
        reply = self.create(collection, fields, auth=auth)
        self.assertEqual(reply.status, 201, reply.body)
        return reply.body["record"]

    def update(self, collection: str, record_id: str, fields: dict[str, Any], version: int | str | None,
               key: str | None = None, auth: dict[str, str] | None = None) -> Reply:
        """``PUT /v1/sync/{collection}/{id}`` with ``If-Match: "version"`` (a string is sent as is)."""
        return self.request("PUT", f"/v1/sync/{collection}/{record_id}", fields,
                            headers=self._preconditions(version, key, auth))

    def delete(self, collection: str, record_id: str, version: int | str | None, key: str | None = None,
               auth: dict[str, str] | None = None) -> Reply:
        """``DELETE /v1/sync/{collection}/{id}`` with ``If-Match``."""
        return self.request("DELETE", f"/v1/sync/{collection}/{record_id}",
                            headers=self._preconditions(version, key, auth))

    def get(self, collection: str, record_id: str, auth: dict[str, str] | None = None) -> Reply:
        """``GET /v1/sync/{collection}/{id}``."""
        return self.request("GET", f"/v1/sync/{collection}/{record_id}", headers=auth or self.shop)

    def changes(self, collection: str, since: str | None = None, limit: int | str | None = None,
                auth: dict[str, str] | None = None) -> Reply:
        """``GET /v1/sync/{collection}/changes``."""
        query = "&".join(f"{name}={quote(str(value), safe='')}" for name, value in (("since", since), ("limit", limit))
                         if value is not None)
        return self.request("GET", f"/v1/sync/{collection}/changes" + (f"?{query}" if query else ""),
                            headers=auth or self.shop)

    def all_changes(self, collection: str, since: str | None = None, limit: int = 100,
                    auth: dict[str, str] | None = None) -> tuple[list[dict[str, Any]], str]:
        """Page the change feed until ``hasMore`` is false; returns the changes and the last cursor."""
        seen: list[dict[str, Any]] = []
        while True:
            reply = self.changes(collection, since, limit, auth)
            self.assertEqual(reply.status, 200, reply.body)
            seen.extend(reply.body["changes"])
            since = reply.body["nextCursor"]
            if not reply.body["hasMore"]:
                return seen, since

    def server_records(self, collection: str, account: str = "shop") -> list[dict[str, Any]]:
        """The admin listing of an account's collection."""
        reply = self.request("GET", f"/admin/sync/{collection}?account={account}")
        self.assertEqual(reply.status, 200, reply.body)
        return reply.body["records"]

    def assertFieldErrors(self, reply: Reply, *fields: str) -> None:  # noqa: N802 - unittest style
        """Assert ``reply`` is a 422 ``VALIDATION_FAILED`` naming exactly ``fields``."""
        self.assertError(reply, 422, "VALIDATION_FAILED")
        self.assertEqual([error["field"] for error in reply.body["error"]["fields"]], list(fields))
        for error in reply.body["error"]["fields"]:
            self.assertTrue(error["message"])

    def _preconditions(self, version: int | str | None, key: str | None,
                       auth: dict[str, str] | None) -> dict[str, str]:
        headers = dict(auth or self.shop)
        if version is not None:
            headers["If-Match"] = version if isinstance(version, str) else f'"{version}"'
        if key is not None:
            headers["Idempotency-Key"] = key
        return headers
