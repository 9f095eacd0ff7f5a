import PartiesFeature
import ProductsFeature

/// What issuing a document of one kind posts: which way its stock moves, which ledger entry it makes
/// and how its payments are entered.
struct BillPostingRules: Sendable, Hashable {
  /// The stock movement issuing makes for each product line, if any.
  var stockKind: StockMovement.Kind?
  /// The movement that reverses it on cancellation.
  var reversalKind: StockMovement.Kind?
  /// The party-ledger entry issuing makes, if any.
  var ledgerKind: PartyLedgerEntryKind?
  /// The party-ledger entry a payment makes.
  var paymentKind: PartyLedgerEntryKind?

  /// The rules for `kind`: sales invoices move stock out and debit the party; purchase bills move
  /// stock in and credit it; credit and debit notes post to the ledger only; quotations, orders,
  /// challans and pro-formas post nothing.
  init(_ kind: BillDocumentKind) {
    switch kind {
    case .salesInvoice:
      self.init(stockKind: .sale, reversalKind: .saleReturn, ledgerKind: .salesInvoice, paymentKind: .paymentReceived)
    case .purchaseBill:
      self.init(
        stockKind: .purchase, reversalKind: .purchaseReturn, ledgerKind: .purchaseBill, paymentKind: .paymentMade)
    case .creditNote:
      self.init(stockKind: nil, reversalKind: nil, ledgerKind: .creditNote, paymentKind: nil)
    case .debitNote:
      self.init(stockKind: nil, reversalKind: nil, ledgerKind: .debitNote, paymentKind: .paymentReceived)
    case .quotation, .salesOrder, .deliveryChallan, .proForma:
      self.init(stockKind: nil, reversalKind: nil, ledgerKind: nil, paymentKind: nil)
    }
  }

  private init(
    stockKind: StockMovement.Kind?, reversalKind: StockMovement.Kind?, ledgerKind: PartyLedgerEntryKind?,
    paymentKind: PartyLedgerEntryKind?
  ) {
    self.stockKind = stockKind
    self.reversalKind = reversalKind
    self.ledgerKind = ledgerKind
    self.paymentKind = paymentKind
  }
}
