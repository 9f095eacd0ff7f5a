import BillsFeature
import Foundation
import SharedCore

/// Sample lines, documents and a filled repository for tests and previews of apps that use
/// BillsFeature. Amounts are built from integer minor units, never from floating point.
public enum BillsSamples {
  /// 2 June 2025, the samples' issue date (before the GST rate changes of 22 September 2025).
  public static let date = CalendarDate(dayNumber: 20_241)

  /// The supplier's state: Maharashtra (27).
  public static let supplierState = "27"

  /// The seller as an invoice PDF prints it.
  public static let seller = BillPDFInvoice.Party(
    name: "Sharma Traders", addressLines: ["12 MG Road", "Pune 411001"], gstin: "27AAPFU0939F1ZV",
    state: "Maharashtra (27)", contactLines: ["+91 98765 01234"])

  /// A line of `quantity` × `price` (in paise) taxed at `gstRate` percent.
  public static func line(
    id: String, description: String, quantity: Int, pricePaise: Int, gstRate: Decimal, hsn: String? = nil,
    unit: String? = "NOS", productID: String? = nil
  ) -> BillDocumentLine {
    BillDocumentLine(
      line: BillLine(
        id: id, quantity: Decimal(quantity), unitPrice: Decimal(pricePaise) / 100, tax: .standard(gstRate)),
      description: description, hsnOrSAC: hsn, unit: unit, productID: productID)
  }

  /// Two bags of basmati rice at ₹1,250.00, 5 % GST.
  public static let rice = line(
    id: "1", description: "Basmati rice 25 kg", quantity: 2, pricePaise: 125_000, gstRate: 5, hsn: "1006",
    unit: "BAG")

  /// Three shirts at ₹499.00, 5 % GST.
  public static let shirts = line(
    id: "2", description: "Blue T-Shirt", quantity: 3, pricePaise: 49_900, gstRate: 5, hsn: "6109")

  /// One hour of consulting at ₹1,500.00, 18 % GST.
  public static let consulting = line(
    id: "3", description: "Consulting (1 hour)", quantity: 1, pricePaise: 150_000, gstRate: 18, hsn: "998311",
    unit: "HRS")

  /// A draft sales invoice within Maharashtra (CGST + SGST) for `partyID`: rice and shirts, 30 days to pay.
  public static func intraStateInvoice(partyID: String, date: CalendarDate = date) -> BillDocument {
    document(.salesInvoice, partyID: partyID, placeOfSupply: supplierState, date: date, lines: [rice, shirts])
  }

  /// A draft sales invoice from Maharashtra to Karnataka (IGST) for `partyID`: consulting, 30 days to pay.
  public static func interStateInvoice(partyID: String, date: CalendarDate = date) -> BillDocument {
    document(.salesInvoice, partyID: partyID, placeOfSupply: "29", date: date, lines: [consulting])
  }

  /// A draft quotation within Maharashtra for `partyID`: rice and consulting.
  public static func quotation(partyID: String, date: CalendarDate = date) -> BillDocument {
    document(.quotation, partyID: partyID, placeOfSupply: supplierState, date: date, lines: [rice, consulting])
  }

  /// A draft of `kind` for `partyID` with `lines`, from Maharashtra to `placeOfSupply`, 30 days to pay,
  /// rounded to the rupee.
  public static func document(
    _ kind: BillDocumentKind, partyID: String, placeOfSupply: String, date: CalendarDate = date,
    lines: [BillDocumentLine]
  ) -> BillDocument {
    BillDocument(
      id: "", kind: kind, issueDate: date, paymentTermDays: 30, partyID: partyID, currency: .inr,
      regime: .gst(BillGSTSupply(supplierStateCode: supplierState, placeOfSupply: placeOfSupply)), lines: lines,
      roundOff: .nearest(1), notes: "Thank you for your business.")
  }

  /// A repository for previews, as of `today`: an issued intra-state invoice, a partly paid
  /// inter-state invoice, a cancelled invoice and a draft quotation, all for `partyID`.
  public static func previewRepository(partyID: String, today: CalendarDate = date) async throws
    -> InMemoryBillsRepository
  {
    let repository = InMemoryBillsRepository(today: today)
    let issued = try await repository.createDraft(intraStateInvoice(partyID: partyID))
    _ = try await repository.issue(issued.id)
    let partlyPaid = try await repository.createDraft(interStateInvoice(partyID: partyID))
    _ = try await repository.issue(partlyPaid.id)
    _ = try await repository.recordPayment(
      BillPaymentRequest(amount: Money(minorUnits: 50_000, currency: .inr), date: date, mode: .upi),
      to: partlyPaid.id)
    let cancelled = try await repository.createDraft(intraStateInvoice(partyID: partyID))
    _ = try await repository.issue(cancelled.id)
    _ = try await repository.cancel(cancelled.id)
    _ = try await repository.createDraft(quotation(partyID: partyID))
    return repository
  }
}
