import Foundation
import PartiesFeature
import SharedCore
import SharedTesting
import Testing

/// Small imports leave FTS5's segments to its own merging; an import of 1,000 parties or more
/// compacts the index into one segment in its transaction. Over seeded random names, search then
/// finds exactly what a scan of the parties finds, and keeps following later single writes.
@Suite struct PartySearchTests {
  static let firstNames = ["Asha", "Ashok", "Bala", "Balaji", "Chitra", "Dev", "Devika", "गणेश"]
  static let secondNames = ["Traders", "Trading", "Supplies", "Stores", "Agencies", "Mart", "ट्रेडर्स", "Foods"]

  @Test(arguments: [UInt64(5), 71])
  func aBulkImportIsSearchedLikeAScan(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let (book, container) = try PartyBookTests.book()
    let store = try container.makeScope(.session).resolve((any SyncStore).self)
    var names: [String] = []
    func importParties(_ range: Range<Int>) async throws {
      var csv = "name,kind\n"
      for index in range {
        let first = Self.firstNames.randomElement(using: &random) ?? "Asha"
        let second = Self.secondNames.randomElement(using: &random) ?? "Traders"
        names.append("\(first) \(second) \(index)")
        csv += "\(first) \(second) \(index),\(index.isMultiple(of: 3) ? "vendor" : "customer")\n"
      }
      let report = try await book.importCSVReport(Data(csv.utf8))
      #expect(report.errors.isEmpty)
      #expect(report.created == range.count)
    }
    func segments() async throws -> Int? {
      try await store.read {
        try $0.queryFirst("SELECT count(DISTINCT segid) AS n FROM parties_fts_idx")?.value(Int.self, named: "n")
      }
    }
    for start in stride(from: 0, to: 300, by: 100) { try await importParties(start..<start + 100) }
    #expect(try await segments() ?? 0 > 1)
    try await importParties(300..<1_500)
    #expect(try await segments() == 1, "the import compacts the index")

    func scan(_ query: String, in names: [String]) -> Set<String> {
      let typed = query.split(separator: " ").map { $0.lowercased() }
      return Set(
        names.filter { name in
          let words = name.lowercased().split(separator: " ")
          return typed.allSatisfy { word in words.contains { $0.hasPrefix(word) } }
        })
    }
    for query in ["ash tra", "bal sup", "dev", "गणेश ट्रे", "chi 1", "ashok foo", "ma"] {
      let found = try await book.search(query, limit: 2_000).map(\.party.name)
      #expect(Set(found) == scan(query, in: names), "\(query)")
      #expect(found.count == Set(found).count)
      let top = try await book.search(query, limit: 20).map(\.party.name)
      #expect(top == Array(found.prefix(20)), "a shorter limit gives a prefix of a longer one")
    }

    // Later single writes reach the compacted index.
    let added = try await book.create(PartyBookListingTests.form("Zorawar Traders", kind: .customer))
    #expect(try await book.search("zor tra").map(\.id) == [added.id])
    _ = try await book.archive(added.id)
    #expect(try await book.search("zor tra").isEmpty)
  }

  /// Search remembers how many parties each word matches while the index is unchanged: every change
  /// to the index (create, rename, archive, restore, delete) records a new generation, and search
  /// ranks exactly as FTS5's own `bm25` does over the index as it now is.
  @Test(arguments: [UInt64(9), 44])
  func ranksAsBM25AfterEveryChange(seed: UInt64) async throws {
    var random = SeededGenerator(seed: seed)
    let (book, container) = try PartyBookTests.book()
    let store = try container.makeScope(.session).resolve((any SyncStore).self)
    let index = FullTextIndex(table: "parties_fts")
    var live: [String] = []
    var generations: Set<Int64> = []
    for step in 0..<30 {
      let name =
        "\(Self.firstNames.randomElement(using: &random) ?? "Asha") \(Self.secondNames.randomElement(using: &random) ?? "Mart")"
      switch live.isEmpty ? 0 : Int.random(in: 0..<5, using: &random) {
      case 0: live.append(try await book.create(PartyBookListingTests.form(name, kind: .customer)).id)
      case 1: _ = try await book.update(live[0], with: PartyBookListingTests.form(name, kind: .vendor))
      case 2: _ = try await book.archive(live[live.count - 1])
      case 3: _ = try await book.archive(live[live.count - 1], archived: false)
      default: try await book.delete(live.removeLast())
      }
      generations.insert(try #require(try await store.read { try index.generation(in: $0) }))
      #expect(generations.count == step + 1, "step \(step) recorded no new generation")
      for query in ["ash tra", "dev", "ba s"] {
        let match = query.split(separator: " ").map { "\"\($0)\"*" }.joined(separator: " AND ")
        let expected = try await store.read { db in
          try db.query(
            """
            SELECT l.id FROM (
              SELECT rowid AS hit, bm25(parties_fts, 10.0, 5.0, 3.0, 3.0) AS score FROM parties_fts
              WHERE parties_fts MATCH ? ORDER BY score, rowid LIMIT 20) f
            JOIN parties_list l ON l.row = f.hit WHERE l.is_archived = 0 AND l.merged_into IS NULL
            ORDER BY f.score, f.hit
            """, [.text(match)]
          ).map { try $0.value(String.self, named: "id") }
        }
        #expect(try await book.search(query, limit: 20).map(\.id) == expected, "step \(step): \(query)")
      }
    }
  }
}
