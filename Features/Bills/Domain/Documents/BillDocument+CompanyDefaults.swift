import SharedCore

extension BillDocument {
  /// A new draft of `kind` dated `issueDate`, taxed by `regime`, started as `company`'s document
  /// settings say: in its currency, with its default terms, notes and payment terms, and its bank
  /// account (with its UPI id) to be paid into.
  public init(
    newDraftOf kind: BillDocumentKind, issueDate: CalendarDate, regime: BillTaxRegime,
    following company: CompanyDocumentSettings
  ) {
    self.init(
      id: "", kind: kind, issueDate: issueDate, partyID: "", currency: company.currency, regime: regime, lines: [])
    applyDefaults(of: company)
  }

  /// Fills what the document leaves unset from `company`'s settings, as far as its kind is the
  /// company's own: terms and notes on every document it issues, payment terms (when the company has
  /// them) on those to be paid (a sales invoice, a debit note), and the bank account on those that ask
  /// for payment (also a pro-forma invoice). A purchase bill is the supplier's and takes nothing. What
  /// the document already has stays.
  public mutating func applyDefaults(of company: CompanyDocumentSettings) {
    guard kind != .purchaseBill else { return }
    if terms == nil { terms = company.defaultTerms }
    if notes == nil { notes = company.defaultNotes }
    if kind.isPayable, paymentTermDays == nil, company.defaultPaymentTermDays > 0 {
      paymentTermDays = company.defaultPaymentTermDays
    }
    if kind.asksForPayment, bankDetails == nil { bankDetails = BillBankDetails(company) }
  }
}

extension BillBankDetails {
  /// The account `company`'s profile prints for payment, with its UPI id; `nil` without one.
  public init?(_ company: CompanyDocumentSettings) {
    guard let account = company.bankAccount else { return nil }
    self.init(
      accountName: account.holder, accountNumber: account.number, bankName: account.bank, branchCode: account.ifsc,
      upiID: company.upiID)
  }
}
