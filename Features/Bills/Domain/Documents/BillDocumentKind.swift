/// What a ``BillDocument`` is, which decides how it is priced, whether it can be paid and what it can be
/// converted to.
public enum BillDocumentKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// A tax invoice for a sale.
  case salesInvoice
  /// A supplier's bill for a purchase.
  case purchaseBill
  /// A quotation or estimate.
  case quotation
  /// A confirmed sales order.
  case salesOrder
  /// A delivery challan: goods moved without a sale yet (job work, approval, branch transfer).
  case deliveryChallan
  /// A pro-forma invoice.
  case proForma
  /// A credit note reducing a sales invoice.
  case creditNote
  /// A debit note, posted as a debit to the party (payments on it are received from the party):
  /// against a sales invoice it increases what the customer owes (a supplementary charge); against a
  /// purchase bill it reduces what is owed to the supplier (a purchase return or price reduction).
  /// Like a sales invoice, it is checked against the party's credit limit.
  case debitNote

  /// The kind the totals engine prices it as.
  public var draftKind: BillDraft.Kind {
    switch self {
    case .creditNote: .creditNote
    case .debitNote: .debitNote
    default: .invoice
    }
  }

  /// Whether payments are recorded against it and it can be partially paid, paid or overdue: sales
  /// invoices, purchase bills and debit notes.
  public var isPayable: Bool { self == .salesInvoice || self == .purchaseBill || self == .debitNote }

  /// Whether a document of this kind asks its buyer to pay the seller, so it carries the seller's
  /// bank account and UPI payment code: a sales invoice, a debit note, a pro-forma invoice.
  public var asksForPayment: Bool { self == .salesInvoice || self == .debitNote || self == .proForma }

  /// The kinds a document of this kind converts to, keeping the chain quotation → order → invoice:
  /// a quotation to an order, pro-forma, challan or invoice; a pro-forma to an order or invoice; an
  /// order to a challan, pro-forma or invoice; a challan to an invoice. Credit and debit notes are
  /// not conversions: ``BillDocument/creditNote(id:issueDate:lines:calculator:)`` and
  /// ``BillDocument/debitNote(id:issueDate:lines:calculator:)`` make them.
  public var conversionTargets: Set<BillDocumentKind> {
    switch self {
    case .quotation: [.salesOrder, .proForma, .deliveryChallan, .salesInvoice]
    case .proForma: [.salesOrder, .salesInvoice]
    case .salesOrder: [.deliveryChallan, .proForma, .salesInvoice]
    case .deliveryChallan: [.salesInvoice]
    case .salesInvoice, .purchaseBill, .creditNote, .debitNote: []
    }
  }
}
