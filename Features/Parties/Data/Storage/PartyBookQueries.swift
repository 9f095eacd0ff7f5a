import Foundation
import SharedCore

/// The SQL behind ``PartyBook``'s reads, over ``PartiesProjection``'s tables.
enum PartyBookQueries {
  private static let columns = "l.id, l.status, l.fields, b.balance"
  private static let from = "parties_list l LEFT JOIN party_balances b ON b.party_id = l.id"
  /// Open documents the party owes on (not advances paid).
  private static let owedItems = "o.is_debit = 1 AND o.is_payment = 0"

  /// A page by name of the parties in use, or with `includeArchived` of every party (archived and
  /// merged ones too), each with its account's figures as of `today`.
  static func list(
    includeArchived: Bool, limit: Int, offset: Int, today: CalendarDate, in db: any SQLiteQuerying
  ) throws -> [PartyListItem] {
    let scope: PartyListQuery.Scope = includeArchived ? .everything : .active
    let rows = try db.query(
      "SELECT \(columns) FROM \(from) WHERE \(condition(of: scope)) ORDER BY l.name_key, l.id LIMIT ? OFFSET ?",
      [.integer(Int64(limit)), .integer(Int64(offset))])
    return try withAccountFigures(try rows.map(item), today: today, in: db)
  }

  /// One page of `query`, each item with what is overdue before `today`.
  static func page(_ query: PartyListQuery, today: CalendarDate, in db: any SQLiteQuerying) throws -> PartyPage {
    let (conditions, parameters) = filter(query, today: today)
    let rows = try db.query(
      "SELECT \(columns) FROM \(from) WHERE \(conditions) ORDER BY l.name_key, l.id LIMIT ? OFFSET ?",
      parameters + [.integer(Int64(query.limit + 1)), .integer(Int64(query.offset))])
    let items = try withAccountFigures(try rows.prefix(query.limit).map(item), today: today, in: db)
    return PartyPage(items: items, nextOffset: rows.count > query.limit ? query.offset + query.limit : nil)
  }

  /// The outstanding totals of every party `query` selects, each account counted once: a merged
  /// party's figures are its survivor's, so merged parties are left out.
  static func totals(_ query: PartyListQuery, today: CalendarDate, in db: any SQLiteQuerying) throws
    -> PartyListTotals
  {
    var (conditions, parameters) = filter(query, today: today)
    conditions += " AND l.merged_into IS NULL"
    var totals = PartyListTotals()
    for row in try db.query("SELECT b.balance FROM \(from) WHERE \(conditions) AND b.balance IS NOT NULL", parameters) {
      let balance = try DecimalParser.parse(try row.value(String.self, named: "balance"))
      if balance > 0 { totals.receivable += balance } else { totals.payable -= balance }
    }
    for row in try db.query(
      """
      SELECT o.remaining FROM party_open_items o JOIN parties_list l ON l.id = o.party_id
      WHERE \(conditions) AND \(owedItems) AND o.due_day < ?
      """, parameters + [.integer(Int64(today.dayNumber))])
    {
      totals.overdue += try DecimalParser.parse(try row.value(String.self, named: "remaining"))
    }
    return totals
  }

  /// The rows a scope holds (a merge archives the absorbed party, so archived ones include merged).
  private static func condition(of scope: PartyListQuery.Scope) -> String {
    switch scope {
    case .active: "l.is_archived = 0 AND l.merged_into IS NULL"
    case .archived: "(l.is_archived = 1 OR l.merged_into IS NOT NULL)"
    case .everything: "1"
    }
  }

  private static func filter(_ query: PartyListQuery, today: CalendarDate) -> (String, [SQLiteValue]) {
    var conditions = [condition(of: query.scope)]
    var parameters: [SQLiteValue] = []
    if let kind = query.kind {
      conditions.append("l.kind IN (?, ?)")
      parameters += [.text(kind.rawValue), .text(PartyKind.both.rawValue)]
    }
    if query.overdueOnly {
      conditions.append(
        "EXISTS (SELECT 1 FROM party_open_items o WHERE o.party_id = l.id AND \(owedItems) AND o.due_day < ?)")
      parameters.append(.integer(Int64(today.dayNumber)))
    }
    return (conditions.joined(separator: " AND "), parameters)
  }

  /// `items` with their accounts' figures: a merged party's survivor (the end of its merge chain)
  /// and that account's balance; and what each account owes on documents due before `today`, summed
  /// in minor units in SQL, or from the exact amounts for an account with an amount that is not
  /// whole minor units.
  static func withAccountFigures(_ items: [PartyListItem], today: CalendarDate, in db: any SQLiteQuerying) throws
    -> [PartyListItem]
  {
    let items = try withSurvivors(items, in: db)
    return try withOverdue(items, today: today, in: db)
  }

  /// `items` with each merged party's survivor and the survivor's balance. A survivor this device
  /// does not hold yet is named by the merge pointer, with nothing outstanding.
  private static func withSurvivors(_ items: [PartyListItem], in db: any SQLiteQuerying) throws -> [PartyListItem] {
    try items.map { item in
      guard let pointer = item.party.mergedInto else { return item }
      var item = item
      let root = try PartyLedgerDigest.root(of: item.id, in: db)
      item.survivorID = root == item.id ? pointer : root
      item.balance = 0
      if let row = try db.queryFirst("SELECT balance FROM party_balances WHERE party_id = ?", [.text(root)]),
        case .text(let stored)? = row["balance"]
      {
        item.balance = try DecimalParser.parse(stored)
      }
      return item
    }
  }

  /// `items` with what each one's account owes on documents due before `today`.
  private static func withOverdue(_ items: [PartyListItem], today: CalendarDate, in db: any SQLiteQuerying) throws
    -> [PartyListItem]
  {
    guard !items.isEmpty else { return items }
    var overdue: [String: Decimal] = [:]
    let marks = Array(repeating: "?", count: items.count).joined(separator: ", ")
    let due: SQLiteValue = .integer(Int64(today.dayNumber))
    for row in try db.query(
      """
      SELECT o.party_id, SUM(o.remaining_minor) AS total, MIN(o.digits) AS digits, MAX(o.digits) AS max_digits,
        COUNT(*) - COUNT(o.remaining_minor) AS inexact
      FROM party_open_items o WHERE o.party_id IN (\(marks)) AND \(owedItems) AND o.due_day < ?
      GROUP BY o.party_id
      """, items.map { .text($0.survivorID ?? $0.id) } + [due])
    {
      let party = try row.value(String.self, named: "party_id")
      let digits = try row.value(Int.self, named: "digits")
      if try row.value(Int.self, named: "inexact") == 0, try row.value(Int.self, named: "max_digits") == digits {
        overdue[party] = PartyLedgerDigest.amount(minorUnits: try row.value(Int64.self, named: "total"), digits: digits)
        continue
      }
      var total: Decimal = 0
      for exact in try db.query(
        "SELECT o.remaining FROM party_open_items o WHERE o.party_id = ? AND \(owedItems) AND o.due_day < ?",
        [.text(party), due])
      {
        total += try DecimalParser.parse(try exact.value(String.self, named: "remaining"))
      }
      overdue[party] = total
    }
    return items.map { item in
      var item = item
      item.overdue = overdue[item.survivorID ?? item.id] ?? 0
      return item
    }
  }

  static func search(
    _ text: String, limit: Int, phraseCounts: FullTextPhraseCounts, in db: any SQLiteQuerying
  ) throws -> [PartyListItem] {
    let phrases = PartySearchText.phrases(text)
    guard !phrases.isEmpty else { return [] }
    let match = PartySearchText.matchExpression(phrases)
    let counts = try phraseCounts.argument(for: phrases, in: PartiesProjection.searchIndex, db: db)
    // The index holds only parties search can find, so the best `limit` matches are ranked in the
    // index alone (bm25, with each word's match count remembered while the index is unchanged) and
    // only those are joined to their rows. Equal scores keep index order, so a shorter limit gives
    // a prefix of a longer one.
    let decoder = JSONCoders.makeDecoder()
    return try db.query(
      """
      SELECT \(columns) FROM (
        SELECT rowid AS hit, \(FullTextIndex.countedBM25Function)(parties_fts, ?, 10.0, 5.0, 3.0, 3.0) AS score
        FROM parties_fts WHERE parties_fts MATCH ? ORDER BY score, rowid LIMIT ?) f
      JOIN parties_list l ON l.row = f.hit LEFT JOIN party_balances b ON b.party_id = l.id
      WHERE l.is_archived = 0 AND l.merged_into IS NULL
      ORDER BY f.score, f.hit
      """, [.text(counts), .text(match), .integer(Int64(limit))]
    ).map { try item($0, decoder: decoder) }
  }

  static func party(_ id: String, in db: any SQLiteQuerying) throws -> PartyListItem? {
    try db.queryFirst("SELECT \(columns) FROM \(from) WHERE l.id = ?", [.text(id)]).map(item)
  }

  /// The order of parties holding one GSTIN that are not merged (`parties_list` as `l`): the holder
  /// first. The server's before this device's own (a local id has no version), then in the order the
  /// server created them (its ids count up, shorter ones first), so every device answers the same one.
  static let holderOrder = "l.version IS NULL, length(l.id), l.id"

  static func parties(withGSTIN gstin: String, in db: any SQLiteQuerying) throws -> [PartyListItem] {
    try db.query("SELECT \(columns) FROM \(from) WHERE l.gstin = ? ORDER BY \(holderOrder)", [.text(gstin)]).map(item)
  }

  /// The parties carrying `key` exactly: in use first, then archived, then merged. Within each, a
  /// phone's (which parties may share) by name; a GSTIN's or an external key's (which one party in use
  /// holds) the holder first (``holderOrder``), so two parties in use with one GSTIN, a clash, answer
  /// the same one first on every device.
  static func parties(withKey key: PartyKey, in db: any SQLiteQuerying) throws -> [PartyListItem] {
    let (kind, value) = key.stored
    let order = key.isShared ? "l.name_key, l.id" : holderOrder
    return try db.query(
      """
      SELECT \(columns) FROM party_keys k JOIN parties_list l ON l.id = k.party_id
        LEFT JOIN party_balances b ON b.party_id = l.id
      WHERE k.kind = ? AND k.key = ?
      ORDER BY l.merged_into IS NOT NULL, l.is_archived, \(order)
      """, [.text(kind), .text(value)]
    ).map(item)
  }

  /// Every GSTIN two parties or more that are not merged hold, with those parties, the holder first
  /// (``holderOrder``), by GSTIN.
  static func sharedGSTINs(in db: any SQLiteQuerying) throws -> [(gstin: String, parties: [PartyListItem])] {
    let rows = try db.query(
      """
      SELECT l.gstin, \(columns) FROM \(from)
      WHERE l.merged_into IS NULL AND l.gstin IN (
        SELECT gstin FROM parties_list WHERE gstin IS NOT NULL AND merged_into IS NULL
        GROUP BY gstin HAVING count(*) > 1)
      ORDER BY l.gstin, \(holderOrder)
      """)
    var shared: [(gstin: String, parties: [PartyListItem])] = []
    for row in rows {
      let gstin = try row.value(String.self, named: "gstin")
      let party = try item(row)
      if shared.last?.gstin == gstin {
        shared[shared.count - 1].parties.append(party)
      } else {
        shared.append((gstin, [party]))
      }
    }
    return shared
  }

  /// The parties merged into `id`, directly or through others.
  static func merged(into id: String, in db: any SQLiteQuerying) throws -> [Party] {
    var found: [Party] = []
    var frontier = [id]
    var seen: Set<String> = [id]
    while let next = frontier.popLast() {
      for item in try db.query(
        "SELECT \(columns) FROM \(from) WHERE l.merged_into = ?", [.text(next)]
      ).map(item) where seen.insert(item.id).inserted {
        found.append(item.party)
        frontier.append(item.id)
      }
    }
    return found
  }

  static func entries(ofParties ids: [String], in db: any SQLiteQuerying) throws -> [PartyLedgerEntry] {
    var entries: [PartyLedgerEntry] = []
    let decoder = JSONCoders.makeDecoder()
    for id in ids {
      for row in try db.query("SELECT id, fields FROM party_entries WHERE party_id = ?", [.text(id)]) {
        var entry = try decoder.decode(
          PartyLedgerEntry.self, from: Data(try row.value(String.self, named: "fields").utf8))
        entry.id = try row.value(String.self, named: "id")
        entries.append(entry)
      }
    }
    return entries
  }

  /// How many entries the parties' own records hold (opening balances not counted).
  static func entryCount(ofParties ids: [String], in db: any SQLiteQuerying) throws -> Int {
    var count = 0
    for id in ids {
      count +=
        try db.queryFirst("SELECT COUNT(*) AS n FROM party_entries WHERE party_id = ?", [.text(id)])?
        .value(Int.self, named: "n") ?? 0
    }
    return count
  }

  /// Every party that is not merged and whose id `wanted` accepts, by name; only those are decoded.
  static func allParties(where wanted: (String) -> Bool, in db: any SQLiteQuerying) throws -> [PartyListItem] {
    let decoder = JSONCoders.makeDecoder()
    return try db.query(
      "SELECT \(columns) FROM \(from) WHERE l.merged_into IS NULL ORDER BY l.name_key, l.id"
    ).compactMap { row in
      wanted(try row.value(String.self, named: "id")) ? try item(row, decoder: decoder) : nil
    }
  }

  static func item(_ row: SQLiteRow) throws -> PartyListItem {
    try item(row, decoder: JSONCoders.makeDecoder())
  }

  static func item(_ row: SQLiteRow, decoder: JSONDecoder) throws -> PartyListItem {
    var party = try decoder.decode(
      Party.self, from: Data(try row.value(String.self, named: "fields").utf8))
    party.id = try row.value(String.self, named: "id")
    let text = try row.value(String.self, named: "status")
    guard let status = PartySyncStatus(rawValue: text) else {
      throw SyncStoreError.corrupted(what: "party \(party.id)", reason: "unknown sync status \"\(text)\"")
    }
    var balance: Decimal = 0
    if case .text(let stored)? = row["balance"] { balance = try DecimalParser.parse(stored) }
    return PartyListItem(party: party, status: status, balance: balance)
  }
}
