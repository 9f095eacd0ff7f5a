import Foundation
import SharedCore

/// A document in the reports' tables: its row (for ageing, registers and returns) and what it adds
/// to the running totals (nothing while cancelled or never issued).
enum ReportsDocumentRows {
  static func insert(_ document: ReportingDocument, in db: any SQLiteQuerying) throws {
    try db.run(
      """
      INSERT OR REPLACE INTO reports_documents (id, kind, direction, number, day, due_day, cancelled, party_id, total,
        outstanding, fact)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(document.id), .text(document.kind.rawValue), .text(document.direction.rawValue),
        .optionalText(document.number), .integer(Int64(document.date.dayNumber)),
        document.dueDate.map { .integer(Int64($0.dayNumber)) } ?? .null, .integer(document.isCancelled ? 1 : 0),
        .text(document.partyID), .integer(document.total.minorUnits), .integer(document.outstanding.minorUnits),
        .text(try ReportsFactRows.encode(.document(document))),
      ])
    try ReportsTotalsDelta.apply(deltas(for: document), in: db)
  }

  static func remove(_ document: ReportingDocument, in db: any SQLiteQuerying) throws {
    try db.run("DELETE FROM reports_documents WHERE id = ?", [.text(document.id)])
    try ReportsTotalsDelta.apply(deltas(for: document).map(\.negated), in: db)
  }

  /// What the document adds to the totals: its value, taxable value and tax to sales or purchases
  /// (a credit note takes away, a debit note adds), its lines to their products' sales, its value to
  /// its party's.
  static func deltas(for document: ReportingDocument) -> [ReportsTotalsDelta] {
    guard document.number != nil, !document.isCancelled else { return [] }
    let sign: Int64 = document.kind == .creditNote ? -1 : 1
    let date = document.date
    var taxable: Int64 = 0
    var tax: Int64 = 0
    for line in document.lines {
      taxable += line.taxable.minorUnits
      tax += line.taxMinorUnits
    }
    let total = sign * document.total.minorUnits
    var deltas = ageing(document)
    switch document.direction {
    case .outward:
      deltas += ReportsTotalsDelta.metric(.sales, on: date, total)
      deltas += ReportsTotalsDelta.metric(.salesTaxable, on: date, sign * taxable)
      deltas += ReportsTotalsDelta.metric(.outputTax, on: date, sign * tax)
      deltas += ReportsTotalsDelta.daily(.customerDay, document.partyID, on: date, amount: total)
      for line in document.lines {
        guard let productID = line.productID else { continue }
        deltas += ReportsTotalsDelta.daily(
          .productDay, productID, on: date, amount: sign * line.taxable.minorUnits,
          quantity: sign * ReportsQuantity.thousandths(line.quantity))
      }
    case .inward:
      deltas += ReportsTotalsDelta.metric(.purchases, on: date, total)
      deltas += ReportsTotalsDelta.metric(.purchasesTaxable, on: date, sign * taxable)
      deltas += ReportsTotalsDelta.metric(
        .purchaseInputTax, on: date, document.isInputTaxCreditEligible ? sign * tax : 0)
      deltas += ReportsTotalsDelta.daily(.vendorDay, document.partyID, on: date, amount: total)
    }
    return deltas
  }

  /// What an open invoice or debit note adds to what is owed, on its due day: keyed `"due"` (terms,
  /// something unpaid: the overdue count), `"credit"` (terms, paid over) or `"now"` (no terms).
  static func ageing(_ document: ReportingDocument) -> [ReportsTotalsDelta] {
    let outstanding = document.outstanding.minorUnits
    guard document.kind != .creditNote, outstanding != 0 else { return [] }
    let key = document.dueDate == nil ? "now" : outstanding > 0 ? "due" : "credit"
    return [
      ReportsTotalsDelta(
        scope: document.direction == .outward ? .receivableDue : .payableDue, key: key,
        period: (document.dueDate ?? document.date).dayNumber, amount: outstanding)
    ]
  }
}
