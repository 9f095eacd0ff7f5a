import Foundation
import SharedCore

/// The queries over ``BillsProjection``'s table.
enum BillsQueries {
  /// A matching document as the list table holds it.
  struct Row: Sendable {
    var id: String
    var kind: BillDocumentKind
    var status: BillDocumentStatus
    var dueDay: Int?
    var currency: String
    var payable: Decimal
    var outstanding: Decimal

    /// Whether it is past its due day with money outstanding on `day`, as
    /// ``BillDocument/isOverdue(asOf:)`` says.
    func isOverdue(onDay day: Int) -> Bool {
      guard kind.isPayable, status == .issued || status == .partiallyPaid, let dueDay else { return false }
      return dueDay < day
    }
  }

  /// A series key as the table stores it: `salesInvoice 2025 4 default`.
  static func seriesText(_ key: BillNumberSeriesKey) -> String {
    "\(key.kind.rawValue) \(key.financialYear.startYear) \(key.financialYear.startMonth) \(key.name)"
  }

  /// A record's fields as a document record.
  /// - Throws: `SyncCollectionError.undecodable` when they are not one.
  static func decode(_ fields: [String: JSONValue], id: String) throws(SyncCollectionError) -> BillDocumentRecord {
    do {
      return try JSONCoders.makeDecoder().decode(BillDocumentRecord.self, from: JSONValue.object(fields).serialized())
    } catch {
      throw .undecodable(type: BillsSyncTypes.documents.name, id: id, field: "", reason: "\(error)")
    }
  }

  /// The documents matching `query` (all but its overdue filter, its offset and limit), newest first.
  static func matches(_ query: BillListQuery, partyID: String?, in db: any SQLiteQuerying) throws -> [Row] {
    var conditions: [String] = []
    var parameters: [SQLiteValue] = []
    if !query.kinds.isEmpty {
      conditions.append("kind IN (\(Array(repeating: "?", count: query.kinds.count).joined(separator: ", ")))")
      parameters += query.kinds.map(\.rawValue).sorted().map { .text($0) }
    }
    if !query.statuses.isEmpty {
      conditions.append("status IN (\(Array(repeating: "?", count: query.statuses.count).joined(separator: ", ")))")
      parameters += query.statuses.map(\.rawValue).sorted().map { .text($0) }
    }
    if let partyID {
      conditions.append("party_id = ?")
      parameters.append(.text(partyID))
    }
    if let from = query.from {
      conditions.append("issue_day >= ?")
      parameters.append(.integer(Int64(from.dayNumber)))
    }
    if let to = query.to {
      conditions.append("issue_day <= ?")
      parameters.append(.integer(Int64(to.dayNumber)))
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    return try db.query(
      """
      SELECT id, kind, status, due_day, currency, payable, outstanding FROM bills_documents \(filter)
      ORDER BY issue_day DESC, coalesce(number, '') DESC, id DESC
      """, parameters
    ).map { row in
      let id = try row.value(String.self, named: "id")
      func decimal(_ column: String) throws -> Decimal {
        let text = try row.value(String.self, named: column)
        do { return try DecimalParser.parse(text) } catch {
          throw SyncCollectionError.undecodable(
            type: BillsSyncTypes.documents.name, id: id, field: column, reason: "\(error)")
        }
      }
      guard let kind = BillDocumentKind(rawValue: try row.value(named: "kind")),
        let status = BillDocumentStatus(rawValue: try row.value(named: "status"))
      else {
        throw SyncCollectionError.undecodable(
          type: BillsSyncTypes.documents.name, id: id, field: "kind", reason: "not a document kind and status")
      }
      return Row(
        id: id, kind: kind, status: status, dueDay: try row.value(Int?.self, named: "due_day"),
        currency: try row.value(named: "currency"), payable: try decimal("payable"),
        outstanding: try decimal("outstanding"))
    }
  }

  /// The ids of the documents with postings `device` still has to complete, oldest issue first.
  static func pending(for device: String, in db: any SQLiteQuerying) throws -> [String] {
    try db.query("SELECT id FROM bills_documents WHERE pending_device = ? ORDER BY issue_day, id", [.text(device)])
      .map { try $0.value(String.self, named: "id") }
  }

  /// The highest sequence number documents carry in `series` within `range`, if any.
  static func highestSequence(in series: BillNumberSeriesKey, within range: ClosedRange<Int>, in db: any SQLiteQuerying)
    throws -> Int?
  {
    try db.queryFirst(
      "SELECT max(sequence) AS highest FROM bills_documents WHERE series = ? AND sequence BETWEEN ? AND ?",
      [.text(seriesText(series)), .integer(Int64(range.lowerBound)), .integer(Int64(range.upperBound))]
    )?.value(Int?.self, named: "highest")
  }
}
