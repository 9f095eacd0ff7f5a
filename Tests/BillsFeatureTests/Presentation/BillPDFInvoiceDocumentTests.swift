import BillsFeature
import BillsTesting
import Foundation
import IndiaTax
import PartiesFeature
import SharedCore
import SharedPlatform
import Testing

/// A document and its totals printed: title, number, details, lines, tax summary and totals.
@Suite struct BillPDFInvoiceDocumentTests {
  private static let buyer = BillPDFInvoice.Party(name: "Asha Traders", gstin: "27AAPFU0939F1ZV")

  @Test func printsAnIntraStateInvoice() throws {
    var document = BillsSamples.intraStateInvoice(partyID: "p1")
    document.lines.append(
      BillsSamples.line(id: "4", description: "More rice", quantity: 1, pricePaise: 100_000, gstRate: 5, hsn: "1006"))
    document.lines[0].line.discount = .percent(10)
    document.bankDetails = BillBankDetails(
      accountName: "Sharma Traders", accountNumber: "001234567890", bankName: "State Bank of India",
      branchCode: "SBIN0000123", upiID: "sharma@sbi")
    try document.issue(number: "INV/25-26/00007")
    let totals = try document.totals()
    let invoice = BillPDFInvoice(document: document, totals: totals, seller: BillsSamples.seller, buyer: Self.buyer)
    #expect(invoice.title == "Tax Invoice")
    #expect(invoice.number == "INV/25-26/00007")
    #expect(invoice.copyLabel == nil)
    #expect(
      invoice.details == [
        .init("Date", "02-06-2025"), .init("Due Date", "02-07-2025"), .init("Place of Supply", "Maharashtra (27)"),
        .init("Whether tax is payable on reverse charge", "No"),
      ])
    #expect(invoice.lines.map(\.serial) == ["1", "2", "3"])
    #expect(invoice.lines[0].quantity == "2 BAG")
    #expect(invoice.lines[0].discount == "10%")
    #expect(invoice.lines[0].taxableValue == "₹2,250.00")
    #expect(invoice.taxSummary.map(\.hsn) == ["1006", "6109"])
    #expect(invoice.taxSummary[0].taxableValue == "₹3,250.00")
    #expect(invoice.taxSummary[0].igst == "")
    #expect(invoice.taxSummaryTotal?.taxableValue == "₹4,747.00")
    #expect(
      invoice.totals.map(\.label) == ["Taxable Value", "CGST", "SGST", "Round Off", "Total Payable"])
    #expect(invoice.totals.last?.value == BillAmountFormatter.rupees.string(for: totals.payableAmount))
    #expect(invoice.totals.last?.isEmphasized == true)
    #expect(invoice.amountInWords == BillAmountInWords.rupees.words(for: totals.payableAmount))
    #expect(invoice.bankDetails.map(\.label) == ["Account Name", "Account Number", "Bank", "IFSC", "UPI"])
    #expect(invoice.terms == ["Thank you for your business."])
    let pdf = try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice)
    #expect(pdf.pageCount == 1)
  }

  @Test func printsDraftsCancelledDocumentsAndCreditNotes() throws {
    let draft = BillsSamples.interStateInvoice(partyID: "p1")
    let printed = BillPDFInvoice(
      document: draft, totals: try draft.totals(), seller: BillsSamples.seller, buyer: Self.buyer)
    #expect(printed.number == "Draft")
    #expect(printed.totals.map(\.label) == ["Taxable Value", "IGST", "Total Payable"])
    #expect(printed.taxSummary.first?.igst == "₹270.00")
    var invoice = draft
    try invoice.issue(number: "INV/25-26/00001")
    let note = try invoice.creditNote(id: "cn", issueDate: BillsSamples.date, lines: [BillsSamples.consulting])
    let credit = BillPDFInvoice(
      document: note, totals: try note.totals(), seller: BillsSamples.seller, buyer: Self.buyer)
    #expect(credit.title == "Credit Note")
    #expect(credit.details.last == .init("Against", "INV/25-26/00001"))
    try invoice.cancel()
    let cancelled = BillPDFInvoice(
      document: invoice, totals: try invoice.totals(), seller: BillsSamples.seller, buyer: Self.buyer)
    #expect(cancelled.copyLabel == "Cancelled")
  }

  /// A party from the party book prints its name, address, GSTIN, state and contacts.
  @Test func printsABookParty() throws {
    var party = Party(kind: .customer, name: "Asha")
    party.companyName = "Asha Traders"
    party.gstin = try GSTIN("27AAPFU0939F1ZV")
    party.billingAddress = PartyAddress(lines: ["12 MG Road"], city: "Pune", pincode: "411001")
    party.email = try PartyEmailAddress("accounts@ashatraders.in")
    let printed = BillPDFInvoice.Party(PartyListItem(party: party, status: .synced).account)
    #expect(printed.name == "Asha Traders")
    #expect(printed.addressLines == ["12 MG Road", "Pune 411001"])
    #expect(printed.gstin == "27AAPFU0939F1ZV")
    #expect(printed.state == "Maharashtra (27)")
    #expect(printed.contactLines == ["accounts@ashatraders.in"])
  }
}
