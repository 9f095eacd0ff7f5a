import Foundation
import IndiaTax
import SharedCore

extension BillPDFInvoice {
  /// The printed form of `document` priced at `totals`: its title by kind, number, dates, place of
  /// supply, lines, tax summary by HSN/SAC and rate, totals down to the amount payable with the
  /// round-off, the amount in words, bank details, notes and terms.
  ///
  /// Amounts are formatted with `formatter` (lakh grouping and "₹" by default) and the payable amount
  /// spelt out with `words`; a tax head the document does not charge stays blank. A draft has no
  /// number yet and prints as "Draft".
  public init(
    document: BillDocument, totals: BillTotals, seller: Party, buyer: Party, shipTo: Party? = nil,
    formatter: BillAmountFormatter = .rupees, words: BillAmountInWords = .rupees
  ) {
    let money = { (amount: Decimal) in formatter.string(for: amount) }
    let head = { (amount: Decimal) in amount == 0 ? "" : money(amount) }
    let percent = { (rate: Decimal) in "\(rate.plainString)%" }
    var lines: [Line] = []
    var summary: [TaxRow] = []
    var summaryKeys: [String: Int] = [:]
    var sums: [String: BillTaxAmounts] = [:]
    var taxable: [String: Decimal] = [:]
    var cess: [String: Decimal] = [:]
    for (index, pair) in zip(document.lines, totals.lines).enumerated() {
      let (line, priced) = pair
      let quantity = [line.line.quantity.plainString, line.unit].compactMap(\.self).joined(separator: " ")
      lines.append(
        Line(
          serial: "\(index + 1)", description: line.description, hsn: line.hsnOrSAC ?? "", quantity: quantity,
          rate: money(line.line.unitPrice), discount: Self.discount(line.line.discount, money: money),
          taxableValue: money(priced.netAmount), taxRate: percent(priced.rate), amount: money(priced.totalAmount)))
      let key = "\(line.hsnOrSAC ?? "")|\(priced.rate.plainString)"
      if summaryKeys[key] == nil {
        summaryKeys[key] = summary.count
        summary.append(TaxRow(hsn: line.hsnOrSAC ?? "", taxRate: percent(priced.rate), taxableValue: ""))
      }
      var tax = sums[key] ?? .zero
      tax.cgst += priced.tax.cgst
      tax.sgst += priced.tax.sgst
      tax.igst += priced.tax.igst
      tax.vat += priced.tax.vat
      sums[key] = tax
      taxable[key, default: 0] += priced.netAmount
      cess[key, default: 0] += priced.cessAmount + priced.specificCessAmount
    }
    for (key, index) in summaryKeys {
      let tax = sums[key] ?? .zero
      summary[index].taxableValue = money(taxable[key] ?? 0)
      summary[index].cgst = head(tax.cgst)
      summary[index].sgst = head(tax.sgst)
      summary[index].igst = head(tax.igst + tax.vat)
      summary[index].cess = head(cess[key] ?? 0)
    }
    self.init(
      title: Self.title(document.kind), copyLabel: document.status == .cancelled ? "Cancelled" : nil,
      number: document.number ?? "Draft", details: Self.details(document, money: money), seller: seller,
      buyer: buyer, shipTo: shipTo, lines: lines, taxSummary: summary,
      taxSummaryTotal: TaxRow(
        hsn: "Total", taxRate: "", taxableValue: money(totals.sumOfLineNetAmounts), cgst: head(totals.cgstAmount),
        sgst: head(totals.sgstAmount), igst: head(totals.igstAmount + totals.vatAmount),
        cess: head(totals.totalCessAmount)),
      totals: Self.totalRows(totals, money: money), amountInWords: words.words(for: totals.payableAmount),
      bankDetails: Self.bankFields(document),
      terms: [document.notes, document.terms].compactMap { $0?.isEmpty == false ? $0 : nil })
  }

  static func title(_ kind: BillDocumentKind) -> String {
    switch kind {
    case .salesInvoice: "Tax Invoice"
    case .purchaseBill: "Purchase Bill"
    case .quotation: "Quotation"
    case .salesOrder: "Sales Order"
    case .deliveryChallan: "Delivery Challan"
    case .proForma: "Pro-forma Invoice"
    case .creditNote: "Credit Note"
    case .debitNote: "Debit Note"
    }
  }

  static func discount(_ discount: BillLineDiscount?, money: (Decimal) -> String) -> String {
    switch discount {
    case .percent(let percent): "\(percent.plainString)%"
    case .amount(let amount): money(amount)
    case nil: ""
    }
  }

  static func details(_ document: BillDocument, money: (Decimal) -> String) -> [Field] {
    var fields = [Field("Date", "\(document.issueDate)")]
    if let due = document.dueDate { fields.append(Field("Due Date", "\(due)")) }
    if case .gst(let supply) = document.regime {
      let code = supply.placeOfSupply
      fields.append(Field("Place of Supply", "\(GSTStateCode(code)?.name ?? code) (\(code))"))
    }
    if let link = document.original ?? document.convertedFrom, let number = link.number {
      fields.append(Field(document.original == nil ? "Converted From" : "Against", number))
    }
    return fields
  }

  static func totalRows(_ totals: BillTotals, money: (Decimal) -> String) -> [TotalRow] {
    var rows = [TotalRow("Taxable Value", money(totals.taxExclusiveAmount))]
    if totals.allowanceTotal != 0 { rows.insert(TotalRow("Discount", money(-totals.allowanceTotal)), at: 0) }
    if totals.chargeTotal != 0 { rows.insert(TotalRow("Charges", money(totals.chargeTotal)), at: 0) }
    let heads = [
      ("CGST", totals.cgstAmount), ("SGST", totals.sgstAmount), ("IGST", totals.igstAmount), ("VAT", totals.vatAmount),
      ("Cess", totals.totalCessAmount),
    ]
    for (label, amount) in heads where amount != 0 { rows.append(TotalRow(label, money(amount))) }
    if totals.prepaidAmount != 0 { rows.append(TotalRow("Paid in Advance", money(-totals.prepaidAmount))) }
    if totals.roundingAmount != 0 { rows.append(TotalRow("Round Off", money(totals.roundingAmount))) }
    rows.append(TotalRow("Total Payable", money(totals.payableAmount), isEmphasized: true))
    return rows
  }

  static func bankFields(_ document: BillDocument) -> [Field] {
    guard let bank = document.bankDetails else { return [] }
    var fields = [Field("Account Name", bank.accountName), Field("Account Number", bank.accountNumber)]
    fields.append(Field("Bank", bank.bankName))
    if let branch = bank.branchCode { fields.append(Field(document.currency == .inr ? "IFSC" : "BIC", branch)) }
    if let upi = bank.upiID { fields.append(Field("UPI", upi)) }
    return fields
  }
}

extension BillPDFInvoice.Party {
  /// The printed block of a party: its name, billing address, GSTIN, state, phone and e-mail.
  public init(_ party: PartyAccount) {
    var address = party.billingAddress?.lines ?? []
    if let billing = party.billingAddress {
      let city = [billing.city, billing.pincode ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
      if !city.isEmpty { address.append(city) }
    }
    let stateCode = party.placeOfSupply ?? party.gstin.map { String($0.prefix(2)) } ?? party.billingAddress?.stateCode
    self.init(
      name: party.companyName ?? party.name, addressLines: address, gstin: party.gstin,
      state: stateCode.map { code in GSTStateCode(code).map { "\($0.name) (\(code))" } ?? code },
      contactLines: [party.phone, party.email].compactMap(\.self))
  }
}
