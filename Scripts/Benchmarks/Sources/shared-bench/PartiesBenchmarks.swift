import Foundation
import PartiesFeature
import SharedCore
import SharedPlatform

/// PartiesFeature's reads against the goals: the statement of a party with 100,000 ledger
/// entries over a one-year range, the ageing report across 10,000 parties with 500,000 open
/// documents, and a two-word prefix search over 100,000 parties. Every record is written through
/// the sync store (record, queued mutation, projection with the ledger digest), as the app writes.
enum PartiesBenchmarks: BenchmarkSuite {
  static let name = "parties"

  static let statementEntries = 100_000
  static let ageingParties = 10_000
  static let documentsPerParty = 50
  static let searchParties = 100_000

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-parties-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    Report.header("Parties: statement, ageing, search")
    try await statement(directory)
    try await ageing(directory)
    try await search(directory)
  }

  static func makeBook(_ file: URL) throws -> PartyBook {
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.file(file)), schema: SyncSchema(PartiesSyncTypes.all),
      projections: [PartiesProjection()])
    return try PartyBook(store: store)
  }

  static let start = CalendarDate(year: 2025, month: 4, day: 1) ?? CalendarDate(dayNumber: 20_179)
  static let kinds: [PartyLedgerEntryKind] = [
    .salesInvoice, .salesInvoice, .salesInvoice, .paymentReceived, .creditNote, .debitNote, .adjustmentCredit,
  ]

  /// One party, 100,000 entries spread over one year (every one in the range): a ledger screen's
  /// read (opening and closing balances, totals, the first 100 lines) against the goal, and the
  /// whole statement (every line decoded) for comparison.
  static func statement(_ directory: URL) async throws {
    let book = try makeBook(directory.appendingPathComponent("statement.sqlite"))
    let asha = try await book.create(form("Asha Traders Pune", phone: 0))
    let entries = try SyncCollection<PartyLedgerEntry>(store: book.store)
    let clock = ContinuousClock()
    let began = clock.now
    let writes = try (0..<statementEntries).map { index in
      try entries.creating(entry(index, party: asha.id, day: start.adding(days: index * 365 / statementEntries)))
    }
    _ = try await entries.commit(writes)
    Report.note("setup: \(statementEntries) entries for one party in \(Report.format((clock.now - began).nanoseconds))")
    let end = start.adding(days: 364)
    let page = try await Benchmark.measureAsync(
      "statement page, 100,000 entries, one-year range (totals + 100 lines)", samples: 15, iterations: 1
    ) {
      let page = try await book.statementPage(for: asha.id, from: start, to: end, limit: 100)
      precondition(page.lineCount == statementEntries + 1, "lines \(page.lineCount)")  // and the opening balance
      blackHole(page)
    }
    Report.line(page, target: "< 50 ms median")
    let full = try await Benchmark.measureAsync(
      "whole statement, 100,000 entries, one-year range (every line)", samples: 3, iterations: 1
    ) {
      let statement = try await book.statement(for: asha.id, from: start, to: end)
      precondition(statement.lines.count == statementEntries + 1, "lines \(statement.lines.count)")
      blackHole(statement)
    }
    Report.line(full, target: "for comparison: every line materialised")
  }

  /// 10,000 parties with 50 open invoices each (500,000 open documents), aged as of a day after the
  /// last of them.
  static func ageing(_ directory: URL) async throws {
    let book = try makeBook(directory.appendingPathComponent("ageing.sqlite"))
    let parties = try SyncCollection<Party>(store: book.store)
    let entries = try SyncCollection<PartyLedgerEntry>(store: book.store)
    let clock = ContinuousClock()
    let began = clock.now
    var ids: [String] = []
    for batch in stride(from: 0, to: ageingParties, by: 5_000) {
      let writes = try (batch..<min(batch + 5_000, ageingParties)).map { index in
        try parties.creating(Party(kind: .customer, name: "Party \(index)", paymentTermsDays: 30))
      }
      ids += try await parties.commit(writes).compactMap { $0?.id }
    }
    let perBatch = 1_000
    for batch in stride(from: 0, to: ids.count, by: perBatch) {
      var writes: [SyncLocalWrite] = []
      for id in ids[batch..<min(batch + perBatch, ids.count)] {
        for document in 0..<documentsPerParty {
          let date = start.adding(days: (document * 7) % 365)
          writes.append(
            try entries.creating(
              PartyLedgerEntry(
                partyId: id, kind: .salesInvoice, date: date,
                amount: Money(minorUnits: Int64(10_000 + document * 137), currency: .inr),
                reference: "INV-\(document)", dueDate: date.adding(days: 30),
                recordedAt: Date(timeIntervalSince1970: Double(document)))))
        }
      }
      _ = try await entries.commit(writes)
    }
    let documents = ageingParties * documentsPerParty
    Report.note(
      "setup: \(ageingParties) parties, \(documents) open documents in \(Report.format((clock.now - began).nanoseconds))"
    )
    let asOf = start.adding(days: 400)
    let result = try await Benchmark.measureAsync(
      "ageing report, 10,000 parties, 500,000 open documents", samples: 5, iterations: 1
    ) {
      let report = try await book.ageingReport(asOf: asOf)
      precondition(report.rows.count == ageingParties, "rows \(report.rows.count)")
      blackHole(report)
    }
    Report.line(result, target: "< 1 s median")
  }

  /// 100,000 parties; two-word prefix queries, as typed.
  static func search(_ directory: URL) async throws {
    let book = try makeBook(directory.appendingPathComponent("search.sqlite"))
    let parties = try SyncCollection<Party>(store: book.store)
    let clock = ContinuousClock()
    let began = clock.now
    for batch in stride(from: 0, to: searchParties, by: 10_000) {
      let writes = try (batch..<min(batch + 10_000, searchParties)).map { index in
        try parties.creating(sampleParty(index))
      }
      _ = try await parties.commit(writes)
    }
    Report.note("setup: \(searchParties) parties in \(Report.format((clock.now - began).nanoseconds))")
    Benchmark.settle()
    var generator = SplitMix64(seed: 11)
    let queries = ["ash tra", "bal sup", "chi sto", "dev age", "esh mar", "गणेश ट्रे"]
    let result = try await Benchmark.measureAsync(
      "FTS two-word prefix search (100,000 parties)", samples: 500, iterations: 1
    ) {
      blackHole(try await book.search(queries[Int(generator.next() % UInt64(queries.count))], limit: 20))
    }
    Report.line(result, target: "p95 < 5 ms; p95 = \(Report.format(result.percentile(0.95)))")
  }

  static let firstNames = ["Asha", "Bala", "Chitra", "Dev", "Esha", "गणेश", "Farhan", "Gita"]
  static let secondNames = ["Traders", "Supplies", "Stores", "Agencies", "Mart", "ट्रेडर्स", "Exports", "Foods"]

  static func sampleParty(_ index: Int) -> Party {
    let name = "\(firstNames[index % 8]) \(secondNames[(index / 8) % 8]) \(index)"
    let phone = try? IndianPhoneNumber(String(9_000_000_000 + index))
    return Party(kind: index.isMultiple(of: 3) ? .vendor : .customer, name: name, phones: phone.map { [$0] } ?? [])
  }

  static func form(_ name: String, phone: Int) -> PartyForm {
    var form = PartyForm()
    form.name = name
    form.phones = String(9_800_000_000 + phone)
    form.openingBalance = "1,00,000"
    form.openingBalanceDate = start.description
    form.paymentTermsDays = "30"
    return form
  }

  static func entry(_ index: Int, party: String, day: CalendarDate) -> PartyLedgerEntry {
    let kind = kinds[index % kinds.count]
    return PartyLedgerEntry(
      partyId: party, kind: kind, date: day,
      amount: Money(minorUnits: Int64(1_000 + (index * 7_919) % 500_000), currency: .inr),
      reference: "DOC-\(index)", dueDate: kind.isDocument ? day.adding(days: 30) : nil,
      paymentMode: kind.isPayment ? .upi(reference: "UPI-\(index)") : nil,
      recordedAt: Date(timeIntervalSince1970: Double(index)))
  }
}
