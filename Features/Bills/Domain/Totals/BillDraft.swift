import Foundation
import SharedCore

/// Everything the totals engine needs to price a bill: its kind, date, currency, tax rules, lines,
/// document-level allowances and charges, prepaid amount and round-off.
///
/// ```swift
/// let draft = BillDraft(
///   date: CalendarDate(year: 2025, month: 9, day: 1)!, currency: .inr,
///   regime: .gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27")),
///   lines: [BillLine(id: "1", quantity: 2, unitPrice: try DecimalParser.parse("7.60"), tax: .standard(12))])
/// let totals = try BillCalculator().totals(for: draft)   // CGST 0.91 + SGST 0.91
/// ```
public struct BillDraft: Sendable, Hashable, Codable {
  /// Whether the document invoices, credits or debits.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// An invoice (or any document priced like one: quotation, order, challan, pro-forma).
    case invoice
    /// A credit note: amounts are positive and the total may not exceed the original's.
    case creditNote
    /// A debit note.
    case debitNote
  }

  /// The kind of document.
  public var kind: Kind
  /// The document date, which picks the GST rates in force (a note's are its original supply's:
  /// ``supplyDate``).
  public var date: CalendarDate
  /// The document currency (EN 16931 BT-5); amounts are rounded to its minor unit.
  public var currency: Currency
  /// The tax rules.
  public var regime: BillTaxRegime
  /// The lines, at least one.
  public var lines: [BillLine]
  /// Document-level allowances and charges.
  public var allowancesAndCharges: [BillDocumentAllowanceCharge]
  /// The amount already paid (BT-113).
  public var prepaidAmount: Decimal
  /// How the amount due is rounded.
  public var roundOff: BillRoundOff
  /// For a credit note, the original document's total (tax-inclusive and rounded), which the credit
  /// note may not exceed.
  public var originalTotal: Decimal?
  /// For a credit or debit note, the date of the original supply: its GST rates, cess and state codes
  /// apply to the note (CGST Act s.34: a note corrects the tax charged on that supply), whatever the
  /// note's own date.
  public var supplyDate: CalendarDate?

  /// The date whose rates, cess and state codes apply: the original supply's for a note, else the
  /// document's.
  public var ratesDate: CalendarDate { supplyDate ?? date }

  /// A draft.
  public init(
    kind: Kind = .invoice, date: CalendarDate, currency: Currency, regime: BillTaxRegime, lines: [BillLine],
    allowancesAndCharges: [BillDocumentAllowanceCharge] = [], prepaidAmount: Decimal = 0,
    roundOff: BillRoundOff = .none, originalTotal: Decimal? = nil, supplyDate: CalendarDate? = nil
  ) {
    self.supplyDate = supplyDate
    self.kind = kind
    self.date = date
    self.currency = currency
    self.regime = regime
    self.lines = lines
    self.allowancesAndCharges = allowancesAndCharges
    self.prepaidAmount = prepaidAmount
    self.roundOff = roundOff
    self.originalTotal = originalTotal
  }
}
