import Foundation
import SharedCore

/// The SQL over the ledger digest ``PartiesProjection`` keeps (``PartyLedgerDigest``): statements
/// and ageing without replaying entries.
enum PartyLedgerQueries {
  /// The statement of `id`'s ledger for `from` through `to`: totals from the running sums at the
  /// range's ends, and `limit` lines from `offset` (all of them when `limit` is `nil`).
  static func statement(
    of id: String, from: CalendarDate, to: CalendarDate, offset: Int = 0, limit: Int? = nil,
    in db: any SQLiteQuerying
  ) throws -> PartyStatementPage {
    let before = try sums(of: id, throughDay: min(from.dayNumber - 1, to.dayNumber), in: db)
    let through = try sums(of: id, throughDay: to.dayNumber, in: db)
    let range: [SQLiteValue] = [.text(id), .integer(Int64(from.dayNumber)), .integer(Int64(to.dayNumber))]
    let count =
      try db.queryFirst(
        "SELECT COUNT(*) AS n FROM party_lines WHERE party_id = ? AND day BETWEEN ? AND ?", range)?
      .value(Int.self, named: "n") ?? 0
    let offset = max(0, offset)
    let decoder = JSONCoders.makeDecoder()
    let rows = try db.query(
      """
      SELECT entry_id, balance, fields FROM party_lines WHERE party_id = ? AND day BETWEEN ? AND ?
      ORDER BY day, position LIMIT ? OFFSET ?
      """, range + [.integer(Int64(limit ?? -1)), .integer(Int64(offset))])
    let lines = try rows.map { row in
      var entry = try decoder.decode(
        PartyLedgerEntry.self, from: Data(try row.value(String.self, named: "fields").utf8))
      entry.id = try row.value(String.self, named: "entry_id")
      return PartyStatementLine(
        entry: entry, balance: try DecimalParser.parse(try row.value(String.self, named: "balance")))
    }
    let next = limit.flatMap { offset + $0 < count ? offset + $0 : nil }
    return PartyStatementPage(
      from: from, to: to, openingBalance: before.balance, closingBalance: through.balance,
      totalDebit: through.debits - before.debits, totalCredit: through.credits - before.credits, lineCount: count,
      lines: lines, nextOffset: next)
  }

  /// The running balance, debits and credits at the end of `day`.
  private static func sums(of id: String, throughDay day: Int, in db: any SQLiteQuerying) throws
    -> (balance: Decimal, debits: Decimal, credits: Decimal)
  {
    guard
      let row = try db.queryFirst(
        """
        SELECT balance, debits, credits FROM party_lines WHERE party_id = ? AND day <= ?
        ORDER BY day DESC, position DESC LIMIT 1
        """, [.text(id), .integer(Int64(day))])
    else { return (0, 0, 0) }
    return (
      try DecimalParser.parse(try row.value(String.self, named: "balance")),
      try DecimalParser.parse(try row.value(String.self, named: "debits")),
      try DecimalParser.parse(try row.value(String.self, named: "credits"))
    )
  }

  /// The ageing of every ledger whose entries are all dated on or before `asOf` and whose open
  /// amounts are whole minor units, summed in SQL; and the ledgers that need replaying instead.
  static func ageing(
    asOf: CalendarDate, buckets: PartyAgeingBuckets, payable: Bool, in db: any SQLiteQuerying
  ) throws -> (byParty: [String: PartyAgeing], replay: Set<String>) {
    var cases = ""
    var parameters: [SQLiteValue] = []
    for (index, boundary) in buckets.boundaries.enumerated() {
      cases += "WHEN o.due_day >= ? THEN \(index) "
      parameters.append(.integer(Int64(asOf.dayNumber - boundary)))
    }
    let rows = try db.query(
      """
      SELECT o.party_id AS party, CASE \(cases)ELSE \(buckets.boundaries.count) END AS bucket, o.digits AS digits,
        SUM(o.remaining_minor) AS total, COUNT(*) - COUNT(o.remaining_minor) AS inexact
      FROM party_open_items o JOIN party_balances b ON b.party_id = o.party_id
      WHERE o.is_debit = ? AND o.is_payment = 0 AND b.last_day <= ?
      GROUP BY o.party_id, bucket, o.digits
      """, parameters + [.integer(payable ? 0 : 1), .integer(Int64(asOf.dayNumber))])
    var byParty: [String: PartyAgeing] = [:]
    var replay = Set(
      try db.query("SELECT party_id FROM party_balances WHERE last_day > ?", [.integer(Int64(asOf.dayNumber))])
        .map { try $0.value(String.self, named: "party_id") })
    for row in rows {
      let party = try row.value(String.self, named: "party")
      guard try row.value(Int.self, named: "inexact") == 0 else {
        replay.insert(party)
        continue
      }
      let bucket = try row.value(Int.self, named: "bucket")
      let total = amount(
        minorUnits: try row.value(Int64.self, named: "total"), digits: try row.value(Int.self, named: "digits"))
      var ageing = byParty[party] ?? PartyAgeing(asOf: asOf, buckets: buckets)
      ageing.amounts[bucket] += total
      byParty[party] = ageing
    }
    for party in replay { byParty[party] = nil }
    return (byParty, replay)
  }

  private static func amount(minorUnits: Int64, digits: Int) -> Decimal {
    PartyLedgerDigest.amount(minorUnits: minorUnits, digits: digits)
  }
}
