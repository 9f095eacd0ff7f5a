"""Products on the sync contract: field checks, append-only stock movements, the catalog read routes."""

from tests.sync_support import SyncTestCase

PRODUCTS, MOVEMENTS = "products", "stock-movements"
INR = "INR"


def product(name: str, **fields):
    return {"name": name, "barcodes": [], **fields}


class ProductsCollectionTests(SyncTestCase):
    def test_a_valid_product_is_created_and_bad_fields_are_named(self) -> None:
        created = self.created(PRODUCTS, product("Basmati Rice", sku="BR-1", taxCode="100630", gstRate="5",
                                                 salePrice={"amount": "120.50", "currency": INR},
                                                 barcodes=["00036000291452"]))
        self.assertTrue(created["id"].startswith("prod_"))
        reply = self.create(PRODUCTS, product(" ", taxCode="9983", gstRate="17",
                                              salePrice={"amount": "-1", "currency": INR},
                                              mrp={"amount": "1.005", "currency": INR},
                                              barcodes=["00036000291453"]))
        self.assertFieldErrors(reply, "name", "salePrice", "mrp", "taxCode", "gstRate", "barcodes[0]")

    def test_stock_movements_are_append_only_and_reference_their_product(self) -> None:
        rice = self.created(PRODUCTS, product("Rice"))
        movement = self.created(MOVEMENTS, {"productId": rice["id"], "kind": "purchase", "quantity": "2.5"})
        self.assertEqual(self.update(MOVEMENTS, movement["id"], {**movement["fields"], "quantity": "3"}, 1).status, 405)
        self.assertFieldErrors(self.create(MOVEMENTS, {"productId": rice["id"], "kind": "gift", "quantity": "0"}),
                               "kind", "quantity")
        self.assertEqual(self.create(MOVEMENTS, {"productId": "prod_999999", "kind": "sale", "quantity": "1"}).status,
                         422)

    def test_catalog_lists_filters_pages_and_sums_stock(self) -> None:
        for name, category in (("Tea", "Beverages"), ("Coffee", "Beverages"), ("Salt", "Staples")):
            self.created(PRODUCTS, product(name, category=category, sku=name.upper()))
        tea = self.get_json("/v1/catalog/products?q=tea")["data"][0]
        reply = self.request("GET", "/v1/catalog/products?category=beverages&per_page=1&page=2", headers=self.shop)
        self.assertEqual(reply.status, 200)
        self.assertEqual([item["name"] for item in reply.body["data"]], ["Tea"])
        self.assertEqual(reply.body["total"], 2)
        for kind, quantity in (("opening", "10"), ("sale", "2.5"), ("sale", "1.25")):
            self.created(MOVEMENTS, {"productId": tea["id"], "kind": kind, "quantity": quantity})
        self.assertEqual(self.get_json(f"/v1/catalog/products/{tea['id']}/stock")["onHand"], "6.25")
        self.assertEqual(self.request("GET", "/v1/catalog/products/prod_999/stock", headers=self.shop).status, 404)
        self.assertEqual(self.request("GET", "/v1/catalog/products?per_page=0", headers=self.shop).status, 400)
        self.assertEqual(self.request("GET", "/v1/catalog/products").status, 401)

    def get_json(self, path: str):
        reply = self.request("GET", path, headers=self.shop)
        self.assertEqual(reply.status, 200, reply.body)
        return reply.body
