import Foundation
import SharedCore

/// Why an operation on a ``BillDocument`` was refused, with the values involved.
public enum BillDocumentError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The status machine does not go from `from` to `to`.
  case invalidTransition(from: BillDocumentStatus, to: BillDocumentStatus)
  /// A document of kind `from` does not convert to `to`.
  case notConvertible(from: BillDocumentKind, to: BillDocumentKind)
  /// Only a sales invoice (for a credit note) or a sales invoice or purchase bill (for a debit note)
  /// can be adjusted; `kind` cannot.
  case notAdjustable(kind: BillDocumentKind, by: BillDocumentKind)
  /// The operation needs an issued document (not a draft or cancelled one); this one is `status`.
  case notIssued(status: BillDocumentStatus)
  /// Issuing needs a number; the one given is empty.
  case missingNumber
  /// Payment terms of fewer than zero days.
  case negativePaymentTerms(days: Int)
  /// A due date before the issue date.
  case dueDateBeforeIssueDate(dueDate: CalendarDate, issueDate: CalendarDate)
  /// Payments are not recorded against documents of this kind.
  case notPayable(kind: BillDocumentKind)
  /// A payment of zero or less.
  case nonPositivePayment(amount: Decimal)
  /// A payment in another currency than the document's.
  case currencyMismatch(expected: String, found: String)
  /// A payment whose identifier is already recorded on the document.
  case duplicatePayment(id: String)
  /// The payment is dated before the document it pays.
  case paymentBeforeDocument(paymentDate: CalendarDate, issueDate: CalendarDate)
  /// A payment above what is still outstanding; over-payments are refused (record the excess as an
  /// advance in the party's ledger instead).
  case paymentExceedsOutstanding(amount: Decimal, outstanding: Decimal)
  /// The document is not a credit note linked to this original.
  case notLinkedToOriginal(documentID: String, originalID: String)
  /// A credit note which, with those already issued against the original, credits more than the
  /// original's payable amount.
  case creditNoteExceedsOriginal(creditNoteAmount: Decimal, alreadyCredited: Decimal, originalAmount: Decimal)
  /// A credit note already applied to the original.
  case duplicateCreditNote(id: String)
  /// A returned line that does not match the original's line `lineID` (another product or variant,
  /// more than it sold, or batches or serial numbers it did not sell).
  case returnMismatch(lineID: String, reason: String)
  /// The totals engine refused the document's lines.
  case calculation(BillCalculationError)

  /// What is wrong.
  public var description: String {
    switch self {
    case .invalidTransition(let from, let to): "a \(from.rawValue) document cannot become \(to.rawValue)"
    case .notConvertible(let from, let to): "a \(from.rawValue) does not convert to a \(to.rawValue)"
    case .notAdjustable(let kind, let by): "a \(kind.rawValue) cannot be adjusted by a \(by.rawValue)"
    case .notIssued(let status): "the document is \(status.rawValue), not issued"
    case .missingNumber: "a document is issued with a number"
    case .negativePaymentTerms(let days): "payment terms of \(days) days are negative"
    case .dueDateBeforeIssueDate(let due, let issue): "due date \(due) is before issue date \(issue)"
    case .notPayable(let kind): "payments are not recorded against a \(kind.rawValue)"
    case .nonPositivePayment(let amount): "payment \(amount.plainString) is not above zero"
    case .currencyMismatch(let expected, let found): "payment currency \(found) is not the document's \(expected)"
    case .duplicatePayment(let id): "payment \"\(id)\" is already recorded"
    case .paymentBeforeDocument(let paid, let issued):
      "the payment is dated \(paid), before the document's date \(issued)"
    case .paymentExceedsOutstanding(let amount, let outstanding):
      "payment \(amount.plainString) is more than the outstanding \(outstanding.plainString)"
    case .returnMismatch(let lineID, let reason): "returned line \(lineID): \(reason)"
    case .notLinkedToOriginal(let id, let original): "document \"\(id)\" is not a credit note of \"\(original)\""
    case .creditNoteExceedsOriginal(let amount, let already, let original):
      "credit note \(amount.plainString) plus \(already.plainString) already credited exceeds the original's "
        + original.plainString
    case .duplicateCreditNote(let id): "credit note \"\(id)\" is already applied"
    case .calculation(let error): error.description
    }
  }
}
