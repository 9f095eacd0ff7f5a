import Foundation
import IndiaTax
import SharedCore

/// The business's GST returns from the reports' tables: GSTR-1 from the period's outward documents
/// and GSTR-3B from every document and the expenses with GST, as ``GSTR1Builder`` and
/// ``GSTR3BBuilder`` make them.
///
/// ```swift
/// let filing = try session.resolve(GSTFiling.self)
/// let gstin = try GSTIN("27AAPFU0939F1ZV")
/// let november = try GSTReturnPeriod.month(11, of: 2026)
/// let gstr1 = try await filing.gstr1(for: gstin, period: november, aggregateTurnover: 12_000_000)
/// try gstr1.json().write(to: url)      // the offline tool's JSON
/// ```
public struct GSTFiling: Sendable {
  private let store: any SyncStore

  /// The filing over `store`.
  public init(store: any SyncStore) {
    self.store = store
  }

  /// GSTR-1 of `gstin` for `period`: the outward documents dated in it, with notes' original
  /// invoices from earlier periods looked up for the B2CL test.
  /// - Throws: ``GSTReturnError`` naming the first document the portal would refuse.
  public func gstr1(
    for gstin: GSTIN, period: GSTReturnPeriod, aggregateTurnover: Decimal,
    shippingBills: [String: GSTR1Return.ShippingBill] = [:]
  ) async throws -> GSTR1Return {
    let (documents, parties, originals) = try await outward(in: period)
    return try GSTR1Builder(
      gstin: gstin, period: period, aggregateTurnover: aggregateTurnover, shippingBills: shippingBills
    ).build(documents: documents, parties: parties, earlierInvoices: originals)
  }

  /// Every fault the portal would find in `period`'s outward documents, one per document.
  public func gstr1Problems(for gstin: GSTIN, period: GSTReturnPeriod, aggregateTurnover: Decimal) async throws
    -> [GSTReturnError]
  {
    let (documents, parties, _) = try await outward(in: period)
    return GSTR1Builder(gstin: gstin, period: period, aggregateTurnover: aggregateTurnover)
      .problems(documents: documents, parties: parties)
  }

  /// GSTR-3B of `gstin` for `period`: outward and inward documents dated in it, and each expense
  /// with GST as an inward supply from its vendor (input tax credit when it is eligible).
  /// - Throws: ``GSTReturnError`` naming the first document that cannot be reported.
  public func gstr3b(for gstin: GSTIN, period: GSTReturnPeriod) async throws -> GSTR3BReturn {
    let days = period.firstDay.dayNumber...period.lastDay.dayNumber
    let (outward, inward, expenses, known) = try await store.read { db in
      (
        try RegisterQueries.documents(.outward, in: days, db), try RegisterQueries.documents(.inward, in: days, db),
        try RegisterQueries.expenses(in: days, db), try RegisterQueries.parties(db)
      )
    }
    var parties = Array(known.values)
    var documents = outward + inward
    for expense in expenses {
      guard let supply = Self.inwardSupply(expense, filer: gstin, parties: known) else { continue }
      documents.append(supply.document)
      parties.append(supply.party)
    }
    return try GSTR3BBuilder(gstin: gstin, period: period).build(documents: documents, parties: parties)
  }

  private func outward(in period: GSTReturnPeriod) async throws
    -> (documents: [ReportingDocument], parties: [ReportingParty], originals: [ReportingDocument])
  {
    let days = period.firstDay.dayNumber...period.lastDay.dayNumber
    let (stored, parties) = try await store.read { db in
      (try RegisterQueries.storedDocuments(.outward, in: days, db), Array(try RegisterQueries.parties(db).values))
    }
    let documents = try await RegisterQueries.decode(stored)
    let numbers = Set(documents.compactMap { $0.kind == .invoice ? nil : $0.originalNumber })
    let originals = try await store.read { db in try RegisterQueries.documents(numbered: numbers, .outward, db) }
    return (documents, parties, originals)
  }

  /// An expense's GST as an inward supply: one line at its rate, from its vendor (or from a supplier
  /// named by the GSTIN on its bill), within the filer's state unless it charged IGST.
  static func inwardSupply(_ expense: Expense, filer: GSTIN, parties: [String: ReportingParty])
    -> (document: ReportingDocument, party: ReportingParty)?
  {
    guard let gst = expense.gst else { return nil }
    let vendor = expense.vendorID.flatMap { parties[$0] }
    let party = ReportingParty(
      id: "expense:\(expense.id)", name: vendor?.name ?? expense.category, gstin: gst.supplierGSTIN ?? vendor?.gstin)
    let home = filer.state.code
    let line = ReportingDocumentLine(
      description: expense.category, quantity: 1, rate: gst.rate, taxable: gst.taxable, igst: gst.igst,
      cgst: gst.cgst, sgst: gst.sgst, cess: gst.cess)
    let document = ReportingDocument(
      id: "expense:\(expense.id)", kind: .invoice, direction: .inward,
      number: expense.billNumber ?? "EXP-\(expense.id)", date: expense.date, partyID: party.id,
      currency: expense.amount.currency, supplierStateCode: gst.igst.isZero ? home : "00", placeOfSupply: home,
      isInputTaxCreditEligible: gst.isInputTaxCreditEligible, lines: [line], total: expense.amount,
      outstanding: .zero(expense.amount.currency))
    return (document, party)
  }
}
