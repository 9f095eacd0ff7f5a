import SharedCore

/// What issuing a document of one kind posts: which way its stock moves, which entry it makes in the
/// party's account and which way its payments go.
struct BillPostingRules: Sendable, Hashable {
  /// The way issuing moves the stock of each product line, if it does.
  var stockKind: StockPostingKind?
  /// The entry issuing makes in the party's account, if any.
  var accountKind: PartyAccountDocument.Kind?
  /// Which way the document's payments go, if it takes any.
  var paymentDirection: PartyAccountPayment.Direction?

  /// The rules for `kind`: sales invoices move stock out and debit the party; purchase bills move
  /// stock in and credit it; credit notes take returned goods back (their lines that name a product)
  /// and credit the party; debit notes debit it; quotations, orders, challans and pro-formas post nothing.
  init(_ kind: BillDocumentKind) {
    switch kind {
    case .salesInvoice: self.init(stockKind: .sale, accountKind: .sale, paymentDirection: .received)
    case .purchaseBill: self.init(stockKind: .purchase, accountKind: .purchase, paymentDirection: .made)
    case .creditNote: self.init(stockKind: .saleReturn, accountKind: .creditNote, paymentDirection: nil)
    case .debitNote: self.init(stockKind: nil, accountKind: .debitNote, paymentDirection: .received)
    case .quotation, .salesOrder, .deliveryChallan, .proForma:
      self.init(stockKind: nil, accountKind: nil, paymentDirection: nil)
    }
  }

  private init(
    stockKind: StockPostingKind?, accountKind: PartyAccountDocument.Kind?,
    paymentDirection: PartyAccountPayment.Direction?
  ) {
    self.stockKind = stockKind
    self.accountKind = accountKind
    self.paymentDirection = paymentDirection
  }
}
