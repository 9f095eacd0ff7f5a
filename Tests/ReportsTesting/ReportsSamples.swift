import Foundation
import ReportsFeature
import SharedCore

/// Sample values for Reports tests: settings, and reporting facts built from a few exact figures.
public enum ReportsSamples {
  /// The report settings tests use: rupees, Indian Standard Time, the default categories.
  public static let configuration = ReportsConfiguration()

  /// Rupees from exact text (`"1180.50"`); a malformed literal is a test bug and gives zero.
  public static func rupees(_ text: String) -> Money {
    (try? Money(text, currency: .inr)) ?? .zero(.inr)
  }

  /// A GST line worth `taxable` at `rate` percent: CGST and SGST of half the tax each, or IGST when
  /// `interState`, each rounded half up to the paisa.
  public static func line(
    _ taxable: String, rate: Decimal = 18, interState: Bool = false, productID: String? = nil,
    quantity: Decimal = 1, hsn: String? = "1006", unit: String? = "KGS",
    treatment: ReportingDocumentLine.Treatment = .taxable
  ) -> ReportingDocumentLine {
    let value = rupees(taxable)
    let tax = value.amount * rate / 100
    func money(_ amount: Decimal) -> Money { (try? Money(rounding: amount, currency: .inr)) ?? .zero(.inr) }
    return ReportingDocumentLine(
      productID: productID, description: productID ?? "Item", hsn: hsn, unit: unit, quantity: quantity,
      treatment: treatment, rate: rate, taxable: value, igst: interState ? money(tax) : nil,
      cgst: interState ? nil : money(tax / 2), sgst: interState ? nil : money(tax / 2))
  }

  /// An issued document whose total is its lines' taxable value and taxes, outstanding in full
  /// unless `outstanding` says otherwise.
  public static func document(
    _ id: String, kind: ReportingDocument.Kind = .invoice, direction: ReportingDocument.Direction = .outward,
    number: String? = nil, date: CalendarDate, dueDate: CalendarDate? = nil, partyID: String = "party-1",
    lines: [ReportingDocumentLine], outstanding: String? = nil, isCancelled: Bool = false,
    supplierStateCode: String = "27", placeOfSupply: String = "27"
  ) -> ReportingDocument {
    let total = lines.reduce(Int64(0)) { $0 + $1.taxable.minorUnits + $1.taxMinorUnits }
    return ReportingDocument(
      id: id, kind: kind, direction: direction, number: number ?? id, date: date, dueDate: dueDate,
      isCancelled: isCancelled, partyID: partyID, supplierStateCode: supplierStateCode,
      placeOfSupply: placeOfSupply, lines: lines, total: Money(minorUnits: total, currency: .inr),
      outstanding: outstanding.map(rupees) ?? Money(minorUnits: total, currency: .inr))
  }

  /// A payment received from or made to `partyID`.
  public static func payment(
    _ id: String, _ amount: String, direction: ReportingPayment.Direction = .received,
    channel: ReportingPayment.Channel = .bank, date: CalendarDate, partyID: String = "party-1"
  ) -> ReportingPayment {
    ReportingPayment(
      id: id, partyID: partyID, direction: direction, channel: channel, amount: rupees(amount), date: date)
  }
}
