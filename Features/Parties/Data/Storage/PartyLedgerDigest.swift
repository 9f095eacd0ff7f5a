import Foundation
import SharedCore

/// Writes what ``PartyLedger`` derives from a party's ledger into ``PartiesProjection``'s digest
/// tables, so reads never replay the entries: the balance, the lines with running totals, and the
/// open items after allocation. Amounts are kept exact, as text, and also in minor units when they
/// are whole minor units (for sums in SQL).
enum PartyLedgerDigest {
  /// The party that `id`'s ledger belongs to: `id` itself, or the party it was merged into
  /// (following merges of merges); `id` when the party is not known yet.
  static func root(of id: String, in db: any SQLiteQuerying) throws -> String {
    var current = id
    var seen: Set<String> = [id]
    while let row = try db.queryFirst("SELECT merged_into FROM parties_list WHERE id = ?", [.text(current)]),
      case .text(let next)? = row["merged_into"], seen.insert(next).inserted,
      try db.queryFirst("SELECT 1 AS found FROM parties_list WHERE id = ?", [.text(next)]) != nil
    {
      current = next
    }
    return current
  }

  /// Rebuilds the digest of `id`'s ledger, or removes it when `id` is unknown or merged.
  static func refresh(_ id: String, in db: any SQLiteQuerying) throws {
    for table in ["party_balances", "party_lines", "party_open_items"] {
      try db.run("DELETE FROM \(table) WHERE party_id = ?", [.text(id)])
    }
    guard let item = try PartyBookQueries.party(id, in: db), item.party.mergedInto == nil else { return }
    let merged = try PartyBookQueries.merged(into: id, in: db)
    let entries = try PartyBookQueries.entries(ofParties: [id] + merged.map(\.id), in: db)
    let ledger = PartyLedger(party: item.party, entries: entries, merged: merged)
    let encoder = JSONCoders.makeEncoder()
    var balance: Decimal = 0
    var debits: Decimal = 0
    var credits: Decimal = 0
    for (position, entry) in ledger.entries.enumerated() {
      balance += entry.signedAmount
      if entry.isDebit { debits += entry.amount.amount } else { credits += entry.amount.amount }
      try db.run(
        """
        INSERT INTO party_lines (party_id, position, day, entry_id, balance, debits, credits, fields)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(id), .integer(Int64(position)), .integer(Int64(entry.date.dayNumber)), .text(entry.id),
          .text(balance.plainString), .text(debits.plainString), .text(credits.plainString),
          .text(String(decoding: try encoder.encode(entry), as: UTF8.self)),
        ])
    }
    let digits = ledger.entries.first?.amount.currency.minorUnitDigits ?? 2
    try db.run(
      """
      INSERT INTO party_balances (party_id, balance, balance_minor, digits, entry_count, last_day)
      VALUES (?, ?, ?, ?, ?, ?)
      """,
      [
        .text(id), .text(balance.plainString), minorUnits(balance, digits: digits), .integer(Int64(digits)),
        .integer(Int64(ledger.entries.count)),
        ledger.entries.map(\.date.dayNumber).max().map { .integer(Int64($0)) } ?? .null,
      ])
    let open = ledger.openItems()
    for item in open.debits + open.credits {
      let itemDigits = item.entry.amount.currency.minorUnitDigits
      try db.run(
        """
        INSERT INTO party_open_items
          (party_id, entry_id, is_debit, is_payment, due_day, remaining, remaining_minor, digits)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(id), .text(item.entry.id), .integer(item.entry.isDebit ? 1 : 0),
          .integer(item.entry.kind.isPayment ? 1 : 0), .integer(Int64(item.entry.ageingDate.dayNumber)),
          .text(item.remaining.plainString), minorUnits(item.remaining, digits: itemDigits),
          .integer(Int64(itemDigits)),
        ])
    }
  }

  /// `amount` in minor units, or `NULL` when it is not a whole number of them.
  static func minorUnits(_ amount: Decimal, digits: Int) -> SQLiteValue {
    let scaled = amount * Decimal(sign: .plus, exponent: digits, significand: 1)
    return Int64(scaled.plainString).map { .integer($0) } ?? .null
  }

  /// `minor` minor units with `digits` fraction digits, exactly.
  static func amount(minorUnits minor: Int64, digits: Int) -> Decimal {
    Decimal(minor) * Decimal(sign: .plus, exponent: -digits, significand: 1)
  }
}
