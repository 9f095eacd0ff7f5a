import BillsFeature
import Foundation
import SharedCore

/// The Bills demo: an intra-state invoice (CGST + SGST, a tax-inclusive line calculated back, the
/// rupee round-off) and an inter-state one (IGST), each with its totals, tax breakdown and amount
/// in words; the first is rendered to a PDF and its GST e-invoice (INV-01) payload validated and
/// written beside it, in `outputDirectory`.
func runBillsDemoScenario(outputDirectory: URL, output: (String) -> Void) throws {
  guard let date = CalendarDate(year: 2026, month: 4, day: 10) else { return }
  let seller = BillsDemoParty(
    name: "Shree Ganesh Traders", gstin: "27AAPFU0939F1ZV", state: "27", city: "Pune", pin: 411_001)
  let pune = BillsDemoParty(name: "Asha Stores", gstin: "27AAACR5055K1Z7", state: "27", city: "Pune", pin: 411_002)
  let bengaluru = BillsDemoParty(
    name: "Kaveri Retail", gstin: "29AAGCB7383J1Z4", state: "29", city: "Bengaluru", pin: 560_001)
  let items = [
    BillsDemoItem(id: "1", name: "Basmati rice 5 kg", hsn: "10063020", quantity: "12", price: "499.00", rate: 5),
    BillsDemoItem(
      id: "2", name: "Steel tumbler set", hsn: "73239310", quantity: "4", price: "1180.00", rate: 18,
      inclusive: true),
    BillsDemoItem(id: "3", name: "Cola 330 ml (24)", hsn: "22021010", quantity: "3", price: "540.00", rate: 40),
  ]

  let intra = try BillsDemoInvoice(number: "INV/26-27/0001", date: date, seller: seller, buyer: pune, items: items)
  let inter = try BillsDemoInvoice(
    number: "INV/26-27/0002", date: date, seller: seller, buyer: bengaluru, items: Array(items.prefix(2)))
  for invoice in [intra, inter] {
    let totals = invoice.totals
    output("invoice   \(invoice.number) to \(invoice.buyer.name) (state \(invoice.buyer.state)): \(invoice.kind)")
    for line in totals.lines {
      output("  line \(line.id)  net \(rupees(line.netAmount))  \(taxText(line.tax))")
    }
    for row in totals.taxBreakdown {
      output("  \(row.rate.plainString) %  taxable \(rupees(row.taxableAmount))  \(taxText(row.tax))")
    }
    output(
      "  taxable \(rupees(totals.taxExclusiveAmount))  tax \(rupees(totals.taxAmount))  round-off "
        + "\(rupees(totals.roundingAmount))  payable \(rupees(totals.payableAmount))")
    output("  \(BillAmountInWords.rupees.words(for: totals.payableAmount))")
  }

  try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
  let pdf = try BillPDFRenderer().render(intra.pdfInvoice)
  let pdfURL = outputDirectory.appendingPathComponent("invoice-0001.pdf")
  try pdf.write(to: pdfURL)
  output("pdf       \(pdfURL.path): \(pdf.pageCount) page, \(pdf.data.count) bytes")

  let eInvoice = try intra.eInvoice()
  let issues = eInvoice.validate()
  output("e-invoice INV-01 v\(eInvoice.version): \(issues.isEmpty ? "valid" : "\(issues.count) issues: \(issues)")")
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  let jsonURL = outputDirectory.appendingPathComponent("invoice-0001.einvoice.json")
  try encoder.encode(eInvoice).write(to: jsonURL)
  output("e-invoice \(jsonURL.path)")
}

private func rupees(_ amount: Decimal) -> String { BillAmountFormatter.rupees.string(for: amount) }

private func taxText(_ tax: BillTaxAmounts) -> String {
  tax.igst != 0 ? "IGST \(rupees(tax.igst))" : "CGST \(rupees(tax.cgst)) + SGST \(rupees(tax.sgst))"
}
