import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Search leaves archived products out inside the index, never matches them through their archived
/// mark, chooses among equal scores the same way every time, and finds what a scan of the catalog
/// finds.
@Suite struct ProductSearchTests {
  typealias Fixture = ProductCatalogUseCaseTests

  /// Archived products are left out unless asked for, and are then found by their words like the others.
  /// A catalog over an in-memory SQLite sync store, and the store, for reading the index itself.
  private static func catalogInMemory() throws -> (SQLiteSyncStore, ProductCatalog) {
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory), schema: SyncSchema(ProductsSyncTypes.all),
      projections: [ProductCatalogProjection()])
    return (store, try ProductCatalog(store: store, configuration: ProductsConfiguration(), now: { Fixture.now }))
  }

  /// How many segments the products' FTS5 index has.
  private static func segments(of store: SQLiteSyncStore) async throws -> Int {
    try await store.read {
      try $0.queryFirst("SELECT count(DISTINCT segid) AS n FROM products_fts_idx")?.value(Int.self, named: "n") ?? 0
    }
  }

  @Test func archivedProductsAreExcludedOrIncluded() async throws {
    let catalog = try Fixture.makeCatalog()
    let kept = try await Fixture.add(catalog, [.name: "Green Kurta", .sku: "GK-1"])
    let old = try await Fixture.add(catalog, [.name: "Green Kurta Old", .sku: "GK-0"])
    _ = try await catalog.archive(old.id)

    #expect(try await catalog.search("gre kur").map(\.id) == [kept.id])
    #expect(try await Set(catalog.search("gre kur", includeArchived: true).map(\.id)) == [kept.id, old.id])
    #expect(try await catalog.search("old").map(\.id) == [])
    #expect(try await catalog.search("old", includeArchived: true).map(\.id) == [old.id])
    // An exact SKU hit obeys the same rule.
    #expect(try await catalog.search("GK-0").map(\.id) == [])
    #expect(try await catalog.search("GK-0", includeArchived: true).first?.id == old.id)

    _ = try await catalog.archive(old.id, archived: false)
    #expect(try await Set(catalog.search("gre kur").map(\.id)) == [kept.id, old.id])
  }

  /// Typing "arch" or "archived" finds the products with those words, not every archived product,
  /// even when the word carries the private-use character that starts the index's archived mark.
  @Test(arguments: ["arch", "archived", "ARCHIVED", "archi", "\u{E000}archived", "\u{E000}arch", "\u{E000}"])
  func archivedMarkIsNotSearchable(_ text: String) async throws {
    let catalog = try Fixture.makeCatalog()
    let box = try await Fixture.add(catalog, [.name: "Archive Box", .sku: "AB-1"])
    let shirt = try await Fixture.add(catalog, [.name: "Red Shirt", .sku: "RS-1"])
    let saree = try await Fixture.add(catalog, [.name: "Silk Saree", .category: "Archived stock"])
    for item in [box, shirt, saree] { _ = try await catalog.archive(item.id) }
    let live = try await Fixture.add(catalog, [.name: "Archival Paper", .sku: "AP-1"])

    let word = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{E000}" })).lowercased()
    let expected = word.isEmpty ? [] : word == "archived" ? [saree.id] : [box.id, saree.id, live.id]
    let liveExpected = word.isEmpty || word == "archived" ? [] : [live.id]
    #expect(try await Set(catalog.search(text, includeArchived: true).map(\.id)) == Set(expected))
    #expect(try await catalog.search(text).map(\.id) == liveExpected)
    #expect(try await !catalog.search(text, includeArchived: true).map(\.id).contains(shirt.id))
  }

  /// Equal scores are chosen in the order the products were written, every time, whatever the limit.
  @Test func tiesAreDeterministic() async throws {
    let catalog = try Fixture.makeCatalog()
    var written: [String] = []
    for index in 0..<30 {
      written.append(try await Fixture.add(catalog, [.name: "Red Saree", .sku: "RS-\(100 + index)"]).id)
    }
    let first = try await catalog.search("red sar", limit: 10).map(\.id)
    #expect(first == Array(written.prefix(10)))
    for limit in [1, 5, 10, 29, 30, 50] {
      #expect(try await catalog.search("red sar", limit: limit).map(\.id) == Array(written.prefix(limit)))
    }
    #expect(try await catalog.search("red sar", limit: 10).map(\.id) == first)
  }

  /// Among the chosen matches, equal scores are shown by name.
  @Test func equalScoresAreShownByName() async throws {
    let catalog = try Fixture.makeCatalog()
    let zeta = try await Fixture.add(catalog, [.name: "Blue Zeta"])
    let alpha = try await Fixture.add(catalog, [.name: "Blue Alpha"])
    let mid = try await Fixture.add(catalog, [.name: "Blue Mango"])
    #expect(try await catalog.search("blu").map(\.id) == [alpha.id, mid.id, zeta.id])
  }

  /// Writes of fewer than 1,000 products leave FTS5's segments for its own merging; a transaction that
  /// writes 1,000 or more (an import, a bulk insert) compacts the index into one segment, and search
  /// finds the same products before and after.
  @Test func aBulkWriteCompactsTheIndex() async throws {
    let (store, catalog) = try Self.catalogInMemory()
    let unit = try ProductUnit("pcs")
    func products(_ range: Range<Int>) -> [Product] {
      range.map { Product(id: "", name: "Cotton Shirt \($0)", sku: "CS-\($0)", unit: unit) }
    }
    for start in stride(from: 0, to: 2_000, by: 500) {
      _ = try await catalog.insert(contentsOf: products(start..<start + 500))
    }
    #expect(try await Self.segments(of: store) > 1)
    let before = try await catalog.search("cot shi 1", limit: 2_000).map(\.id)
    _ = try await catalog.insert(contentsOf: products(2_000..<3_000))
    #expect(try await Self.segments(of: store) == 1)
    let after = try await catalog.search("cot shi 1", limit: 2_000).map(\.id)
    // 1, 10–19, 100–199 and 1000–1999; then the same for 2 among the later products.
    #expect(before.count == 1_111)
    #expect(Set(after) == Set(before))
    #expect(try await catalog.search("cot shi 2", limit: 2_000).count == 1_111)
  }

  /// FTS5 keeps a transaction's new terms in memory and writes them out as one segment, unless a
  /// statement's savepoint makes it flush early: the projection never runs such a statement between
  /// two products' index rows, so a write of many products (below the compaction size) adds one
  /// segment, not one per product.
  @Test func aWriteOfManyProductsAddsOneSegment() async throws {
    let (store, catalog) = try Self.catalogInMemory()
    let unit = try ProductUnit("pcs")
    let products = (0..<200).map { Product(id: "", name: "Silk Saree \($0)", sku: "SS-\($0)", unit: unit) }
    _ = try await catalog.insert(contentsOf: products)
    #expect(try await Self.segments(of: store) == 1)
    #expect(try await catalog.search("sil sar 19", limit: 20).count == 11)
  }

  /// Property, over seeded random catalogs: search finds exactly the live products that have every
  /// typed word as the prefix of a word of their name, SKU or category (what a scan finds), and the
  /// same again after a bulk write large enough to compact the index.
  @Test(arguments: [UInt64(3), 29, 101])
  func findsWhatAScanFinds(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let catalog = try Fixture.makeCatalog()
    let colours = ["Red", "Rose", "Blue", "Black", "Green", "Grey"]
    let things = ["Saree", "Sandal", "Shirt", "Shawl", "Kurta", "Kettle"]
    let categories = ["Apparel", "Appliances", "Home"]
    var products: [Product] = []
    for index in 0..<1_200 {
      let name = "\(colours.randomElement(using: &random) ?? "Red") \(things.randomElement(using: &random) ?? "Saree")"
      products.append(
        Product(
          id: "", name: name, sku: "P\(index)", category: categories.randomElement(using: &random),
          unit: try ProductUnit("pcs"), isArchived: Bool.random(using: &random) && Bool.random(using: &random)))
    }
    let ids = try await catalog.insert(contentsOf: products)
    let queries = ["re sa", "bl", "gre ket", "sh app", "ro", "ho bla sh", "ke gr", "ap"]

    func expected(_ query: String, includeArchived: Bool) -> Set<String> {
      let typed = query.split(separator: " ").map { $0.lowercased() }
      return Set(
        zip(ids, products).filter { _, product in
          let words = "\(product.name) \(product.category ?? "")".lowercased().split(separator: " ")
          return (includeArchived || !product.isArchived)
            && typed.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
        }.map(\.0))
    }
    for query in queries {
      for includeArchived in [false, true] {
        let found = try await catalog.search(query, limit: 2_000, includeArchived: includeArchived)
        #expect(Set(found.map(\.id)) == expected(query, includeArchived: includeArchived), "\(query)")
        #expect(found.count == Set(found.map(\.id)).count)
        let top = try await catalog.search(query, limit: 20, includeArchived: includeArchived).map(\.id)
        #expect(Set(top).isSubset(of: Set(found.map(\.id))))
        #expect(top.count == min(20, found.count))
      }
    }
  }

  /// Search remembers how many products each phrase matches while the index is unchanged: after
  /// every kind of change (create, rename, archive, restore, delete, bulk insert) in a seeded random
  /// order, it ranks exactly as FTS5's own `bm25` does over the index as it now is.
  @Test(arguments: [UInt64(7), 23])
  func ranksAsBM25AfterEveryChange(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let catalog = try Fixture.makeCatalog()
    let index = FullTextIndex(table: "products_fts")
    let names = ["Blue Shirt", "Blue Saree", "Black Shawl", "Silk Saree", "Blue Silk Kurta", "Red Shirt"]
    var live: [String] = []
    var generations: Set<Int64> = []
    for step in 0..<40 {
      let name = names.randomElement(using: &random) ?? "Blue Shirt"
      switch live.isEmpty ? 0 : Int.random(in: 0..<6, using: &random) {
      case 0: live.append(try await Fixture.add(catalog, [.name: name, .sku: "S-\(step)"]).id)
      case 1: _ = try await catalog.update(live[0], with: ProductDraft([.name: name, .sku: "R-\(step)"]))
      case 2: _ = try await catalog.archive(live[live.count - 1])
      case 3: _ = try await catalog.archive(live[live.count - 1], archived: false)
      case 4: try await catalog.delete(live.removeLast())
      default:
        let unit = try ProductUnit("pcs")
        live += try await catalog.insert(contentsOf: (0..<3).map { Product(id: "", name: "\(name) \($0)", unit: unit) })
      }
      generations.insert(try #require(try await catalog.store.read { try index.generation(in: $0) }))
      #expect(generations.count == step + 1, "step \(step) recorded no new generation")
      for query in ["blu sh", "sil", "bl", "sa blu"] {
        for includeArchived in [false, true] {
          let words = "(" + query.split(separator: " ").map { "\"\($0)\"*" }.joined(separator: " ") + ")"
          let match = includeArchived ? words : words + " NOT state:\"\u{E000}archived\""
          let expected = try await catalog.store.read { db in
            try db.query(
              """
              SELECT l.id FROM (
                SELECT rowid AS hit, bm25(products_fts, 10.0, 5.0, 5.0, 2.0, 1.0, 0.0) AS score
                FROM products_fts WHERE products_fts MATCH ? ORDER BY score, rowid LIMIT 20) r
              JOIN products_list l ON l.row = r.hit ORDER BY r.score, l.name_key, r.hit
              """, [.text(match)]
            ).map { try $0.value(String.self, named: "id") }
          }
          let found = try await catalog.search(query, limit: 20, includeArchived: includeArchived).map(\.id)
          #expect(found == expected, "step \(step): \(query)")
        }
      }
    }
  }
}
