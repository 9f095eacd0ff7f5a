import Foundation
import IndiaTax
import SharedCore

/// The parties list, its search index, the ledger entries by party and each ledger's digest, kept
/// by the sync store in the same transaction as every change to parties and entries:
///
/// - `parties_list` and `parties_fts`: one row per party (kind, archived, merge pointer, the server's
///   version, absent until the server has acknowledged the party), and an
///   FTS5 index over the name, company, GSTIN and phones of the parties search can find (neither
///   archived nor merged), compacted into one segment by any transaction that writes 1,000 parties
///   or more (an import), so searches stay fast after it. Prefixes of one to four code points have
///   prefix indexes: a typed Devanagari syllable is often four (ट्रे is ट, ्, र and े), and a longer
///   prefix is answered by merging the posting lists of every term it starts, which made a
///   two-word Hindi query take 1.5 times as long as a Latin one. Every transaction that changes the
///   index records a new generation for it, under which search remembers how many parties each
///   word matches (see `FullTextPhraseCounts`);
/// - `party_keys`: every key that finds a party (``PartyKey``): its GSTIN, each of its phones and
///   its external key, for exact lookups;
/// - `party_entries`: every ledger entry with its party and day;
/// - `party_balances`, `party_lines`, `party_open_items`: for each party that is not merged into
///   another, its ledger (its own entries and those of the parties merged into it) as
///   ``PartyLedger`` derives it — the balance, every line with the running balance and running
///   debit and credit totals, and the open items after allocation — so statements, lists with
///   outstanding amounts and ageing reports read a few rows instead of every entry.
public struct PartiesProjection: SyncProjection {
  /// `"parties.book"`.
  public let name = "parties.book"
  /// Bumped when the tables change; the store then rebuilds them.
  public let version = 7
  /// Parties and ledger entries.
  public let recordTypes = [PartiesSyncTypes.parties.name, PartiesSyncTypes.ledgerEntries.name]

  /// The search index, compacted after a transaction that writes 1,000 parties or more.
  static let searchIndex = FullTextIndex(table: "parties_fts")

  /// The projection.
  public init() {}

  /// Creates the tables.
  public func rebuildSchema(in db: any SQLiteQuerying) throws {
    try db.execute(
      sql: """
        DROP TABLE IF EXISTS parties_list;
        DROP TABLE IF EXISTS parties_fts;
        DROP TABLE IF EXISTS party_keys;
        DROP TABLE IF EXISTS party_entries;
        DROP TABLE IF EXISTS party_balances;
        DROP TABLE IF EXISTS party_lines;
        DROP TABLE IF EXISTS party_open_items;
        CREATE TABLE parties_list (
          row INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name_key TEXT NOT NULL, kind TEXT NOT NULL, gstin TEXT,
          phone TEXT, is_archived INTEGER NOT NULL, merged_into TEXT, status TEXT NOT NULL, version INTEGER,
          fields TEXT NOT NULL);
        CREATE INDEX parties_list_name ON parties_list (is_archived, name_key);
        CREATE INDEX parties_list_gstin ON parties_list (gstin);
        CREATE INDEX parties_list_merged ON parties_list (merged_into);
        CREATE VIRTUAL TABLE parties_fts USING fts5(
          name, company, gstin, phones, tokenize = "unicode61 remove_diacritics 2 categories 'L* N* Co M*'",
          prefix = '1 2 3 4');
        CREATE TABLE party_keys (
          kind TEXT NOT NULL, key TEXT NOT NULL, party_id TEXT NOT NULL, PRIMARY KEY (kind, key, party_id))
          WITHOUT ROWID;
        CREATE INDEX party_keys_party ON party_keys (party_id);
        CREATE TABLE party_entries (
          id TEXT PRIMARY KEY, party_id TEXT NOT NULL, day INTEGER NOT NULL, fields TEXT NOT NULL);
        CREATE INDEX party_entries_party ON party_entries (party_id, day);
        CREATE TABLE party_balances (
          party_id TEXT PRIMARY KEY, balance TEXT NOT NULL, balance_minor INTEGER, digits INTEGER NOT NULL,
          entry_count INTEGER NOT NULL, last_day INTEGER);
        CREATE TABLE party_lines (
          party_id TEXT NOT NULL, position INTEGER NOT NULL, day INTEGER NOT NULL, entry_id TEXT NOT NULL,
          balance TEXT NOT NULL, debits TEXT NOT NULL, credits TEXT NOT NULL, fields TEXT NOT NULL,
          PRIMARY KEY (party_id, position));
        CREATE INDEX party_lines_day ON party_lines (party_id, day, position);
        CREATE TABLE party_open_items (
          party_id TEXT NOT NULL, entry_id TEXT NOT NULL, is_debit INTEGER NOT NULL, is_payment INTEGER NOT NULL,
          due_day INTEGER NOT NULL, remaining TEXT NOT NULL, remaining_minor INTEGER, digits INTEGER NOT NULL,
          PRIMARY KEY (party_id, entry_id)) WITHOUT ROWID;
        """)
    try Self.searchIndex.didCreate(in: db)
  }

  /// Applies the changed records, then brings the digest of every ledger they touch up to date.
  public func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {
    var touched: Set<String> = []
    var writtenParties = 0
    var indexChanged = false
    for change in changes {
      switch change {
      case .remove(let type, let id):
        if type == PartiesSyncTypes.parties.name {
          let removed = try removeParty(id, in: db)
          indexChanged = indexChanged || !removed.isEmpty
          touched.formUnion(removed)
        } else {
          touched.formUnion(try removeEntry(id, in: db))
        }
      case .upsert(let record):
        let fields = JSONValue.object(record.fields).serializedText()
        if record.type == PartiesSyncTypes.parties.name {
          touched.formUnion(try removeParty(record.id, in: db))
          try insertParty(record, fields: fields, in: db)
          touched.insert(record.id)
          writtenParties += 1
          indexChanged = true
        } else {
          touched.formUnion(try removeEntry(record.id, in: db))
          let entry = try JSONValueDecoder().decode(PartyLedgerEntry.self, from: .object(record.fields))
          try db.run(
            "INSERT INTO party_entries (id, party_id, day, fields) VALUES (?, ?, ?, ?)",
            [
              .text(record.id), .text(entry.partyId), .integer(Int64(entry.date.dayNumber)),
              .text(fields),
            ])
          touched.insert(entry.partyId)
        }
      }
    }
    var refreshed: Set<String> = []
    for id in touched.sorted() {
      for party in [id, try PartyLedgerDigest.root(of: id, in: db)] where refreshed.insert(party).inserted {
        try PartyLedgerDigest.refresh(party, in: db)
      }
    }
    if indexChanged { try Self.searchIndex.didWrite(rows: writtenParties, in: db) }
  }

  /// Removes the party's rows; returns the ids whose ledgers change (the party and its root).
  private func removeParty(_ id: String, in db: any SQLiteQuerying) throws -> [String] {
    guard let row = try db.queryFirst("SELECT row FROM parties_list WHERE id = ?", [.text(id)]) else { return [] }
    let root = try PartyLedgerDigest.root(of: id, in: db)
    try db.run("DELETE FROM parties_fts WHERE rowid = ?", [row["row"] ?? .null])
    try db.run("DELETE FROM parties_list WHERE id = ?", [.text(id)])
    try db.run("DELETE FROM party_keys WHERE party_id = ?", [.text(id)])
    return [id, root]
  }

  /// Removes the entry's row; returns the party whose ledger held it.
  private func removeEntry(_ id: String, in db: any SQLiteQuerying) throws -> [String] {
    guard let row = try db.queryFirst("SELECT party_id FROM party_entries WHERE id = ?", [.text(id)]) else {
      return []
    }
    try db.run("DELETE FROM party_entries WHERE id = ?", [.text(id)])
    return [try row.value(String.self, named: "party_id")]
  }

  private func insertParty(_ record: SyncRecord, fields: String, in db: any SQLiteQuerying) throws {
    let party = try JSONValueDecoder().decode(Party.self, from: .object(record.fields))
    try db.run(
      """
      INSERT INTO parties_list (id, name_key, kind, gstin, phone, is_archived, merged_into, status, version, fields)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(record.id), .text(PartySearchText.folded(party.name)), .text(party.kind.rawValue),
        party.gstin.map { .text($0.value) } ?? .null, party.phones.first.map { .text($0.digits) } ?? .null,
        .integer(party.isArchived ? 1 : 0), party.mergedInto.map { .text($0) } ?? .null,
        .text(PartySyncStatus(record.status).rawValue), record.version.map { .integer(Int64($0)) } ?? .null,
        .text(fields),
      ])
    let row = SQLiteValue.integer(try db.lastInsertRowID)
    for key in PartyKey.keys(of: party) {
      let (kind, value) = key.stored
      try db.run(
        "INSERT OR IGNORE INTO party_keys (kind, key, party_id) VALUES (?, ?, ?)",
        [.text(kind), .text(value), .text(record.id)])
    }
    guard !party.isArchived, party.mergedInto == nil else { return }
    try db.run(
      "INSERT INTO parties_fts (rowid, name, company, gstin, phones) VALUES (?, ?, ?, ?, ?)",
      [
        row, .text(PartySearchText.folded(party.name)), .text(PartySearchText.folded(party.companyName ?? "")),
        .text(party.gstin?.value.lowercased() ?? ""), .text(party.phones.map(\.digits).joined(separator: " ")),
      ])
  }
}
