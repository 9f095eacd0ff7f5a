"""Companies: whose records a sync request reads and writes.

A request naming a company in ``X-Company-ID`` works on that company's records, shared by its
members; one without the header works on the caller's own records. The first caller to name an
unknown company becomes its owner; the owner invites other users by their ``sub``; anyone else is
refused with 403 ``COMPANY_FORBIDDEN``.
"""

from __future__ import annotations

import re

from ..app import HTTPError, Request, Response, Router
from ..auth import AuthService
from ..store import Store

SCHEMA = (
    """CREATE TABLE IF NOT EXISTS sync_companies (
         id TEXT PRIMARY KEY, owner TEXT NOT NULL)""",
    """CREATE TABLE IF NOT EXISTS sync_company_members (
         company TEXT NOT NULL, sub TEXT NOT NULL, role TEXT NOT NULL, PRIMARY KEY (company, sub))""",
)

HEADER = "x-company-id"
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")


class Companies:
    """Company ownership and membership, persisted beside the records."""

    def __init__(self, store: Store) -> None:
        self._store = store
        with store.transaction():
            for statement in SCHEMA:
                store.execute(statement)

    def account(self, sub: str, company: str | None) -> str:
        """The account whose records ``sub`` works on: its own, or ``company``'s once it may."""
        if company is None:
            return sub
        if not _ID.match(company):
            raise HTTPError(400, "INVALID_COMPANY", f"{HEADER}: '{company}' is not a company identifier")
        with self._store.transaction():
            owner = self._store.one("SELECT owner FROM sync_companies WHERE id = ?", (company,))
            if owner is None:
                self._store.execute("INSERT INTO sync_companies (id, owner) VALUES (?, ?)", (company, sub))
                self._store.execute("INSERT INTO sync_company_members (company, sub, role) VALUES (?, ?, 'owner')",
                                    (company, sub))
            elif self._store.one("SELECT 1 FROM sync_company_members WHERE company = ? AND sub = ?",
                                 (company, sub)) is None:
                raise HTTPError(403, "COMPANY_FORBIDDEN", f"You are not a member of company {company}")
        return f"company:{company}"

    def invite(self, owner: str, company: str, sub: str) -> bool:
        """Adds ``sub`` to ``company`` (owner only); ``False`` when it was a member already."""
        row = self._store.one("SELECT owner FROM sync_companies WHERE id = ?", (company,))
        if row is None:
            raise HTTPError(404, "COMPANY_NOT_FOUND", f"No company {company}")
        if row["owner"] != owner:
            raise HTTPError(403, "COMPANY_FORBIDDEN", f"Only the owner of company {company} may invite")
        with self._store.transaction():
            if self._store.one("SELECT 1 FROM sync_company_members WHERE company = ? AND sub = ?",
                               (company, sub)) is not None:
                return False
            self._store.execute("INSERT INTO sync_company_members (company, sub, role) VALUES (?, ?, 'member')",
                                (company, sub))
        return True

    def of(self, sub: str) -> list[dict[str, str]]:
        """The companies ``sub`` belongs to, with its role in each."""
        rows = self._store.all("SELECT company, role FROM sync_company_members WHERE sub = ? ORDER BY company", (sub,))
        return [{"id": row["company"], "role": row["role"]} for row in rows]

    def wipe(self) -> None:
        """Forget every company."""
        with self._store.transaction():
            self._store.execute("DELETE FROM sync_company_members")
            self._store.execute("DELETE FROM sync_companies")


def routes(companies: Companies, auth: AuthService) -> Router:
    """``GET /v1/companies`` (the caller's companies) and ``POST /v1/companies/{id}/members``
    (owner only, ``{"sub": …}``: invites a user)."""
    router = Router()

    @router.route("GET", "/v1/companies")
    def list_companies(request: Request) -> Response:
        return Response(200, {"companies": companies.of(auth.authenticate(request).sub)})

    @router.route("POST", "/v1/companies/{company}/members")
    def invite(request: Request) -> Response:
        owner = auth.authenticate(request).sub
        sub = request.json_object().get("sub")
        if not isinstance(sub, str) or not sub:
            raise HTTPError(422, "VALIDATION_FAILED", "sub: a user's identifier is required")
        added = companies.invite(owner, request.path_params["company"], sub)
        return Response(201 if added else 200, {"company": request.path_params["company"], "sub": sub})

    return router
