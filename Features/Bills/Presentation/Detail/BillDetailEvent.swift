import SharedCore

/// What the bill detail screen sends its ``BillDetailViewModel``.
public enum BillDetailEvent: Sendable, Hashable {
  /// Load (or reload) the document with its totals, outstanding amount and sync status.
  case load
  /// Render the document to a PDF file to share.
  case sharePDF
  /// Render the document to a PDF file marked as one copy of CGST Rules, rule 48 ("Original for
  /// Recipient", or the company's own words for it).
  case sharePDFCopy(BillCopy)
  /// Record a payment of `amount` (as typed: `2,500.50`) received on `date`.
  case recordPayment(amount: String, date: CalendarDate, mode: BillPayment.Mode, reference: String?)
  /// Convert the document to a new draft of `kind` dated `issueDate` (quotation → order → invoice).
  case convert(to: BillDocumentKind, issueDate: CalendarDate)
  /// Cancel the document; it keeps its number.
  case cancel
  /// Issue a credit note against the invoice for `lines`, dated `issueDate`.
  case issueCreditNote(lines: [BillDocumentLine], issueDate: CalendarDate)
}
