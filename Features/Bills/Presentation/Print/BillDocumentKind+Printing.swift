extension BillDocumentKind {
  /// Whether a printed document of this kind asks the buyer to pay the seller, so it carries the
  /// seller's UPI payment code: a sales invoice, a debit note, a pro-forma invoice.
  var printsPaymentCode: Bool {
    self == .salesInvoice || self == .debitNote || self == .proForma
  }
}
