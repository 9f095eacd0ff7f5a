"""The collections the Swift sync engine's tests and demo use: parties, products and invoices."""

from __future__ import annotations

from .collection import SyncCollection
from .validators import all_of, optional_string, required_string

#: GSTINs are 15 characters.
GSTIN_LENGTH = 15

PARTIES = SyncCollection("sync-parties", id_prefix="pty",
                         validate=all_of(required_string("name"), optional_string("gstin", GSTIN_LENGTH)))
PRODUCTS = SyncCollection("sync-products", id_prefix="prd", validate=required_string("name"))
INVOICES = SyncCollection("sync-invoices", id_prefix="inv", validate=required_string("number"),
                          references={"partyId": PARTIES.name, "lines[].productId": PRODUCTS.name})

#: In declaration order (a collection after the ones it references).
DEMO_COLLECTIONS = (PARTIES, PRODUCTS, INVOICES)
