import Foundation
import SharedCore

extension BillDocument {
  /// Issues the draft with `number`, checking its payment terms and due date.
  /// - Throws: ``BillDocumentError/missingNumber`` for an empty number,
  ///   ``BillDocumentError/negativePaymentTerms(days:)``,
  ///   ``BillDocumentError/dueDateBeforeIssueDate(dueDate:issueDate:)``, or
  ///   ``BillDocumentError/invalidTransition(from:to:)`` unless it is a draft.
  public mutating func issue(number: String) throws(BillDocumentError) {
    guard status.canTransition(to: .issued) else { throw .invalidTransition(from: status, to: .issued) }
    guard !number.trimmingWhitespace().isEmpty else { throw .missingNumber }
    if let days = paymentTermDays, days < 0 { throw .negativePaymentTerms(days: days) }
    if let due = dueDate, due < issueDate { throw .dueDateBeforeIssueDate(dueDate: due, issueDate: issueDate) }
    self.number = number
    try transition(to: .issued)
  }

  /// Cancels the document, from draft, issued or partially paid. It keeps its number, which is never
  /// given to another document.
  /// - Throws: ``BillDocumentError/invalidTransition(from:to:)`` from paid or cancelled.
  public mutating func cancel() throws(BillDocumentError) {
    try transition(to: .cancelled)
  }

  /// Whether on `date` a payable document is past its due date with money still outstanding: issued or
  /// partially paid, with a due date before `date`.
  public func isOverdue(asOf date: CalendarDate) -> Bool {
    guard kind.isPayable, status == .issued || status == .partiallyPaid, let dueDate else { return false }
    return dueDate < date
  }

  /// A new draft of `kind` converted from this document: same party, currency, tax rules, lines,
  /// allowances and charges, round-off, notes, terms, bank details and payment terms, no number, and
  /// ``convertedFrom`` linking back to this one.
  /// - Throws: ``BillDocumentError/notConvertible(from:to:)`` unless ``BillDocumentKind/conversionTargets``
  ///   allows it, or ``BillDocumentError/notIssued(status:)`` for a cancelled document.
  public func converted(to kind: BillDocumentKind, id: String, issueDate: CalendarDate) throws(BillDocumentError)
    -> BillDocument
  {
    guard self.kind.conversionTargets.contains(kind) else { throw .notConvertible(from: self.kind, to: kind) }
    guard status != .cancelled else { throw .notIssued(status: status) }
    return BillDocument(
      id: id, kind: kind, issueDate: issueDate, paymentTermDays: paymentTermDays, partyID: partyID,
      currency: currency, regime: regime, lines: lines, allowancesAndCharges: allowancesAndCharges,
      roundOff: roundOff, notes: notes, terms: terms, bankDetails: bankDetails,
      convertedFrom: BillDocumentLink(documentID: self.id, kind: self.kind, number: number))
  }
}
