import Foundation
import SharedCore

/// The reports' tables, kept by the sync store in the same transaction as every record they come
/// from: the facts each feature's `ReportingFactSource` makes of its records, the expenses, and
/// running totals per day and month that the dashboard reads.
///
/// When a record changes, the facts it gave before are taken back out of every total and the facts
/// it gives now are added: the totals are maintained, never recomputed, and always equal what a
/// rebuild from the records would give.
public struct ReportsProjection: SyncProjection {
  /// `"reports.facts"`.
  public let name = "reports.facts"
  /// The projection's own version combined with its sources' record types and versions, so adding a
  /// feature or changing what a source makes of its records rebuilds the tables.
  public let version: Int
  /// The sources' record types and the expenses' own.
  public let recordTypes: [String]

  private let sources: [String: any ReportingFactSource]

  /// Bumped when the tables or what goes into them change.
  static let tablesVersion = 2

  /// The projection over the facts of `sources` and the expenses.
  public init(sources: [any ReportingFactSource]) {
    var byType: [String: any ReportingFactSource] = [:]
    for source in sources { for type in source.recordTypes { byType[type] = source } }
    self.sources = byType
    recordTypes = ReportsSyncTypes.all.map(\.name) + byType.keys.sorted()
    let signature = byType.keys.sorted().map { "\($0)@\(byType[$0]?.version ?? 0)" }.joined(separator: ",")
    version = Self.tablesVersion * 1_000_000 + Int(Self.fnv1a(signature) % 1_000_000)
  }

  /// Creates the tables.
  public func rebuildSchema(in db: any SQLiteQuerying) throws {
    try db.execute(sql: Self.schema)
  }

  /// Takes each changed record's old facts out and puts its new ones in.
  /// - Throws: `SyncCollectionError.undecodable` for an expense whose fields are not an expense's,
  ///   or what a source throws for a record it cannot read.
  public func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {
    for change in changes {
      switch change.type {
      case ReportsSyncTypes.expenses.name:
        try ReportsExpenseRows.remove(change.id, in: db)
        if case .upsert(let record) = change { try ReportsExpenseRows.insert(record, in: db) }
      case ReportsSyncTypes.expenseCategories.name:
        try db.run("DELETE FROM reports_expense_categories WHERE id = ?", [.text(change.id)])
        if case .upsert(let record) = change, case .string(let name)? = record.fields["name"] {
          try db.run(
            "INSERT INTO reports_expense_categories (id, name) VALUES (?, ?)", [.text(record.id), .text(name)])
        }
      default:
        try retractFacts(of: change.type, id: change.id, in: db)
        if case .upsert(let record) = change, let source = sources[record.type] {
          try assertFacts(try source.facts(from: record), of: record, in: db)
        }
      }
    }
  }

  private func retractFacts(of type: String, id: String, in db: any SQLiteQuerying) throws {
    let rows = try db.query(
      "SELECT fact FROM reports_facts WHERE source_type = ? AND source_id = ? ORDER BY ordinal",
      [.text(type), .text(id)])
    guard !rows.isEmpty else { return }
    for row in rows {
      let text: String = try row.value(named: "fact")
      try ReportsFactRows.retract(try ReportsFactRows.decode(text, type: type, id: id), in: db)
    }
    try db.run("DELETE FROM reports_facts WHERE source_type = ? AND source_id = ?", [.text(type), .text(id)])
  }

  private func assertFacts(_ facts: [ReportingFact], of record: SyncRecord, in db: any SQLiteQuerying) throws {
    for (ordinal, fact) in facts.enumerated() {
      try ReportsFactRows.assert(fact, in: db)
      try db.run(
        "INSERT INTO reports_facts (source_type, source_id, ordinal, fact) VALUES (?, ?, ?, ?)",
        [.text(record.type), .text(record.id), .integer(Int64(ordinal)), .text(try ReportsFactRows.encode(fact))])
    }
  }

  /// FNV-1a, 64-bit: a hash that is the same in every process (unlike `Hasher`).
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    return hash
  }
}
