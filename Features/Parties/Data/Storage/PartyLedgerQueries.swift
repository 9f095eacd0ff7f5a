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
    // Lines are numbered in ledger order, which is date order: the range is the positions after
    // the last line before `from`, through the last line on or before `to`.
    let count = through.position - before.position
    let offset = max(0, offset)
    let decoder = JSONCoders.makeDecoder()
    let rows = try db.query(
      """
      SELECT entry_id, balance, fields FROM party_lines WHERE party_id = ? AND position > ? AND position <= ?
      ORDER BY position LIMIT ?
      """,
      [
        .text(id), .integer(Int64(before.position + offset)), .integer(Int64(through.position)),
        .integer(Int64(limit ?? -1)),
      ])
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

  /// The running balance, debits and credits at the end of `day`, and the position of the last
  /// line on or before it (-1 when there is none).
  private static func sums(of id: String, throughDay day: Int, in db: any SQLiteQuerying) throws
    -> (balance: Decimal, debits: Decimal, credits: Decimal, position: Int)
  {
    guard
      let row = try db.queryFirst(
        """
        SELECT balance, debits, credits, position FROM party_lines WHERE party_id = ? AND day <= ?
        ORDER BY day DESC, position DESC LIMIT 1
        """, [.text(id), .integer(Int64(day))])
    else { return (0, 0, 0, -1) }
    return (
      try DecimalParser.parse(try row.value(String.self, named: "balance")),
      try DecimalParser.parse(try row.value(String.self, named: "debits")),
      try DecimalParser.parse(try row.value(String.self, named: "credits")),
      try row.value(Int.self, named: "position")
    )
  }

  /// The ageing of every ledger whose entries are all dated on or before `asOf` and whose open
  /// amounts are whole minor units of one currency, summed in SQL (one row per party, the open items
  /// read in their stored order); and the ledgers that need replaying instead.
  static func ageing(
    asOf: CalendarDate, buckets: PartyAgeingBuckets, payable: Bool, in db: any SQLiteQuerying
  ) throws -> (byParty: [String: PartyAgeing], replay: Set<String>) {
    // Days past due >= first  ⟺  due day <= asOf - first; days past due <= last  ⟺  due day >= asOf - last.
    var sums: [String] = []
    var parameters: [SQLiteValue] = []
    for bucket in buckets.all {
      var conditions: [String] = []
      if let first = bucket.firstDay {
        conditions.append("o.due_day <= ?")
        parameters.append(.integer(Int64(asOf.dayNumber - first)))
      }
      if let last = bucket.lastDay {
        conditions.append("o.due_day >= ?")
        parameters.append(.integer(Int64(asOf.dayNumber - last)))
      }
      let condition = conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
      sums.append("SUM(CASE WHEN \(condition) THEN o.remaining_minor ELSE 0 END)")
    }
    let columns = sums.enumerated().map { "\($1) AS b\($0)" }.joined(separator: ", ")
    let replay = Set(
      try db.query("SELECT party_id FROM party_balances WHERE last_day > ?", [.integer(Int64(asOf.dayNumber))])
        .map { try $0.value(String.self, named: "party_id") })
    let rows = try db.query(
      """
      SELECT o.party_id AS party, \(columns), MIN(o.digits) AS digits, MAX(o.digits) AS max_digits,
        COUNT(*) - COUNT(o.remaining_minor) AS inexact
      FROM party_open_items o WHERE o.is_debit = ? AND o.is_payment = 0
      GROUP BY o.party_id
      """, parameters + [.integer(payable ? 0 : 1)])
    var byParty: [String: PartyAgeing] = [:]
    var slow = replay
    for row in rows {
      let party = try row.value(String.self, named: "party")
      guard !replay.contains(party) else { continue }
      let digits = try row.value(Int.self, named: "digits")
      guard try row.value(Int.self, named: "inexact") == 0, try row.value(Int.self, named: "max_digits") == digits
      else {
        slow.insert(party)
        continue
      }
      var ageing = PartyAgeing(asOf: asOf, buckets: buckets)
      for index in ageing.amounts.indices {
        ageing.amounts[index] = amount(minorUnits: try row.value(Int64.self, named: "b\(index)"), digits: digits)
      }
      byParty[party] = ageing
    }
    return (byParty, slow)
  }

  private static func amount(minorUnits: Int64, digits: Int) -> Decimal {
    PartyLedgerDigest.amount(minorUnits: minorUnits, digits: digits)
  }
}
