import Foundation
import SharedCore

extension BillDocument {
  /// The sum of the recorded payments.
  public var paidAmount: Decimal {
    var sum = Decimal(0)
    for payment in payments { sum += payment.amount.amount }
    return sum
  }

  /// The sum of the credit notes issued against the document.
  public var creditedAmount: Decimal {
    var sum = Decimal(0)
    for credit in credits { sum += credit.amount }
    return sum
  }

  /// What is still to be paid: the payable amount (EN 16931 BT-115) less payments and credit notes.
  /// Below zero when a credit note was issued against a paid document: the amount to refund.
  /// - Throws: ``BillDocumentError/calculation(_:)`` with the engine's error.
  public func outstanding(calculator: BillCalculator = BillCalculator()) throws(BillDocumentError) -> Decimal {
    try totals(calculator: calculator).payableAmount - paidAmount - creditedAmount
  }

  /// Records `payment` and moves the status to partially paid, or to paid when nothing is left
  /// outstanding.
  ///
  /// Over-payments are refused rather than kept on the document: an amount above the outstanding one
  /// is an advance from the party and belongs in the party's ledger, not on this bill.
  /// - Throws: ``BillDocumentError/notPayable(kind:)``, ``BillDocumentError/notIssued(status:)`` for a
  ///   draft or cancelled document, ``BillDocumentError/currencyMismatch(expected:found:)``,
  ///   ``BillDocumentError/nonPositivePayment(amount:)``, ``BillDocumentError/duplicatePayment(id:)``,
  ///   ``BillDocumentError/paymentBeforeDocument(paymentDate:issueDate:)``
  ///   or ``BillDocumentError/paymentExceedsOutstanding(amount:outstanding:)``.
  public mutating func record(_ payment: BillPayment, calculator: BillCalculator = BillCalculator())
    throws(BillDocumentError)
  {
    guard kind.isPayable else { throw .notPayable(kind: kind) }
    guard status != .draft, status != .cancelled else { throw .notIssued(status: status) }
    guard payment.amount.currency == currency else {
      throw .currencyMismatch(expected: currency.code, found: payment.amount.currency.code)
    }
    let amount = payment.amount.amount
    guard amount > 0 else { throw .nonPositivePayment(amount: amount) }
    guard !payments.contains(where: { $0.id == payment.id }) else { throw .duplicatePayment(id: payment.id) }
    guard payment.date >= issueDate else {
      throw .paymentBeforeDocument(paymentDate: payment.date, issueDate: issueDate)
    }
    let outstanding = try outstanding(calculator: calculator)
    guard amount <= outstanding else {
      throw .paymentExceedsOutstanding(amount: amount, outstanding: max(outstanding, 0))
    }
    try settle(outstanding: outstanding - amount)
    payments.append(payment)
  }

  /// The id for the next payment `device` records on this document (`P-till-1-2`): unique across
  /// devices, so payments recorded offline on two devices never share an id, and with it the
  /// reference of their ledger entries.
  public func nextPaymentID(device: String) -> String {
    let prefix = "P-\(device)-"
    let taken = payments.compactMap { payment -> Int? in
      guard payment.id.hasPrefix(prefix) else { return nil }
      return Int(payment.id.dropFirst(prefix.count))
    }
    return "\(prefix)\((taken.max() ?? 0) + 1)"
  }

  /// Takes in what another device's copy of this document has and this one does not: payments and
  /// applied credit notes by id, the status following the outstanding amount. Used when two devices
  /// changed one document offline: the money recorded on either is never dropped, even when together
  /// it is more than was owed (the excess is the party's advance in its account).
  mutating func absorb(_ other: BillDocument, calculator: BillCalculator) {
    var changed = false
    for payment in other.payments where !payments.contains(where: { $0.id == payment.id }) {
      payments.append(payment)
      changed = true
    }
    for credit in other.credits where !credits.contains(where: { $0.creditNoteID == credit.creditNoteID }) {
      credits.append(credit)
      changed = true
    }
    guard changed, status == .issued || status == .partiallyPaid || status == .paid,
      let outstanding = try? outstanding(calculator: calculator)
    else { return }
    status = outstanding <= 0 ? .paid : (paidAmount + creditedAmount > 0 ? .partiallyPaid : .issued)
  }
}
