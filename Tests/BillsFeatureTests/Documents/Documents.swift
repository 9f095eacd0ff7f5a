import BillsFeature
import Foundation
import SharedCore

/// Small documents for the document tests.
enum Documents {
  /// A rupee sales invoice for 1,180.00 (2 × 500 at 18 % within Maharashtra), 30 days' terms.
  static func invoice(
    id: String = "inv-1", kind: BillDocumentKind = .salesInvoice, date: String = "2025-10-01", terms: Int? = 30
  ) -> BillDocument {
    BillDocument(
      id: id, kind: kind, issueDate: day(date), paymentTermDays: terms, partyID: "party-local-7", currency: .inr,
      regime: Drafts.intraState, lines: [line("1", "2", at: "500")], notes: "Thank you", terms: "Net 30",
      bankDetails: BillBankDetails(
        accountName: "Asha Traders", accountNumber: "001234567890", bankName: "State Bank", branchCode: "SBIN0000001"))
  }

  /// A document line of `quantity` at `price`, 18 %.
  static func line(_ id: String, _ quantity: String, at price: String) -> BillDocumentLine {
    BillDocumentLine(
      line: Drafts.line(id, quantity, at: price), description: "Item \(id)", hsnOrSAC: "1006", unit: "NOS",
      productID: "product-\(id)")
  }

  /// A rupee payment.
  static func payment(_ id: String, _ amount: String, on date: String = "2025-10-05") -> BillPayment {
    BillPayment(
      id: id, amount: (try? Money(amount, currency: .inr)) ?? Money(minorUnits: -1, currency: .inr), date: day(date),
      mode: .upi)
  }

  /// An issued sales invoice.
  static func issuedInvoice() throws -> BillDocument {
    var invoice = invoice()
    try invoice.issue(number: "INV/25-26/00001")
    return invoice
  }
}
