/// What a ledger entry records, and so which side of the party's account it is on.
///
/// Debits raise what the party owes the business; credits lower it (or raise what the business
/// owes the party). A balance is the sum of debits minus the sum of credits: positive is
/// receivable, negative payable.
public enum PartyLedgerEntryKind: String, Sendable, Hashable, Codable, CaseIterable {
  /// The balance brought forward (from the party's ``PartyOpeningBalance``).
  case openingBalance
  /// A sales invoice to the party (debit).
  case salesInvoice
  /// A purchase bill from the party (credit).
  case purchaseBill
  /// Money received from the party (credit).
  case paymentReceived
  /// Money paid to the party (debit).
  case paymentMade
  /// A credit note issued to the party, lowering what it owes (credit).
  case creditNote
  /// A debit note issued to the party, lowering what the business owes it (debit).
  case debitNote
  /// Money refunded to the party (debit).
  case refundGiven
  /// Money refunded by the party (credit).
  case refundReceived
  /// A journal adjustment raising what the party owes (debit).
  case adjustmentDebit
  /// A journal adjustment lowering what the party owes (credit).
  case adjustmentCredit
  /// The reversal of another entry (a cancelled payment or document): the opposite side, the same
  /// amount.
  case cancellation

  /// Whether entries of this kind are debits; an opening balance and a cancellation carry their side
  /// in ``PartyLedgerEntry/side``.
  public var isDebit: Bool {
    switch self {
    case .salesInvoice, .paymentMade, .debitNote, .refundGiven, .adjustmentDebit: true
    case .openingBalance, .purchaseBill, .paymentReceived, .creditNote, .refundReceived, .adjustmentCredit,
      .cancellation:
      false
    }
  }

  /// Whether the entry is money changing hands (payments and refunds), which settles documents.
  public var isPayment: Bool {
    switch self {
    case .paymentReceived, .paymentMade, .refundGiven, .refundReceived: true
    default: false
    }
  }

  /// Whether the entry is a document with a due date (invoices, bills and notes).
  public var isDocument: Bool {
    switch self {
    case .salesInvoice, .purchaseBill, .creditNote, .debitNote, .openingBalance: true
    default: false
    }
  }
}
