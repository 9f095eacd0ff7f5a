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

  /// Fills what the document leaves unset from `company`'s settings: terms, notes, payment terms (when
  /// the company has them) and the bank account. What the document already has stays.
  public mutating func applyDefaults(of company: CompanyDocumentSettings) {
    if terms == nil { terms = company.defaultTerms }
    if notes == nil { notes = company.defaultNotes }
    if paymentTermDays == nil, company.defaultPaymentTermDays > 0 { paymentTermDays = company.defaultPaymentTermDays }
    if bankDetails == nil { bankDetails = BillBankDetails(company) }
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
