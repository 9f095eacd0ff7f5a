import Foundation
import SharedCore

/// The parties list, its search index and the ledger entries by party, kept by the sync store in
/// the same transaction as every change to parties and entries.
public struct PartiesProjection: SyncProjection {
  /// `"parties.book"`.
  public let name = "parties.book"
  /// Bumped when the tables change; the store then rebuilds them.
  public let version = 1
  /// Parties and ledger entries.
  public let recordTypes = [PartiesSyncTypes.parties.name, PartiesSyncTypes.ledgerEntries.name]

  /// The projection.
  public init() {}

  /// Creates the tables.
  public func rebuildSchema(in db: any SQLiteQuerying) throws {
    try db.execute(
      sql: """
        DROP TABLE IF EXISTS parties_list;
        DROP TABLE IF EXISTS parties_fts;
        DROP TABLE IF EXISTS party_entries;
        CREATE TABLE parties_list (
          row INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name_key TEXT NOT NULL, gstin TEXT,
          is_archived INTEGER NOT NULL, merged_into TEXT, status TEXT NOT NULL, fields TEXT NOT NULL);
        CREATE INDEX parties_list_name ON parties_list (is_archived, name_key);
        CREATE INDEX parties_list_gstin ON parties_list (gstin);
        CREATE INDEX parties_list_merged ON parties_list (merged_into);
        CREATE VIRTUAL TABLE parties_fts USING fts5(
          name, company, gstin, phones, tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
          prefix = '1 2 3');
        CREATE TABLE party_entries (
          id TEXT PRIMARY KEY, party_id TEXT NOT NULL, day INTEGER NOT NULL, fields TEXT NOT NULL);
        CREATE INDEX party_entries_party ON party_entries (party_id, day);
        """)
  }

  /// Applies the changed records.
  public func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {
    for change in changes {
      switch change {
      case .remove(let type, let id):
        if type == PartiesSyncTypes.parties.name {
          try removeParty(id, in: db)
        } else {
          try db.run("DELETE FROM party_entries WHERE id = ?", [.text(id)])
        }
      case .upsert(let record):
        let fields = JSONValue.object(record.fields).serialized()
        if record.type == PartiesSyncTypes.parties.name {
          try removeParty(record.id, in: db)
          try insertParty(record, fields: fields, in: db)
        } else {
          let entry = try JSONCoders.makeDecoder().decode(PartyLedgerEntry.self, from: fields)
          try db.run(
            "INSERT OR REPLACE INTO party_entries (id, party_id, day, fields) VALUES (?, ?, ?, ?)",
            [
              .text(record.id), .text(entry.partyId), .integer(Int64(entry.date.dayNumber)),
              .text(String(decoding: fields, as: UTF8.self)),
            ])
        }
      }
    }
  }

  private func removeParty(_ id: String, in db: any SQLiteQuerying) throws {
    if let row = try db.queryFirst("SELECT row FROM parties_list WHERE id = ?", [.text(id)]) {
      try db.run("DELETE FROM parties_fts WHERE rowid = ?", [row["row"] ?? .null])
      try db.run("DELETE FROM parties_list WHERE id = ?", [.text(id)])
    }
  }

  private func insertParty(_ record: SyncRecord, fields: Data, in db: any SQLiteQuerying) throws {
    let party = try JSONCoders.makeDecoder().decode(Party.self, from: fields)
    try db.run(
      """
      INSERT INTO parties_list (id, name_key, gstin, is_archived, merged_into, status, fields)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(record.id), .text(PartySearchText.folded(party.name)), party.gstin.map { .text($0.value) } ?? .null,
        .integer(party.isArchived ? 1 : 0), party.mergedInto.map { .text($0) } ?? .null,
        .text(PartySyncStatus(record.status).rawValue), .text(String(decoding: fields, as: UTF8.self)),
      ])
    let row = try db.queryFirst("SELECT row FROM parties_list WHERE id = ?", [.text(record.id)])?["row"] ?? .null
    try db.run(
      "INSERT INTO parties_fts (rowid, name, company, gstin, phones) VALUES (?, ?, ?, ?, ?)",
      [
        row, .text(PartySearchText.folded(party.name)), .text(PartySearchText.folded(party.companyName ?? "")),
        .text(party.gstin?.value.lowercased() ?? ""), .text(party.phones.map(\.digits).joined(separator: " ")),
      ])
  }
}
