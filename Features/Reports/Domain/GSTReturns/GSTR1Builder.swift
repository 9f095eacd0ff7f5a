import Foundation
import IndiaTax
import SharedCore

/// Makes a ``GSTR1Return`` from a period's reporting documents.
///
/// It takes the outward documents (sales invoices, and credit and debit notes to customers) and
/// leaves out inward ones and drafts (no number). A cancelled document goes into no supply table, only
/// into the documents issued (Table 13). Every other document is checked as the portal checks it and
/// the first fault is thrown as a ``GSTReturnError`` naming the document, line and field;
/// ``problems(documents:parties:)`` lists them all.
///
/// ```swift
/// let builder = GSTR1Builder(
///   gstin: try GSTIN("27AAPFU0939F1ZV"), period: try GSTReturnPeriod(fp: "082024"),
///   aggregateTurnover: 4_00_00_000)
/// let gstr1 = try builder.build(documents: documents, parties: parties)
/// let upload = gstr1.json()      // the offline tool's JSON
/// gstr1.totals.igst              // the period's IGST, net of notes
/// ```
public struct GSTR1Builder: Sendable {
  /// The supplier's GSTIN.
  public var gstin: GSTIN
  /// The period.
  public var period: GSTReturnPeriod
  /// The aggregate turnover of the preceding financial year, in rupees: it decides the HSN digits
  /// Table 12 needs (4 up to ₹5 crore, 6 above).
  public var aggregateTurnover: Decimal
  /// The dated rules.
  public var rules: GSTReturnRules
  /// Shipping bills of exports, by document id.
  public var shippingBills: [String: GSTR1Return.ShippingBill]

  /// A builder for `gstin`'s return of `period`.
  public init(
    gstin: GSTIN, period: GSTReturnPeriod, aggregateTurnover: Decimal, rules: GSTReturnRules = .india,
    shippingBills: [String: GSTR1Return.ShippingBill] = [:]
  ) {
    self.gstin = gstin
    self.period = period
    self.aggregateTurnover = aggregateTurnover
    self.rules = rules
    self.shippingBills = shippingBills
  }

  /// The return of `documents`, with the recipients named by `parties`.
  ///
  /// A note to an unregistered recipient goes to `cdnur` when it or the invoice it corrects is above
  /// the B2CL threshold; pass the invoices of earlier periods that notes of this one correct as
  /// `earlierInvoices` so that their values are known.
  /// - Throws: ``GSTReturnError`` for the first document the portal would refuse.
  public func build(
    documents: [ReportingDocument], parties: [ReportingParty], earlierInvoices: [ReportingDocument] = []
  ) throws(GSTReturnError) -> GSTR1Return {
    var checker = makeChecker(parties)
    var invoiceValues: [String: Int64] = [:]
    for invoice in [earlierInvoices, documents].joined()
    where invoice.direction == .outward && invoice.kind == .invoice && !invoice.isCancelled {
      if let number = invoice.number { invoiceValues[number] = invoice.total.minorUnits }
    }
    var assembler = GSTR1Assembler(
      gstin: gstin.value, period: period, rules: rules, shippingBills: shippingBills,
      hsnSplit: period.lastDay >= rules.hsnSplitFrom)
    for document in documents where document.direction == .outward {
      guard let number = document.number else { continue }
      if document.isCancelled {
        guard period.contains(document.date) else {
          throw GSTReturnError(document: number, field: .date, problem: .outsidePeriod(document.date, period))
        }
        assembler.addIssued(document, number: number)
        continue
      }
      let checked = try checker.check(document, number: number)
      assembler.addIssued(document, number: number)
      assembler.add(checked, originalValue: document.originalNumber.flatMap { invoiceValues[$0] })
    }
    return try assembler.finish()
  }

  /// Every fault the portal would find in `documents`, one per document, in their order.
  public func problems(documents: [ReportingDocument], parties: [ReportingParty]) -> [GSTReturnError] {
    var checker = makeChecker(parties)
    var problems: [GSTReturnError] = []
    for document in documents where document.direction == .outward {
      guard let number = document.number else { continue }
      if document.isCancelled {
        if !period.contains(document.date) {
          problems.append(
            GSTReturnError(document: number, field: .date, problem: .outsidePeriod(document.date, period)))
        }
        continue
      }
      do { _ = try checker.check(document, number: number) } catch { problems.append(error) }
    }
    return problems
  }

  private func makeChecker(_ parties: [ReportingParty]) -> GSTDocumentChecker {
    GSTDocumentChecker(
      filer: gstin, period: period, rules: rules, aggregateTurnover: aggregateTurnover, parties: parties)
  }
}
