import Foundation
import SharedCore

/// Hands Bills' documents to reports as `ReportingDocument`s: every issued (or issued and then
/// cancelled) sales invoice, purchase bill, credit note and debit note, with its lines' taxable
/// values and taxes as the totals engine prices them.
///
/// Drafts, quotations, orders, pro-forma invoices and delivery challans are not supplies and give no
/// fact. A note against a purchase bill is inward; the Bills kinds of an inward note are mirrored,
/// because the facts name a note by what it does to the supply's value: a debit note to a vendor (a
/// purchase return) lowers the purchase, as the vendor's credit note would. Document-level
/// allowances and charges are folded into the first line of the same tax category and rate (into a
/// line of their own when there is none), so the lines add up to the document.
public struct BillsReportingSource: ReportingFactSource {
  /// Documents.
  public let recordTypes = [BillsSyncTypes.documents.name]
  /// Bumped when what a document gives changes.
  public let version = 1

  private let financialYearStartMonth: Int

  /// The source, for numbering whose financial year starts in `financialYearStartMonth` (April).
  public init(financialYearStartMonth: Int = 4) {
    self.financialYearStartMonth = financialYearStartMonth
  }

  /// The document's fact, or none for a document that is not an issued supply.
  /// - Throws: `SyncCollectionError.undecodable` for fields that are not a document's, or
  ///   `BillDocumentError` when its totals cannot be computed.
  public func facts(from record: SyncRecord) throws -> [ReportingFact] {
    let stored = try BillsQueries.decode(record.fields, id: record.id)
    guard stored.status != .draft, let number = stored.number else { return [] }
    let document = try stored.value(id: record.id)
    let direction: ReportingDocument.Direction
    let kind: ReportingDocument.Kind
    switch document.kind {
    case .salesInvoice: (direction, kind) = (.outward, .invoice)
    case .purchaseBill: (direction, kind) = (.inward, .invoice)
    case .creditNote:
      (direction, kind) = document.original?.kind == .purchaseBill ? (.inward, .debitNote) : (.outward, .creditNote)
    case .debitNote:
      (direction, kind) = document.original?.kind == .purchaseBill ? (.inward, .creditNote) : (.outward, .debitNote)
    case .quotation, .salesOrder, .deliveryChallan, .proForma: return []
    }
    let totals = try document.totals()
    let currency = document.currency
    let supply: BillGSTSupply? = if case .gst(let supply) = document.regime { supply } else { nil }
    let lines = try BillsReportingLines(document: document, totals: totals, supply: supply).lines()
    let year =
      stored.series?.financialYear
      ?? (try? BillFinancialYear(containing: document.issueDate, startMonth: financialYearStartMonth))
    return [
      .document(
        ReportingDocument(
          id: record.id, kind: kind, direction: direction, number: number,
          series: stored.series.map { BillsQueries.seriesText($0) },
          postingReference: year.map { BillPostingReference(number: number, financialYear: $0).text },
          date: document.issueDate, dueDate: document.dueDate, isCancelled: document.status == .cancelled,
          partyID: document.partyID, currency: currency, supplierStateCode: supply?.supplierStateCode,
          placeOfSupply: supply?.placeOfSupply, supply: Self.supply(supply?.kind),
          isReverseCharge: document.lines.contains { $0.line.tax.category == .reverseCharge },
          originalNumber: document.original?.number, originalDate: document.original?.issueDate, lines: lines,
          total: try Money(rounding: totals.roundedTotal, currency: currency),
          outstanding: try Money(rounding: try DecimalParser.parse(stored.outstandingAmount), currency: currency)))
    ]
  }

  private static func supply(_ kind: BillGSTSupply.Kind?) -> ReportingDocument.Supply {
    switch kind {
    case .regular, nil: .regular
    case .sezWithPayment: .sezWithPayment
    case .sezWithoutPayment: .sezWithoutPayment
    case .exportWithPayment: .exportWithPayment
    case .exportWithoutPayment: .exportWithoutPayment
    }
  }
}
