import Foundation
import SharedCore

/// The bills list, kept by the sync store in the same transaction as every change to a document:
/// `bills_documents` holds one row per document with what lists filter, sort and sum by (kind,
/// status, party, issue and due days, number, currency, payable and outstanding amounts as exact
/// decimal text), its number's series and sequence, and the device with postings still to complete.
public struct BillsProjection: SyncProjection {
  /// `"bills.documents"`.
  public let name = "bills.documents"
  /// Bumped when the table changes; the store then rebuilds it.
  public let version = 1
  /// Documents.
  public let recordTypes = [BillsSyncTypes.documents.name]

  /// The projection.
  public init() {}

  /// Creates the table.
  public func rebuildSchema(in db: any SQLiteQuerying) throws {
    try db.execute(
      sql: """
        DROP TABLE IF EXISTS bills_documents;
        CREATE TABLE bills_documents (
          id TEXT PRIMARY KEY, kind TEXT NOT NULL, status TEXT NOT NULL, party_id TEXT NOT NULL,
          issue_day INTEGER NOT NULL, due_day INTEGER, number TEXT, currency TEXT NOT NULL, payable TEXT NOT NULL,
          outstanding TEXT NOT NULL, series TEXT, sequence INTEGER, pending_device TEXT);
        CREATE INDEX bills_documents_issued ON bills_documents (issue_day, number);
        CREATE INDEX bills_documents_party ON bills_documents (party_id, issue_day);
        CREATE INDEX bills_documents_series ON bills_documents (series, sequence);
        CREATE INDEX bills_documents_pending ON bills_documents (pending_device);
        """)
  }

  /// Replaces the rows of the changed documents.
  /// - Throws: `SyncCollectionError.undecodable` for a record whose fields are not a document's.
  public func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {
    for change in changes {
      switch change {
      case .remove(_, let id):
        try db.run("DELETE FROM bills_documents WHERE id = ?", [.text(id)])
      case .upsert(let record):
        let fields = try BillsQueries.decode(record.fields, id: record.id)
        try db.run(
          """
          INSERT OR REPLACE INTO bills_documents (id, kind, status, party_id, issue_day, due_day, number, currency,
            payable, outstanding, series, sequence, pending_device)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
          [
            .text(record.id), .text(fields.kind.rawValue), .text(fields.status.rawValue), .text(fields.partyId),
            .integer(Int64(fields.issueDate.dayNumber)), fields.dueDate.map { .integer(Int64($0.dayNumber)) } ?? .null,
            fields.number.map { .text($0) } ?? .null, .text(fields.currency.code), .text(fields.payableAmount),
            .text(fields.outstandingAmount), fields.series.map { .text(BillsQueries.seriesText($0)) } ?? .null,
            fields.sequence.map { .integer(Int64($0)) } ?? .null, fields.pendingPostings.map { .text($0) } ?? .null,
          ])
      }
    }
  }
}
