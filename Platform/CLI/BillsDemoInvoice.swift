import BillsFeature
import Foundation
import IndiaTax
import PartiesFeature
import SharedCore

/// A party on the demo's invoices.
struct BillsDemoParty {
  let name: String
  let gstin: String
  let state: String
  let city: String
  let pin: Int
  var phone = ""
}

/// A catalog item sold on the demo's invoices.
struct BillsDemoItem {
  let id: String
  let name: String
  let hsn: String
  let quantity: String
  let price: String
  let rate: Decimal
  var inclusive = false
}

/// One demo invoice: its draft, its totals, and the PDF and e-invoice views of them.
struct BillsDemoInvoice {
  let number: String
  let date: CalendarDate
  let seller: BillsDemoParty
  let buyer: BillsDemoParty
  let items: [BillsDemoItem]
  let draft: BillDraft
  let totals: BillTotals

  init(number: String, date: CalendarDate, seller: BillsDemoParty, buyer: BillsDemoParty, items: [BillsDemoItem]) throws
  {
    self.number = number
    self.date = date
    self.seller = seller
    self.buyer = buyer
    self.items = items
    let lines = try items.map { item in
      BillLine(
        id: item.id, quantity: try DecimalParser.parse(item.quantity), unitPrice: try DecimalParser.parse(item.price),
        priceIncludesTax: item.inclusive, tax: .standard(item.rate))
    }
    draft = BillDraft(
      date: date, currency: .inr,
      regime: .gst(BillGSTSupply(supplierStateCode: seller.state, placeOfSupply: buyer.state)), lines: lines,
      roundOff: .nearest(1))
    totals = try BillCalculator().totals(for: draft)
  }

  /// The invoice as a draft document for `partyID`, each line naming its catalog product (`productIDs`
  /// in item order), priced like ``draft``.
  func document(partyID: String, productIDs: [String]) -> BillDocument {
    let lines = zip(zip(items, draft.lines), productIDs).map { pair, productID in
      BillDocumentLine(line: pair.1, description: pair.0.name, hsnOrSAC: pair.0.hsn, unit: "pcs", productID: productID)
    }
    return BillDocument(
      id: "", kind: .salesInvoice, issueDate: date, paymentTermDays: 30, partyID: partyID, currency: .inr,
      regime: draft.regime, lines: lines, roundOff: draft.roundOff)
  }

  /// "intra-state (CGST + SGST)" or "inter-state (IGST)".
  var kind: String { seller.state == buyer.state ? "intra-state (CGST + SGST)" : "inter-state (IGST)" }

  /// The invoice as the PDF renderer shows it: every amount formatted with lakh grouping.
  var pdfInvoice: BillPDFInvoice {
    let rupees = { (amount: Decimal) in BillAmountFormatter.rupees.string(for: amount) }
    // A tax head the invoice does not charge stays blank in the summary.
    let head = { (amount: Decimal) in amount == 0 ? "" : rupees(amount) }
    let state = { (code: String) in "\(GSTStateCode(code)?.name ?? code) (\(code))" }
    let lines = zip(zip(items, draft.lines), totals.lines).map { pair, line in
      let (item, drafted) = pair
      return BillPDFInvoice.Line(
        serial: item.id, description: item.name, hsn: item.hsn, quantity: "\(item.quantity) pcs",
        rate: rupees(drafted.unitPrice), taxableValue: rupees(line.netAmount),
        taxRate: "\(item.rate.plainString)%", amount: rupees(line.totalAmount))
    }
    let taxRows = zip(items, totals.lines).map { item, line in
      BillPDFInvoice.TaxRow(
        hsn: item.hsn, taxRate: "\(item.rate.plainString)%", taxableValue: rupees(line.netAmount),
        cgst: head(line.tax.cgst), sgst: head(line.tax.sgst), igst: head(line.tax.igst))
    }
    var totalRows = [BillPDFInvoice.TotalRow("Taxable value", rupees(totals.taxExclusiveAmount))]
    if totals.igstAmount != 0 {
      totalRows.append(.init("IGST", rupees(totals.igstAmount)))
    } else {
      totalRows += [.init("CGST", rupees(totals.cgstAmount)), .init("SGST", rupees(totals.sgstAmount))]
    }
    totalRows += [
      .init("Round-off", rupees(totals.roundingAmount)),
      .init("Total Payable", rupees(totals.payableAmount), isEmphasized: true),
    ]
    return BillPDFInvoice(
      title: "Tax Invoice", copyLabel: "Original for Recipient", number: number,
      details: [.init("Invoice Date", "\(date)"), .init("Place of Supply", state(buyer.state))],
      seller: .init(
        name: seller.name, addressLines: ["\(seller.city) \(seller.pin)"], gstin: seller.gstin,
        state: state(seller.state)),
      buyer: .init(
        name: buyer.name, addressLines: ["\(buyer.city) \(buyer.pin)"], gstin: buyer.gstin, state: state(buyer.state)),
      lines: lines, taxSummary: taxRows,
      taxSummaryTotal: .init(
        hsn: "Total", taxRate: "", taxableValue: rupees(totals.taxExclusiveAmount), cgst: head(totals.cgstAmount),
        sgst: head(totals.sgstAmount), igst: head(totals.igstAmount)),
      totals: totalRows, amountInWords: BillAmountInWords.rupees.words(for: totals.payableAmount),
      bankDetails: [.init("Bank", "State Bank of India"), .init("IFSC", "SBIN0000123")],
      terms: ["Goods once sold will be exchanged within 7 days with the invoice."])
  }

  /// The GST e-invoice payload (INV-01 v1.1) for the invoice registration portal.
  func eInvoice() throws -> BillEInvoice {
    func party(_ party: BillsDemoParty, placeOfSupply: String? = nil) -> BillEInvoice.Party {
      BillEInvoice.Party(
        gstin: party.gstin, legalName: party.name, placeOfSupply: placeOfSupply, address1: party.city,
        location: party.city, pin: party.pin, stateCode: party.state)
    }
    let details = BillEInvoiceDetails(
      documentNumber: number, seller: party(seller), buyer: party(buyer, placeOfSupply: buyer.state),
      items: items.map { .init(description: $0.name, hsnCode: $0.hsn, unit: "PCS") })
    return try BillEInvoice(draft: draft, totals: totals, details: details)
  }
}
