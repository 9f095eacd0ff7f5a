import Foundation
import SharedCore
import SharedPlatform
import Testing

@testable import ProductsFeature

/// An exact lookup by SKU: the product's own SKU or a variant's, compared trimmed and
/// case-insensitively, answered from the SKU index, saying which variant matched.
@Suite struct ProductSKULookupTests {
  /// A T-shirt with sizes S and M (SKUs TS-S and TS-M) and rice, with their ids.
  static func shirtAndRice(in catalog: ProductCatalog) async throws -> (shirt: Product, rice: Product) {
    var shirt = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Blue T-Shirt", .sku: "TS"]).product
    shirt.variants = try ProductVariantMatrix([.init("Size", values: ["S", "M"])]).variants(baseSKU: "TS")
    shirt = try await catalog.save(shirt).product
    let rice = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Basmati Rice", .sku: "RICE-1"]).product
    return (shirt, rice)
  }

  @Test func aVariantsSKUFindsItsProductAndNamesTheVariant() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let (shirt, _) = try await Self.shirtAndRice(in: catalog)
    let medium = try #require(shirt.variants.first { $0.sku == "TS-M" })

    let matches = try await catalog.lookup(sku: "  ts-m ")
    #expect(matches.map(\.item.id) == [shirt.id])
    #expect(matches.first?.variant == medium)
    #expect(matches.first?.item.product.variants.count == 2)
  }

  @Test func theProductsOwnSKUFindsItWithoutAVariant() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let (shirt, rice) = try await Self.shirtAndRice(in: catalog)

    #expect(try await catalog.lookup(sku: "rice-1").map(\.item.id) == [rice.id])
    let own = try #require(try await catalog.lookup(sku: "Ts").first)
    #expect(own.item.id == shirt.id && own.variant == nil)
  }

  /// Exact, not a prefix or a word: `TS-` and `RICE` find nothing, nor does an empty SKU.
  @Test func onlyTheWholeSKUMatches() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    _ = try await Self.shirtAndRice(in: catalog)

    #expect(try await catalog.lookup(sku: "TS-").isEmpty)
    #expect(try await catalog.lookup(sku: "RICE").isEmpty)
    #expect(try await catalog.lookup(sku: "   ").isEmpty)
    #expect(try await catalog.lookup(sku: "TS-XL").isEmpty)
  }

  /// An archived product is still found by its SKU (a past bill names it), after the products in use.
  @Test func anArchivedProductIsFound() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let (_, rice) = try await Self.shirtAndRice(in: catalog)
    _ = try await catalog.archive(rice.id)

    let match = try #require(try await catalog.lookup(sku: "RICE-1").first)
    #expect(match.item.id == rice.id && match.item.product.isArchived)
  }

  /// A variant's SKU changed by an edit is found by its new SKU only.
  @Test func anEditedSKUIsFoundByItsNewValue() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    var (shirt, _) = try await Self.shirtAndRice(in: catalog)
    shirt.variants[1].sku = "TS-MEDIUM"
    _ = try await catalog.save(shirt)

    #expect(try await catalog.lookup(sku: "TS-M").isEmpty)
    #expect(try await catalog.lookup(sku: "ts-medium").first?.variant?.id == shirt.variants[1].id)
  }

  /// The lookup searches the SKU index by key and reaches the list row by its id: it never scans.
  @Test func theLookupIsAnIndexSearch() async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    _ = try await Self.shirtAndRice(in: catalog)

    let plan = try await catalog.store.read { db in
      try db.query("EXPLAIN QUERY PLAN " + ProductCatalogQueries.productsWithSKUQuery, [.text("TS-M")])
        .map { try $0.value(String.self, named: "detail") }
    }
    #expect(!plan.isEmpty)
    #expect(plan.allSatisfy { $0.hasPrefix("SEARCH") || $0.hasPrefix("USE TEMP B-TREE") }, "\(plan)")
    // `s` is the SKU index (products_skus), `l` the list (products_list).
    #expect(plan.contains { $0.hasPrefix("SEARCH s USING PRIMARY KEY (sku_key=?)") }, "\(plan)")
    #expect(plan.contains { $0.hasPrefix("SEARCH l USING INDEX") && $0.hasSuffix("(id=?)") }, "\(plan)")
  }
}
