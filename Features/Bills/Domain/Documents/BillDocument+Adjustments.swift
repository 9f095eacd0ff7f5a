import Foundation
import SharedCore

extension BillDocument {
  /// A new draft credit note against this sales invoice, for the same party, currency and tax rules,
  /// linked through ``original`` with the invoice's payable amount.
  /// - Throws: ``BillDocumentError/notAdjustable(kind:by:)`` unless this is a sales invoice,
  ///   ``BillDocumentError/notIssued(status:)`` unless it is issued, partially paid or paid, or
  ///   ``BillDocumentError/calculation(_:)``.
  public func creditNote(
    id: String, issueDate: CalendarDate, lines: [BillDocumentLine], calculator: BillCalculator = BillCalculator()
  ) throws(BillDocumentError) -> BillDocument {
    guard kind == .salesInvoice else { throw .notAdjustable(kind: kind, by: .creditNote) }
    let note = try adjustment(.creditNote, id: id, issueDate: issueDate, lines: lines, calculator: calculator)
    try note.checkReturns(against: self)
    return note
  }

  /// A new draft debit note against this sales invoice or purchase bill, linked through ``original``.
  /// - Throws: ``BillDocumentError/notAdjustable(kind:by:)``, ``BillDocumentError/notIssued(status:)``
  ///   or ``BillDocumentError/calculation(_:)``.
  public func debitNote(
    id: String, issueDate: CalendarDate, lines: [BillDocumentLine], calculator: BillCalculator = BillCalculator()
  ) throws(BillDocumentError) -> BillDocument {
    guard kind == .salesInvoice || kind == .purchaseBill else { throw .notAdjustable(kind: kind, by: .debitNote) }
    return try adjustment(.debitNote, id: id, issueDate: issueDate, lines: lines, calculator: calculator)
  }

  /// Issues `creditNote` with `number` against this document and records its credit, which lowers
  /// the outstanding amount (the status moves to partially paid or paid accordingly).
  ///
  /// The credit note, together with every credit note already issued against this document, may not
  /// credit more than this document's payable amount, nor take back goods those already took back.
  /// - Throws: ``BillDocumentError/notLinkedToOriginal(documentID:originalID:)``,
  ///   ``BillDocumentError/notIssued(status:)``, ``BillDocumentError/duplicateCreditNote(id:)``,
  ///   ``BillDocumentError/creditNoteExceedsOriginal(creditNoteAmount:alreadyCredited:originalAmount:)``,
  ///   ``BillDocumentError/returnMismatch(lineID:reason:)``,
  ///   ``BillDocumentError/calculation(_:)``, or what ``issue(number:)`` throws for the credit note.
  public mutating func issueCreditNote(
    _ creditNote: inout BillDocument, number: String, calculator: BillCalculator = BillCalculator()
  ) throws(BillDocumentError) {
    guard creditNote.kind == .creditNote, creditNote.original?.documentID == id else {
      throw .notLinkedToOriginal(documentID: creditNote.id, originalID: id)
    }
    guard status == .issued || status == .partiallyPaid || status == .paid else { throw .notIssued(status: status) }
    guard !credits.contains(where: { $0.creditNoteID == creditNote.id }) else {
      throw .duplicateCreditNote(id: creditNote.id)
    }
    try creditNote.checkReturns(against: self)
    let amount = try creditNote.totals(calculator: calculator).payableAmount
    let originalAmount = try totals(calculator: calculator).payableAmount
    guard amount + creditedAmount <= originalAmount else {
      throw .creditNoteExceedsOriginal(
        creditNoteAmount: amount, alreadyCredited: creditedAmount, originalAmount: originalAmount)
    }
    var issued = creditNote
    try issued.issue(number: number)
    let outstanding = originalAmount - paidAmount - creditedAmount - amount
    if status != .paid { try settle(outstanding: outstanding) }
    credits.append(
      BillAppliedCredit(
        creditNoteID: creditNote.id, number: number, amount: amount, returnedGoods: creditNote.returnedGoods))
    creditNote = issued
  }

  private func adjustment(
    _ kind: BillDocumentKind, id: String, issueDate: CalendarDate, lines: [BillDocumentLine],
    calculator: BillCalculator
  ) throws(BillDocumentError) -> BillDocument {
    guard status == .issued || status == .partiallyPaid || status == .paid else { throw .notIssued(status: status) }
    let payable = try totals(calculator: calculator).payableAmount
    return BillDocument(
      id: id, kind: kind, issueDate: issueDate, partyID: partyID, currency: currency, regime: regime, lines: lines,
      roundOff: roundOff,
      original: BillDocumentLink(
        documentID: self.id, kind: self.kind, number: number, payableAmount: payable, issueDate: self.issueDate))
  }
}
