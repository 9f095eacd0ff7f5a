"""Sync contract: companies — each company's records apart, shared by its members, refused to others."""

import unittest

from tests.sync_support import PARTIES, SyncTestCase


class CompanyTests(SyncTestCase):
    def company(self, auth: dict[str, str], company: str) -> dict[str, str]:
        return {**auth, "X-Company-ID": company}

    def test_each_company_sees_only_its_own_records(self) -> None:
        a, b = self.company(self.shop, "shop-a"), self.company(self.shop, "shop-b")
        first = self.created(PARTIES, {"name": "Customer of A"}, auth=a)
        self.created(PARTIES, {"name": "Customer of B"}, auth=b)
        self.created(PARTIES, {"name": "Without a company"})
        self.assertEqual([r["fields"]["name"] for r in self.all_changes(PARTIES, auth=a)[0]], ["Customer of A"])
        self.assertEqual([r["fields"]["name"] for r in self.all_changes(PARTIES, auth=b)[0]], ["Customer of B"])
        self.assertEqual([r["fields"]["name"] for r in self.all_changes(PARTIES)[0]], ["Without a company"])
        self.assertEqual(self.get(PARTIES, first["id"], auth=b).status, 404)

    def test_a_member_shares_the_records_and_a_stranger_is_refused(self) -> None:
        self.created(PARTIES, {"name": "Shared"}, auth=self.company(self.shop, "shop-a"))
        clerk = self.bearer(self.login("clerk"))
        refused = self.changes(PARTIES, auth=self.company(clerk, "shop-a"))
        self.assertEqual((refused.status, refused.body["error"]["code"]), (403, "COMPANY_FORBIDDEN"))
        invite = self.request("POST", "/v1/companies/shop-a/members", {"sub": "clerk"}, headers=self.shop)
        self.assertEqual(invite.status, 201, invite.body)
        again = self.request("POST", "/v1/companies/shop-a/members", {"sub": "clerk"}, headers=self.shop)
        self.assertEqual(again.status, 200)
        names = [r["fields"]["name"] for r in self.all_changes(PARTIES, auth=self.company(clerk, "shop-a"))[0]]
        self.assertEqual(names, ["Shared"])
        listing = self.request("GET", "/v1/companies", headers=clerk)
        self.assertEqual(listing.body["companies"], [{"id": "shop-a", "role": "member"}])

    def test_only_the_owner_invites_and_identifiers_are_checked(self) -> None:
        self.created(PARTIES, {"name": "A"}, auth=self.company(self.shop, "shop-a"))
        clerk = self.bearer(self.login("clerk"))
        refused = self.request("POST", "/v1/companies/shop-a/members", {"sub": "anyone"}, headers=clerk)
        self.assertEqual(refused.status, 403)
        missing = self.request("POST", "/v1/companies/nope/members", {"sub": "anyone"}, headers=self.shop)
        self.assertEqual(missing.status, 404)
        bad = self.changes(PARTIES, auth=self.company(self.shop, "Not An ID!"))
        self.assertEqual((bad.status, bad.body["error"]["code"]), (400, "INVALID_COMPANY"))


if __name__ == "__main__":
    unittest.main()
