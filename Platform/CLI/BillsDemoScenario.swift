import BillsFeature
import Foundation
import IndiaTax
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedPlatform

/// The Bills demo against the reference server: number blocks reserved for this device, an
/// intra-state invoice (CGST + SGST, a tax-inclusive line calculated back, the rupee round-off) from
/// catalog products, and an inter-state one (IGST) for a party and a product created offline in the
/// same run; issuing moves the stock out and debits the party; a partial payment, a credit note, the
/// party's ledger; the first invoice rendered to a PDF and its GST e-invoice (INV-01) payload written
/// in `outputDirectory`; its payment reminders once overdue, in English and Hindi, until a payment
/// settles it; then sync (local ids replaced by the server's).
///
/// `container` must hold ``ProductsModule``, ``PartiesModule``, ``BillsModule`` and the platform's
/// sync store and engine.
func runBillsDemoScenario(container: Container, outputDirectory: URL, output: (String) -> Void) async throws {
  guard let date = CalendarDate(year: 2026, month: 4, day: 10) else { return }
  let session = container.makeScope(.session)
  defer { session.close() }
  let bills = try session.resolve((any BillsRepository).self)
  let catalog = try session.resolve(ProductCatalog.self)
  let book = try session.resolve(PartyBook.self)
  let engine = try container.resolve(SyncEngine.self)
  let business = try session.resolve(BackendSession.self, name: BillsModule.backendName)
  if try await !business.isSignedIn {
    let tokens = try await business.client.send(
      BusinessAuthEndpoints.signIn(username: "demo", password: "demo-password"))
    try await business.signIn(tokens.authTokens(receivedAt: Date()))
  }

  let seller = BillsDemoParty(
    name: "Shree Ganesh Traders", gstin: "27AAPFU0939F1ZV", state: "27", city: "Pune", pin: 411_001)
  let pune = BillsDemoParty(
    name: "Asha Stores", gstin: "27AAACR5055K1Z7", state: "27", city: "Pune", pin: 411_002, phone: "98765 43210")
  let bengaluru = BillsDemoParty(
    name: "Kaveri Retail", gstin: "29AAGCB7383J1Z4", state: "29", city: "Bengaluru", pin: 560_001)
  let items = [
    BillsDemoItem(id: "1", name: "Basmati rice 5 kg", hsn: "10063020", quantity: "12", price: "499.00", rate: 5),
    BillsDemoItem(
      id: "2", name: "Steel tumbler set", hsn: "73239310", quantity: "4", price: "1180.00", rate: 18,
      inclusive: true),
    BillsDemoItem(id: "3", name: "Cola 330 ml (24)", hsn: "22021010", quantity: "3", price: "540.00", rate: 40),
  ]

  // Online: the catalog, the first customer and this device's number blocks reach the server.
  var productIDs: [String] = []
  for item in items {
    productIDs.append(try await BillsDemoRecords.product(item, catalog: catalog))
  }
  let asha = try await BillsDemoRecords.customer(pune, book: book)
  for kind in [BillDocumentKind.salesInvoice, .creditNote] { try await bills.reserveNumbers(for: kind, on: date) }
  _ = try await engine.sync()
  output("catalog   \(items.count) products with 100 pcs each and \(pune.name) on the server; number blocks reserved")

  // Offline: a new customer and a new product, and invoices naming them.
  let kaveri = try await BillsDemoRecords.customer(bengaluru, book: book)
  let hamper = BillsDemoItem(
    id: "2", name: "Festive hamper", hsn: "21069099", quantity: "2", price: "1499.00", rate: 18)
  let hamperID = try await BillsDemoRecords.product(hamper, catalog: catalog)
  output("offline   \(bengaluru.name) (\(kaveri)) and \(hamper.name) (\(hamperID)) created locally")

  let intra = try BillsDemoInvoice(number: "", date: date, seller: seller, buyer: pune, items: items)
  let interItems = [items[0], hamper]
  let inter = try BillsDemoInvoice(number: "", date: date, seller: seller, buyer: bengaluru, items: interItems)
  var issued: [BillListItem] = []
  for (invoice, party, products) in [(intra, asha, productIDs), (inter, kaveri, [productIDs[0], hamperID])] {
    let draft = try await bills.createDraft(invoice.document(partyID: party, productIDs: products))
    let item = try await bills.issue(draft.id)
    issued.append(item)
    printTotals(item, to: invoice.buyer, kind: invoice.kind, output: output)
  }
  let stock = try await catalog.ledger(productIDs[0]).onHand()
  output("stock     \(items[0].name): \(stock.plainString) pcs left after both invoices")

  let paid = try await bills.recordPayment(
    BillPaymentRequest(
      amount: try Money("5000", currency: .inr), date: date.adding(days: 5), mode: .upi,
      reference: "UPI-40213"),
    to: issued[0].id)
  output(
    "payment   ₹5,000 by UPI on \(paid.document.number ?? "-"): \(paid.document.status.rawValue), outstanding "
      + BillsDemoRecords.rupees(paid.outstanding))
  let returned = BillDocumentLine(
    line: BillLine(id: "1", quantity: 1, unitPrice: 1499, tax: .standard(18)), description: "Festive hamper (returned)",
    hsnOrSAC: "21069099", unit: "pcs", productID: hamperID)
  let note = try await bills.createCreditNote(against: issued[1].id, issueDate: date.adding(days: 7), lines: [returned])
  let credited = try await bills.issue(note.id)
  let original = try await bills.document(issued[1].id)
  output(
    "credit    \(credited.document.number ?? "-") for \(BillsDemoRecords.rupees(credited.totals.payableAmount)) against "
      + "\(issued[1].document.number ?? "-"): outstanding \(BillsDemoRecords.rupees(original?.outstanding ?? 0))")

  for (party, name) in [(asha, pune.name), (kaveri, bengaluru.name)] {
    let statement = try await book.statement(for: party, from: date, to: date.adding(days: 30))
    output("ledger    \(name)")
    for line in statement.lines {
      let amount = (line.entry.isDebit ? "+" : "−") + line.entry.amount.formattedAmount
      output(
        "          \(line.entry.date)  \(line.entry.kind.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0)) "
          + "\(line.entry.reference ?? "")  \(amount)  balance \(BillsDemoRecords.rupees(line.balance))")
    }
  }

  let number = issued[0].document.number ?? ""
  let printed = try BillsDemoInvoice(number: number, date: date, seller: seller, buyer: pune, items: items)
  try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
  let pdf = try BillPDFRenderer(shaper: SystemTextShaper()).render(printed.pdfInvoice)
  let pdfURL = outputDirectory.appendingPathComponent("invoice-0001.pdf")
  try pdf.write(to: pdfURL)
  output("pdf       \(pdfURL.path): \(pdf.pageCount) page, \(pdf.data.count) bytes")
  let eInvoice = try printed.eInvoice()
  let issues = eInvoice.validate()
  output("e-invoice INV-01 v\(eInvoice.version): \(issues.isEmpty ? "valid" : "\(issues.count) issues: \(issues)")")
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let jsonURL = outputDirectory.appendingPathComponent("invoice-0001.einvoice.json")
  try encoder.encode(eInvoice).write(to: jsonURL)
  output("e-invoice \(jsonURL.path)")

  try await printInHindi(paid, seller: seller, buyer: pune, to: outputDirectory, output: output)
  try await runBillsRemindersDemo(session: session, invoice: paid, paymentDate: date.adding(days: 40), output: output)

  let report = try await engine.sync()
  let synced = try await bills.document(issued[1].id)
  output(
    "sync      \(report.uploaded) changes up, \(report.rejected) refused; \(issued[1].document.number ?? "-") "
      + "\(issued[1].id) → \(synced?.id ?? "-") (\(synced.map { "\($0.syncStatus)" } ?? "-")), party "
      + "\(synced?.document.partyID ?? "-"), products \(synced?.document.lines.compactMap(\.productID) ?? [])")
}

private func printTotals(_ item: BillListItem, to buyer: BillsDemoParty, kind: String, output: (String) -> Void) {
  let totals = item.totals
  output("invoice   \(item.document.number ?? "-") to \(buyer.name) (state \(buyer.state)): \(kind)")
  for line in totals.lines {
    output("  line \(line.id)  net \(BillsDemoRecords.rupees(line.netAmount))  \(taxText(line.tax))")
  }
  for row in totals.taxBreakdown {
    output("  \(row.rate.plainString) %  taxable \(BillsDemoRecords.rupees(row.taxableAmount))  \(taxText(row.tax))")
  }
  output(
    "  taxable \(BillsDemoRecords.rupees(totals.taxExclusiveAmount))  tax \(BillsDemoRecords.rupees(totals.taxAmount))  round-off "
      + "\(BillsDemoRecords.rupees(totals.roundingAmount))  payable \(BillsDemoRecords.rupees(totals.payableAmount))")
  output("  \(BillAmountInWords.rupees.words(for: totals.payableAmount))")
}

private func taxText(_ tax: BillTaxAmounts) -> String {
  tax.igst != 0
    ? "IGST \(BillsDemoRecords.rupees(tax.igst))"
    : "CGST \(BillsDemoRecords.rupees(tax.cgst)) + SGST \(BillsDemoRecords.rupees(tax.sgst))"
}

/// The part-paid invoice as a shop in India hands it over: Hindi labels, a UPI code for the balance,
/// and the same invoice as a 58 mm counter receipt (PDF and plain text).
private func printInHindi(
  _ item: BillListItem, seller: BillsDemoParty, buyer: BillsDemoParty, to directory: URL,
  output: (String) -> Void
) async throws {
  let block = { (party: BillsDemoParty, name: String) in
    BillPDFInvoice.Party(
      name: name, addressLines: ["\(party.city) \(party.pin)"], gstin: party.gstin,
      state: "\(GSTStateCode(party.state)?.name ?? party.state) (\(party.state))")
  }
  let settings = BillPrintSettings(
    labels: .hindi, upiPayee: try BillUPIPayee(address: "sharmatraders@okicici", name: seller.name))
  let invoice = try BillPDFInvoice(
    document: item.document, totals: item.totals, seller: block(seller, "श्री गणेश ट्रेडर्स (\(seller.name))"),
    buyer: block(buyer, "आशा स्टोर्स (\(buyer.name))"), settings: settings, copy: .originalForRecipient,
    balanceDue: item.outstanding)
  let renderer = try BillPDFRenderer(shaper: SystemTextShaper())
  let pdf = try renderer.render(invoice)
  let pdfURL = directory.appendingPathComponent("invoice-0001.hi.pdf")
  try pdf.write(to: pdfURL)
  output("hindi     \(pdfURL.path): \(pdf.pageCount) page, \(pdf.data.count) bytes, labels in Hindi")
  output("upi       \(invoice.paymentQRCode?.payload ?? "-")")
  let receipt = try renderer.renderReceipt(invoice, paper: .width58mm)
  let receiptURL = directory.appendingPathComponent("invoice-0001.receipt-58mm.pdf")
  try receipt.write(to: receiptURL)
  output("receipt   \(receiptURL.path): 58 mm, \(receipt.data.count) bytes; as text:")
  for line in BillReceiptText.text(for: invoice, paper: .width58mm).split(separator: "\n") {
    output("          |\(line)")
  }
}
