import SharedCore

/// A payment against a document, as the append-only `bill-payments` record type stores it.
struct BillPaymentRecord: SyncableRecord, Hashable {
  static var syncType: SyncRecordType { BillsSyncTypes.payments }

  /// The document paid.
  var documentId: String
  /// The document's party.
  var partyId: String
  /// The payment's id among the document's payments.
  var paymentId: String
  /// The amount.
  var amount: Money
  /// The day it was paid.
  var date: CalendarDate
  /// How it was paid.
  var mode: BillPayment.Mode
  /// The payer's reference (UPI transaction id, cheque number).
  var reference: String?

  /// The record of `payment` against `document`.
  init(_ payment: BillPayment, of document: BillDocument) {
    documentId = document.id
    partyId = document.partyID
    paymentId = payment.id
    amount = payment.amount
    date = payment.date
    mode = payment.mode
    reference = payment.reference
  }
}
