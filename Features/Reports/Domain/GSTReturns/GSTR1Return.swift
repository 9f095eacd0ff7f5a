import Foundation
import SharedCore

/// A GSTR-1 return: the outward supplies of one period, in the tables of Form GSTR-1 and the layout
/// of the GST portal's offline tool JSON, ready to upload with ``json()``.
///
/// Build one with ``GSTR1Builder``. Every amount is exact to the paisa; ``totals`` is the net taxable
/// value and tax of the supply tables, to check against the documents.
public struct GSTR1Return: Sendable, Hashable {
  /// The supplier's GSTIN.
  public var gstin: String
  /// The period the return covers.
  public var period: GSTReturnPeriod
  /// Table 4A, 4B, 6B, 6C: invoices to registered recipients, by recipient GSTIN (`b2b`).
  public var b2b: [Recipient]
  /// Table 5: inter-state invoices to unregistered recipients above the B2CL threshold, by place of
  /// supply (`b2cl`).
  public var b2cl: [PlaceOfSupplyInvoices]
  /// Table 7: every other supply to unregistered recipients, summed by supply type, place of supply
  /// and rate, net of their notes (`b2cs`).
  public var b2cs: [B2CSummary]
  /// Table 9B: credit and debit notes to registered recipients, by recipient GSTIN (`cdnr`).
  public var cdnr: [NoteRecipient]
  /// Table 9B: credit and debit notes to unregistered recipients on B2CL invoices and exports (`cdnur`).
  public var cdnur: [Note]
  /// Table 6A: exports, with and without payment of tax (`exp`).
  public var exports: [ExportInvoices]
  /// Table 8: nil-rated, exempt and non-GST supplies by supply type (`nil`).
  public var nilSupplies: [NilSupplies]
  /// Table 12: the HSN summary (`hsn`).
  public var hsn: HSNSummary
  /// Table 13: the documents issued in the period (`doc_issue`).
  public var documentsIssued: [DocumentsIssued]
  /// The taxable value and tax of tables 4 to 7 and 9B, net of notes: what the documents of the
  /// period add up to, nil-rated, exempt and non-GST supplies aside.
  public var totals: GSTTaxAmounts
  /// ``totals`` by table.
  public var sectionTotals: [Section: GSTTaxAmounts]

  /// A return; ``GSTR1Builder`` makes them from documents.
  public init(
    gstin: String, period: GSTReturnPeriod, b2b: [Recipient] = [], b2cl: [PlaceOfSupplyInvoices] = [],
    b2cs: [B2CSummary] = [], cdnr: [NoteRecipient] = [], cdnur: [Note] = [], exports: [ExportInvoices] = [],
    nilSupplies: [NilSupplies] = [], hsn: HSNSummary = HSNSummary(isSplit: false),
    documentsIssued: [DocumentsIssued] = [], totals: GSTTaxAmounts = .zero,
    sectionTotals: [Section: GSTTaxAmounts] = [:]
  ) {
    self.gstin = gstin
    self.period = period
    self.b2b = b2b
    self.b2cl = b2cl
    self.b2cs = b2cs
    self.cdnr = cdnr
    self.cdnur = cdnur
    self.exports = exports
    self.nilSupplies = nilSupplies
    self.hsn = hsn
    self.documentsIssued = documentsIssued
    self.totals = totals
    self.sectionTotals = sectionTotals
  }

  /// A table of the return that carries taxable value.
  public enum Section: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `b2b`.
    case b2b
    /// `b2cl`.
    case b2cl
    /// `b2cs`.
    case b2cs
    /// `cdnr`.
    case cdnr
    /// `cdnur`.
    case cdnur
    /// `exp`.
    case exp

    /// Orders as the JSON does.
    public static func < (lhs: Section, rhs: Section) -> Bool {
      allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
  }
}
