import Foundation
import IndiaTax
import PartiesFeature
import ReportsFeature
import ReportsTesting
import SharedCore
import SharedPlatform

/// ReportsFeature against the goals: the dashboard of a financial year over 100,000
/// documents and 20,000 expenses (first load, and the update after one write), every record written
/// through the sync store so the projection maintains its running totals as the app does; and the
/// year's GSTR-1 returns (75,000 outward invoices and notes), beside a plain SQL aggregation of the
/// same documents into the same groups.
enum ReportsBenchmarks: BenchmarkSuite {
  static let name = "reports"

  static let documents = 100_000
  static let expenses = 20_000
  static let products = 500
  static let parties = 2_000
  /// Registered customers: every tenth party carries one of these GSTINs.
  static let gstins = ["27AAACR5055K1Z7", "29AAGCB7383J1Z4", "27AAPFU0939F1ZV"]
  static let year = ReportPeriod.financialYear(startingIn: 2026)

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-reports-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    Report.header("Reports: dashboard over a year of documents and expenses")
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.file(directory.appendingPathComponent("reports.sqlite"))),
      schema: SyncSchema(PartiesSyncTypes.all + ReportsSyncTypes.all + [ReportingFactRecord.syncType]),
      projections: [ReportsProjection(sources: [ReportingFactRecordSource()])])
    try await seed(store)
    try await dashboard(store)
    try await gstr1(store)
  }

  /// 100,000 outward and inward documents of two lines each over 500 products and 2,000 parties,
  /// 20,000 payments and 20,000 expenses, spread over the year.
  static func seed(_ store: SQLiteSyncStore) async throws {
    let facts = try SyncCollection<ReportingFactRecord>(store: store)
    let clock = ContinuousClock()
    let began = clock.now
    var generator = SystemRandomNumberGenerator()
    let setup =
      (0..<parties).map { ReportingFact.party(ReportingParty(id: "party-\($0)", name: "Party \($0)")) }
      + (0..<products).map {
        ReportingFact.product(ReportingProduct(id: "p\($0)", name: "Product \($0)", lowStockThreshold: 5))
      }
    _ = try await facts.create(ReportingFactRecord(facts: setup))
    for batch in stride(from: 0, to: documents, by: 5_000) {
      let writes = try (batch..<batch + 5_000).map { index in
        try facts.creating(ReportingFactRecord(facts: document(index, using: &generator)))
      }
      _ = try await facts.commit(writes)
    }
    var expenseWrites: [SyncLocalWrite] = []
    let expenseCollection = try SyncCollection<Expense>(store: store)
    for index in 0..<expenses {
      expenseWrites.append(
        try expenseCollection.creating(
          Expense(
            date: year.start.adding(days: index % 365), category: ["Rent", "Transport", "Salaries"][index % 3],
            amount: Money(minorUnits: Int64(10_000 + index % 90_000), currency: .inr),
            paymentMode: index % 2 == 0 ? .cash : .upi)))
    }
    _ = try await expenseCollection.commit(expenseWrites)
    Report.note(
      "setup: \(documents) documents (2 lines each), \(documents / 5) payments, \(expenses) expenses, "
        + "\(products) products, \(parties) parties in \(Report.format((clock.now - began).nanoseconds))")
  }

  static func document(_ index: Int, using generator: inout SystemRandomNumberGenerator) -> [ReportingFact] {
    let date = year.start.adding(days: index % 365)
    let lines = (0..<2).map { line in
      ReportsSamples.line(
        "\(Int.random(in: 100...20_000, using: &generator)).50", rate: [5, 12, 18][line + index % 2],
        interState: index % 3 == 0, productID: "p\((index * 7 + line) % products)",
        quantity: Decimal(Int.random(in: 1...9, using: &generator)))
    }
    var document = ReportsSamples.document(
      "doc-\(index)", kind: index % 50 == 0 ? .creditNote : .invoice, direction: index % 4 == 3 ? .inward : .outward,
      date: date, dueDate: date.adding(days: 30), partyID: "party-\(index % parties)", lines: lines,
      placeOfSupply: index % 3 == 0 ? "29" : "27")
    if index % 3 != 0 { document.outstanding = .zero(.inr) }
    var facts: [ReportingFact] = [.document(document)]
    if index % 5 == 0 {
      facts.append(
        .payment(
          ReportsSamples.payment(
            "pay-\(index)", "1000", channel: index % 2 == 0 ? .cash : .bank, date: date,
            partyID: "party-\(index % parties)")))
    }
    return facts
  }

  static func dashboard(_ store: SQLiteSyncStore) async throws {
    let dashboard = Dashboard(store: store, configuration: ReportsConfiguration())
    let first = try await Benchmark.measureAsync(
      "dashboard, financial year, 100,000 documents + 20,000 expenses (first load)", samples: 15, iterations: 1
    ) {
      blackHole(try await dashboard.snapshot(for: year))
    }
    Report.line(first, target: "< 50 ms median")
    let facts = try SyncCollection<ReportingFactRecord>(store: store)
    var generator = SystemRandomNumberGenerator()
    var index = documents
    let write = try await Benchmark.measureAsync(
      "one invoice written (projection maintained)", samples: 15, iterations: 20
    ) {
      index += 1
      _ = try await facts.create(ReportingFactRecord(facts: document(index, using: &generator)))
    }
    Report.line(write)
    let update = try await Benchmark.measureAsync(
      "update after one write: invoice written, then the dashboard read again", samples: 15, iterations: 1
    ) {
      index += 1
      _ = try await facts.create(ReportingFactRecord(facts: document(index, using: &generator)))
      blackHole(try await dashboard.snapshot(for: year))
    }
    Report.line(update, target: "< 5 ms median")
  }

  /// The twelve monthly GSTR-1 returns of the year through `GSTFiling` (documents read back from the
  /// projection, checked field by field, grouped, and written as the portal's JSON), against one SQL
  /// statement per month that groups the same lines by recipient, place of supply and rate and
  /// writes the groups with JSONSerialization, checking nothing.
  static func gstr1(_ store: SQLiteSyncStore) async throws {
    let filing = GSTFiling(store: store)
    let gstin = try GSTIN("27AAPFU0939F1ZV")
    let months = (0..<12).map { GSTReturnPeriod(containing: year.start.adding(days: $0 * 31)) }
    var bytes = 0
    let full = try await Benchmark.measureAsync(
      "GSTR-1 for every month of the year: 75,000 outward documents, JSON", samples: 5, iterations: 1
    ) {
      bytes = 0
      for month in months {
        bytes += try await filing.gstr1(for: gstin, period: month, aggregateTurnover: 40_000_000).json().count
      }
    }
    Report.line(full, target: "< 2 s median")
    Report.note("JSON written: \(bytes / 1_000) kB over 12 returns")
    let sql = try await Benchmark.measureAsync(
      "the same year as a plain SQL aggregation (json_each, GROUP BY), JSONSerialization", samples: 5, iterations: 1
    ) {
      for month in months {
        blackHole(try await sqlAggregation(store, month).count)
      }
    }
    Report.line(sql, target: "peer: no checks, no sections")
    Report.note(String(format: "GSTR-1 / SQL aggregation: %.2f×", full.median / sql.median))
  }

  static func sqlAggregation(_ store: SQLiteSyncStore, _ month: GSTReturnPeriod) async throws -> Data {
    let first = Int64(month.firstDay.dayNumber)
    let last = Int64(month.lastDay.dayNumber)
    let rows = try await store.read { db in
      try db.query(
        """
        SELECT COALESCE(p.gstin, '') AS ctin, json_extract(d.fact, '$.document._0.placeOfSupply') AS pos,
          CAST(json_extract(l.value, '$.rate') AS TEXT) AS rate, COUNT(DISTINCT d.id) AS documents,
          SUM(CAST(REPLACE(json_extract(l.value, '$.taxable.amount'), '.', '') AS INTEGER)) AS txval,
          SUM(CAST(REPLACE(json_extract(l.value, '$.igst.amount'), '.', '') AS INTEGER)) AS iamt,
          SUM(CAST(REPLACE(json_extract(l.value, '$.cgst.amount'), '.', '') AS INTEGER)) AS camt,
          SUM(CAST(REPLACE(json_extract(l.value, '$.sgst.amount'), '.', '') AS INTEGER)) AS samt
        FROM reports_documents AS d, json_each(d.fact, '$.document._0.lines') AS l
        LEFT JOIN reports_parties AS p ON p.id = d.party_id
        WHERE d.direction = 'outward' AND d.cancelled = 0 AND d.day BETWEEN ? AND ?
        GROUP BY ctin, pos, rate ORDER BY ctin, pos, rate
        """, [.integer(first), .integer(last)]
      ).map { row in
        SQLGroup(
          ctin: try row.value(named: "ctin"), pos: try row.value(String?.self, named: "pos") ?? "",
          rate: try row.value(String?.self, named: "rate") ?? "", documents: try row.value(named: "documents"),
          paise: [
            try row.value(named: "txval"), try row.value(named: "iamt"), try row.value(named: "camt"),
            try row.value(named: "samt"),
          ])
      }
    }
    let groups: [[String: Any]] = rows.map { group in
      [
        "ctin": group.ctin, "pos": group.pos, "rt": group.rate, "count": group.documents,
        "txval": Double(group.paise[0]) / 100, "iamt": Double(group.paise[1]) / 100,
        "camt": Double(group.paise[2]) / 100, "samt": Double(group.paise[3]) / 100,
      ]
    }
    return try JSONSerialization.data(withJSONObject: ["gstin": "27AAPFU0939F1ZV", "fp": month.fp, "groups": groups])
  }

  /// One group of the SQL aggregation: a recipient, place of supply and rate, and its sums.
  struct SQLGroup: Sendable {
    var ctin: String
    var pos: String
    var rate: String
    var documents: Int64
    /// Taxable value, IGST, CGST and SGST, in paise.
    var paise: [Int64]
  }
}
