import Foundation
import SharedCore

/// A ``BillDocument`` as the `bill-documents` record type stores it.
///
/// The fields the server and the sync engine read are top-level: the references (party, products,
/// linked documents) that sync remaps, and what a list filters by. The rest of the document travels
/// in ``document`` as JSON text, so its amounts stay exact decimals end to end.
struct BillDocumentRecord: SyncableRecord, Hashable {
  /// A line's product reference.
  struct LineReference: Codable, Sendable, Hashable {
    var productId: String?
  }

  static var syncType: SyncRecordType { BillsSyncTypes.documents }

  var kind: BillDocumentKind
  var status: BillDocumentStatus
  var number: String?
  var issueDate: CalendarDate
  var partyId: String
  var currency: Currency
  /// The payable amount (EN 16931 BT-115) as exact decimal text.
  var payableAmount: String
  /// What is still to be paid, as exact decimal text (zero unless an issued document of a payable kind).
  var outstandingAmount: String
  /// When payment is due, if there are payment terms.
  var dueDate: CalendarDate?
  var lines: [LineReference]
  var convertedFromId: String?
  var originalId: String?
  /// The number's series, once issued.
  var series: BillNumberSeriesKey?
  /// The number's sequence in its series, once issued.
  var sequence: Int?
  /// Whether it went through issuing (stock and ledger postings belong to it).
  var wasIssued: Bool
  /// The device that still has stock or ledger postings of this document to complete, if any: only
  /// it completes them, so a device that downloads the record never posts what another device posts.
  var pendingPostings: String?
  /// The document as JSON text.
  var document: String

  /// The record for `document`, priced at `totals`.
  init(
    _ document: BillDocument, totals: BillTotals, series: BillNumberSeriesKey? = nil, sequence: Int? = nil,
    wasIssued: Bool = false, pendingPostings: String? = nil
  ) throws {
    kind = document.kind
    status = document.status
    number = document.number
    issueDate = document.issueDate
    partyId = document.partyID
    currency = document.currency
    payableAmount = "\(totals.payableAmount)"
    let owes = document.kind.isPayable && document.status != .draft && document.status != .cancelled
    outstandingAmount = "\(owes ? totals.payableAmount - document.paidAmount - document.creditedAmount : 0)"
    dueDate = document.dueDate
    lines = document.lines.map { LineReference(productId: $0.productID) }
    convertedFromId = document.convertedFrom?.documentID
    originalId = document.original?.documentID
    self.series = series
    self.sequence = sequence
    self.wasIssued = wasIssued
    self.pendingPostings = pendingPostings
    // The ids sync remaps live in the fields above; the text leaves them out rather than carry stale ones.
    var body = document
    body.id = ""
    body.partyID = ""
    for index in body.lines.indices { body.lines[index].productID = nil }
    body.convertedFrom?.documentID = ""
    body.original?.documentID = ""
    self.document = String(decoding: try JSONCoders.makeEncoder().encode(body), as: UTF8.self)
  }

  /// The document with `id` and with the references as sync last remapped them.
  /// - Throws: `SyncCollectionError.undecodable` when the text does not decode.
  func value(id: String) throws(SyncCollectionError) -> BillDocument {
    var value: BillDocument
    do {
      value = try JSONCoders.makeDecoder().decode(BillDocument.self, from: Data(document.utf8))
    } catch {
      throw .undecodable(type: Self.syncType.name, id: id, field: "document", reason: "\(error)")
    }
    guard value.lines.count == lines.count else {
      throw .undecodable(
        type: Self.syncType.name, id: id, field: "lines",
        reason: "\(lines.count) line references for a document with \(value.lines.count) lines")
    }
    value.id = id
    value.partyID = partyId
    for index in value.lines.indices { value.lines[index].productID = lines[index].productId }
    if let convertedFromId { value.convertedFrom?.documentID = convertedFromId }
    if let originalId { value.original?.documentID = originalId }
    return value
  }
}
