import Foundation
import SharedCore

/// A bill as a business keeps it: an invoice, purchase bill, quotation, order, challan, pro-forma,
/// credit or debit note, with its number, dates, party, lines, status, payments and links.
///
/// Its amounts come from ``BillCalculator``: ``draft()`` gives the engine's ``BillDraft``. Its status
/// moves draft → issued → partially paid → paid, or to cancelled from draft, issued or partially paid,
/// through ``issue(number:)``, ``cancel()`` and ``record(_:calculator:)``; a cancelled document keeps
/// its number. Whether it is overdue depends on the day: ``isOverdue(asOf:)``. Edit lines and amounts
/// only while it is a draft: payments and credit notes are checked against the totals it prices to.
///
/// ```swift
/// var invoice = BillDocument(
///   id: "inv-1", kind: .salesInvoice, issueDate: date, paymentTermDays: 30, partyID: "party-7",
///   currency: .inr, regime: .gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27")),
///   lines: [BillDocumentLine(line: line, description: "Rice 5 kg", hsnOrSAC: "1006", unit: "BAG")])
/// try invoice.issue(number: "INV/25-26/00001")
/// try invoice.record(BillPayment(id: "p1", amount: advance, date: date, mode: .upi))
/// ```
public struct BillDocument: Sendable, Hashable, Codable {
  /// An identifier (it may be a local id not yet synced).
  public var id: String
  /// What the document is.
  public var kind: BillDocumentKind
  /// Its number, given when it is issued; `nil` while a draft has none.
  public var number: String?
  /// The issue date, which also picks the GST rates in force.
  public var issueDate: CalendarDate
  /// Days from the issue date to the due date, if there are payment terms.
  public var paymentTermDays: Int?
  /// A due date given outright, which wins over ``paymentTermDays``.
  public var explicitDueDate: CalendarDate?
  /// The customer's or supplier's identifier in the parties feature (it may be a local id not yet
  /// synced).
  public var partyID: String
  /// The document currency.
  public var currency: Currency
  /// The tax rules, with the supplier's state and the place of supply under GST.
  public var regime: BillTaxRegime
  /// The lines.
  public var lines: [BillDocumentLine]
  /// Document-level allowances and charges (discounts, shipping, packing).
  public var allowancesAndCharges: [BillDocumentAllowanceCharge]
  /// How the amount due is rounded.
  public var roundOff: BillRoundOff
  /// Notes for the party.
  public var notes: String?
  /// Terms and conditions.
  public var terms: String?
  /// Where to pay.
  public var bankDetails: BillBankDetails?
  /// Where it is in its life.
  public internal(set) var status: BillDocumentStatus
  /// The document it was converted from (a quotation for an order, an order for an invoice).
  public var convertedFrom: BillDocumentLink?
  /// For a credit or debit note, the document it adjusts.
  public var original: BillDocumentLink?
  /// Payments recorded against it, in the order recorded.
  public internal(set) var payments: [BillPayment]
  /// Credit notes issued against it, in the order issued.
  public internal(set) var credits: [BillAppliedCredit]

  /// A new document in ``BillDocumentStatus/draft``.
  public init(
    id: String, kind: BillDocumentKind, number: String? = nil, issueDate: CalendarDate, paymentTermDays: Int? = nil,
    explicitDueDate: CalendarDate? = nil, partyID: String, currency: Currency, regime: BillTaxRegime,
    lines: [BillDocumentLine], allowancesAndCharges: [BillDocumentAllowanceCharge] = [],
    roundOff: BillRoundOff = .none, notes: String? = nil, terms: String? = nil, bankDetails: BillBankDetails? = nil,
    convertedFrom: BillDocumentLink? = nil, original: BillDocumentLink? = nil
  ) {
    self.id = id
    self.kind = kind
    self.number = number
    self.issueDate = issueDate
    self.paymentTermDays = paymentTermDays
    self.explicitDueDate = explicitDueDate
    self.partyID = partyID
    self.currency = currency
    self.regime = regime
    self.lines = lines
    self.allowancesAndCharges = allowancesAndCharges
    self.roundOff = roundOff
    self.notes = notes
    self.terms = terms
    self.bankDetails = bankDetails
    self.status = .draft
    self.convertedFrom = convertedFrom
    self.original = original
    self.payments = []
    self.credits = []
  }

  /// The due date: ``explicitDueDate`` if given, else the issue date plus ``paymentTermDays``, else
  /// none.
  public var dueDate: CalendarDate? {
    if let explicitDueDate { return explicitDueDate }
    guard let paymentTermDays else { return nil }
    return issueDate.adding(days: paymentTermDays)
  }

  /// The draft the totals engine prices: the lines, allowances and charges, round-off and, for a
  /// credit note, the original's payable amount as the most it may total.
  public func draft() -> BillDraft {
    BillDraft(
      kind: kind.draftKind, date: issueDate, currency: currency, regime: regime, lines: lines.map(\.line),
      allowancesAndCharges: allowancesAndCharges, roundOff: roundOff,
      originalTotal: kind == .creditNote ? original?.payableAmount : nil,
      supplyDate: kind == .creditNote || kind == .debitNote ? original?.issueDate : nil)
  }

  /// The document's totals.
  /// - Throws: ``BillDocumentError/calculation(_:)`` with the engine's error.
  public func totals(calculator: BillCalculator = BillCalculator()) throws(BillDocumentError) -> BillTotals {
    do { return try calculator.totals(for: draft()) } catch { throw .calculation(error) }
  }

  /// Moves to `next` if the status machine allows it.
  mutating func transition(to next: BillDocumentStatus) throws(BillDocumentError) {
    guard status.canTransition(to: next) else { throw .invalidTransition(from: status, to: next) }
    status = next
  }

  /// Sets the status after payments or credits changed the outstanding amount.
  mutating func settle(outstanding: Decimal) throws(BillDocumentError) {
    let next: BillDocumentStatus = outstanding <= 0 ? .paid : .partiallyPaid
    if next != status { try transition(to: next) }
  }
}
