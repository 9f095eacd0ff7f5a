import Foundation
import SharedCore

/// The SQL behind ``PartyBook``'s reads, over ``PartiesProjection``'s tables.
enum PartyBookQueries {
  static func list(includeArchived: Bool, limit: Int, offset: Int, in db: any SQLiteQuerying) throws -> [PartyListItem]
  {
    try db.query(
      """
      SELECT id, status, fields FROM parties_list WHERE merged_into IS NULL\(includeArchived ? "" : " AND is_archived = 0")
      ORDER BY name_key, id LIMIT ? OFFSET ?
      """, [.integer(Int64(limit)), .integer(Int64(offset))]
    ).map(item)
  }

  static func search(_ text: String, limit: Int, in db: any SQLiteQuerying) throws -> [PartyListItem] {
    guard let match = PartySearchText.matchExpression(text) else { return [] }
    return try db.query(
      """
      SELECT l.id, l.status, l.fields FROM parties_fts f JOIN parties_list l ON l.row = f.rowid
      WHERE parties_fts MATCH ? AND l.is_archived = 0 AND l.merged_into IS NULL
      ORDER BY bm25(parties_fts, 10.0, 5.0, 3.0, 3.0), l.name_key LIMIT ?
      """, [.text(match), .integer(Int64(limit))]
    ).map(item)
  }

  static func party(_ id: String, in db: any SQLiteQuerying) throws -> PartyListItem? {
    try db.queryFirst("SELECT id, status, fields FROM parties_list WHERE id = ?", [.text(id)]).map(item)
  }

  static func parties(withGSTIN gstin: String, in db: any SQLiteQuerying) throws -> [PartyListItem] {
    try db.query("SELECT id, status, fields FROM parties_list WHERE gstin = ?", [.text(gstin)]).map(item)
  }

  /// The parties merged into `id`, directly or through others.
  static func merged(into id: String, in db: any SQLiteQuerying) throws -> [Party] {
    var found: [Party] = []
    var frontier = [id]
    var seen: Set<String> = [id]
    while let next = frontier.popLast() {
      for item in try db.query(
        "SELECT id, status, fields FROM parties_list WHERE merged_into = ?", [.text(next)]
      ).map(item) where seen.insert(item.id).inserted {
        found.append(item.party)
        frontier.append(item.id)
      }
    }
    return found
  }

  static func entries(ofParties ids: [String], in db: any SQLiteQuerying) throws -> [PartyLedgerEntry] {
    var entries: [PartyLedgerEntry] = []
    for id in ids {
      for row in try db.query("SELECT id, fields FROM party_entries WHERE party_id = ?", [.text(id)]) {
        var entry = try JSONCoders.makeDecoder().decode(
          PartyLedgerEntry.self, from: Data(try row.value(String.self, named: "fields").utf8))
        entry.id = try row.value(String.self, named: "id")
        entries.append(entry)
      }
    }
    return entries
  }

  static func allPartyIDs(in db: any SQLiteQuerying) throws -> [String] {
    try db.query("SELECT id FROM parties_list WHERE merged_into IS NULL ORDER BY name_key, id").map {
      try $0.value(String.self, named: "id")
    }
  }

  private static func item(_ row: SQLiteRow) throws -> PartyListItem {
    var party = try JSONCoders.makeDecoder().decode(
      Party.self, from: Data(try row.value(String.self, named: "fields").utf8))
    party.id = try row.value(String.self, named: "id")
    let text = try row.value(String.self, named: "status")
    guard let status = PartySyncStatus(rawValue: text) else {
      throw SyncStoreError.corrupted(what: "party \(party.id)", reason: "unknown sync status \"\(text)\"")
    }
    return PartyListItem(party: party, status: status)
  }
}
