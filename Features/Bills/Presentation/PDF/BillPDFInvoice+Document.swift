import Foundation
import IndiaTax
import SharedCore

extension BillPDFInvoice {
  /// The printed form of `document` priced at `totals`, in English with DD-MM-YYYY dates: its title
  /// by kind, number, dates, place of supply, whether tax is payable on reverse charge, lines, tax
  /// summary by HSN/SAC and rate, totals down to the amount payable with the round-off, the amount
  /// received and balance due once payments exist, the amount in words, bank details, notes and terms.
  ///
  /// Amounts are formatted with `formatter` (lakh grouping and "₹" by default) and the payable amount
  /// spelt out with `words`; a tax head the document does not charge stays blank. A draft has no
  /// number yet and prints as "Draft".
  public init(
    document: BillDocument, totals: BillTotals, seller: Party, buyer: Party, shipTo: Party? = nil,
    formatter: BillAmountFormatter = .rupees, words: BillAmountInWords = .rupees
  ) {
    self.init(
      printing: document, totals: totals, seller: seller, buyer: buyer, shipTo: shipTo, settings: BillPrintSettings(),
      copy: nil, eInvoice: nil, balanceDue: nil, formatter: formatter, words: words)
  }

  /// The printed form of `document` as the seller's `settings` ask, with everything CGST Rules,
  /// rule 46 asks of a tax invoice: the copy marker (`copy`, rule 48), dates in the settings' style,
  /// the place of supply with its state's name and code, whether tax is payable on reverse charge
  /// (and the tax so payable), the amount received and the balance due (`balanceDue`, the document's
  /// outstanding amount; by default the payable amount less the payments), and for an e-invoice the
  /// IRN, acknowledgement and the IRP's signed QR code.
  ///
  /// With a UPI payee in the settings and a balance due, a "scan to pay" QR code holds the
  /// `upi://pay` link for the balance with the invoice number as its note. The logo and signature
  /// come from the settings.
  public init(
    document: BillDocument, totals: BillTotals, seller: Party, buyer: Party, shipTo: Party? = nil,
    settings: BillPrintSettings, copy: BillCopy? = nil, eInvoice: BillIRNRegistration? = nil,
    balanceDue: Decimal? = nil, formatter: BillAmountFormatter = .rupees, words: BillAmountInWords = .rupees
  ) throws(BillPrintError) {
    self.init(
      printing: document, totals: totals, seller: seller, buyer: buyer, shipTo: shipTo, settings: settings,
      copy: copy, eInvoice: eInvoice, balanceDue: balanceDue, formatter: formatter, words: words)
    let due = balanceDue ?? Self.defaultBalance(document, totals)
    if let payee = settings.upiPayee, let number = document.number, due > 0, document.status != .cancelled,
      document.kind.asksForPayment
    {
      let intent: UPIPaymentIntent
      do throws(UPIPaymentIntentError) {
        intent = try payee.intent(amount: due, invoiceNumber: number)
      } catch {
        throw .upiPayment(error)
      }
      do throws(QRCodeError) {
        paymentQRCode = try QRBlock(
          payload: intent.uri, caption: [settings.labels.scanToPay, payee.address, formatter.string(for: due)])
      } catch {
        throw .qrCode(error)
      }
    }
    if let eInvoice {
      do throws(QRCodeError) {
        eInvoiceQRCode = try QRBlock(payload: eInvoice.signedQRCode, caption: [settings.labels.eInvoiceQRCode])
      } catch {
        throw .qrCode(error)
      }
    }
  }

  private init(
    printing document: BillDocument, totals: BillTotals, seller: Party, buyer: Party, shipTo: Party?,
    settings: BillPrintSettings, copy: BillCopy?, eInvoice: BillIRNRegistration?, balanceDue: Decimal?,
    formatter: BillAmountFormatter, words: BillAmountInWords
  ) {
    let labels = settings.labels
    let money = { (amount: Decimal) in formatter.string(for: amount) }
    let (lines, summary) = Self.linesAndSummary(
      document, totals, unitInQuantity: !settings.lineColumns.contains(.unit), money: money)
    var details = Self.details(document, labels: labels, dates: settings.dateStyle, reverseCharge: totals)
    if let eInvoice {
      details += [
        Field(labels.irn, eInvoice.irn), Field(labels.acknowledgementNumber, eInvoice.acknowledgementNumber),
        Field(labels.acknowledgementDate, eInvoice.acknowledgementDate),
      ]
    }
    let copyLabel =
      document.status == .cancelled ? labels.cancelled : copy?.label(in: labels, overrides: settings.copyLabels)
    let head = { (amount: Decimal) in amount == 0 ? "" : money(amount) }
    self.init(
      title: labels.title(for: document.kind), copyLabel: copyLabel, number: document.number ?? labels.draft,
      details: details, seller: seller, buyer: buyer, shipTo: shipTo, lines: lines,
      columns: Column.table(settings.lineColumns, productFields: settings.productFields), taxSummary: summary,
      taxSummaryTotal: TaxRow(
        hsn: labels.total, taxRate: "", taxableValue: money(totals.sumOfLineNetAmounts), cgst: head(totals.cgstAmount),
        sgst: head(totals.sgstAmount), igst: head(totals.igstAmount + totals.vatAmount),
        cess: head(totals.totalCessAmount)),
      totals: Self.totalRows(document, totals, labels: labels, balanceDue: balanceDue, money: money),
      amountInWords: words.words(for: totals.payableAmount), bankDetails: Self.bankFields(document, labels: labels),
      terms: [document.notes, document.terms].compactMap { $0?.isEmpty == false ? $0 : nil }, labels: labels,
      logo: settings.logo, signature: settings.signature)
  }

  static func linesAndSummary(
    _ document: BillDocument, _ totals: BillTotals, unitInQuantity: Bool, money: (Decimal) -> String
  ) -> ([Line], [TaxRow]) {
    func head(_ amount: Decimal) -> String { amount == 0 ? "" : money(amount) }
    let percent = { (rate: Decimal) in "\(rate.plainString)%" }
    var lines: [Line] = []
    var summary: [TaxRow] = []
    var summaryKeys: [String: Int] = [:]
    var sums: [String: BillTaxAmounts] = [:]
    var taxable: [String: Decimal] = [:]
    var cess: [String: Decimal] = [:]
    for (index, pair) in zip(document.lines, totals.lines).enumerated() {
      let (line, priced) = pair
      let quantity = [line.line.quantity.plainString, unitInQuantity ? line.unit : nil].compactMap(\.self)
        .joined(separator: " ")
      let lineTax =
        priced.tax.cgst + priced.tax.sgst + priced.tax.igst + priced.tax.vat + priced.cessAmount
        + priced.specificCessAmount
      lines.append(
        Line(
          serial: "\(index + 1)", description: line.description, hsn: line.hsnOrSAC ?? "", quantity: quantity,
          rate: money(line.line.unitPrice), discount: Self.discount(line.line.discount, money: money),
          taxableValue: money(priced.netAmount), taxRate: percent(priced.rate), amount: money(priced.totalAmount),
          unit: line.unit ?? "", tax: money(lineTax), productFields: line.productFields))
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
    return (lines, summary)
  }

  static func discount(_ discount: BillLineDiscount?, money: (Decimal) -> String) -> String {
    switch discount {
    case .percent(let percent): "\(percent.plainString)%"
    case .amount(let amount): money(amount)
    case nil: ""
    }
  }

  static func details(
    _ document: BillDocument, labels: BillPDFLabels, dates: BillDateStyle, reverseCharge totals: BillTotals
  ) -> [Field] {
    var fields = [Field(labels.date, dates.string(for: document.issueDate))]
    if let due = document.dueDate { fields.append(Field(labels.dueDate, dates.string(for: due))) }
    if case .gst(let supply) = document.regime {
      let code = supply.placeOfSupply
      fields.append(Field(labels.placeOfSupply, "\(GSTStateCode(code)?.name ?? code) (\(code))"))
      let rcm = totals.reverseChargeTax
      fields.append(Field(labels.reverseCharge, rcm.cgst + rcm.sgst + rcm.igst == 0 ? labels.no : labels.yes))
    }
    if let link = document.original ?? document.convertedFrom, let number = link.number {
      fields.append(Field(document.original == nil ? labels.convertedFrom : labels.against, number))
    }
    return fields
  }

  static func totalRows(
    _ document: BillDocument, _ totals: BillTotals, labels: BillPDFLabels, balanceDue: Decimal?,
    money: (Decimal) -> String
  ) -> [TotalRow] {
    var rows = [TotalRow(labels.taxableValue, money(totals.taxExclusiveAmount))]
    if totals.allowanceTotal != 0 { rows.insert(TotalRow(labels.discount, money(-totals.allowanceTotal)), at: 0) }
    if totals.chargeTotal != 0 { rows.insert(TotalRow(labels.charges, money(totals.chargeTotal)), at: 0) }
    let heads = [
      (labels.cgst, totals.cgstAmount), (labels.sgst, totals.sgstAmount), (labels.igst, totals.igstAmount),
      (labels.vat, totals.vatAmount), (labels.cess, totals.totalCessAmount),
    ]
    for (label, amount) in heads where amount != 0 { rows.append(TotalRow(label, money(amount))) }
    if totals.prepaidAmount != 0 { rows.append(TotalRow(labels.paidInAdvance, money(-totals.prepaidAmount))) }
    if totals.roundingAmount != 0 { rows.append(TotalRow(labels.roundOff, money(totals.roundingAmount))) }
    rows.append(TotalRow(labels.totalPayable, money(totals.payableAmount), isEmphasized: true))
    let rcm = totals.reverseChargeTax
    let reverseCharge = rcm.cgst + rcm.sgst + rcm.igst
    if reverseCharge != 0 { rows.append(TotalRow(labels.taxPayableOnReverseCharge, money(reverseCharge))) }
    let received = received(document)
    let due = balanceDue ?? defaultBalance(document, totals)
    if received != 0 || due != totals.payableAmount {
      if received != 0 { rows.append(TotalRow(labels.amountReceived, money(received))) }
      rows.append(TotalRow(labels.balanceDue, money(due), isEmphasized: true))
    }
    return rows
  }

  /// The payable amount less the payments recorded on the document, never below zero.
  static func defaultBalance(_ document: BillDocument, _ totals: BillTotals) -> Decimal {
    max(totals.payableAmount - received(document), 0)
  }

  /// The sum of the payments recorded on the document.
  static func received(_ document: BillDocument) -> Decimal {
    document.payments.reduce(Decimal(0)) { $0 + $1.amount.amount }
  }

  static func bankFields(_ document: BillDocument, labels: BillPDFLabels) -> [Field] {
    guard let bank = document.bankDetails else { return [] }
    var fields = [Field(labels.accountName, bank.accountName), Field(labels.accountNumber, bank.accountNumber)]
    fields.append(Field(labels.bank, bank.bankName))
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
      state: stateCode.map(Self.state(code:)),
      contactLines: [party.phone, party.email].compactMap(\.self))
  }
}
