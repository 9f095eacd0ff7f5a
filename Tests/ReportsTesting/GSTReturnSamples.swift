import Foundation
import SharedCore

/// Documents and parties for GST return tests: a Maharashtra supplier, registered and unregistered
/// customers, and lines whose tax is worked out from the rate the way an invoice rounds it (half up
/// to the paisa, per head).
public enum GSTReturnSamples {
  /// The supplier: a Maharashtra (27) firm.
  public static let supplierGSTIN = "27AAPFU0939F1ZV"

  /// A registered customer in Karnataka (29).
  public static let karnatakaCustomer = ReportingParty(id: "kar", name: "Bengaluru Traders", gstin: "29AAGCB7383J1Z4")
  /// A registered customer in Maharashtra (27).
  public static let maharashtraCustomer = ReportingParty(id: "mum", name: "Mumbai Retail", gstin: "27AAACR5055K1Z7")
  /// A customer without a GSTIN.
  public static let walkIn = ReportingParty(id: "walkin", name: "Walk-in customer")
  /// A customer abroad.
  public static let abroad = ReportingParty(id: "abroad", name: "Dubai Imports")

  /// Every sample party.
  public static let parties = [karnatakaCustomer, maharashtraCustomer, walkIn, abroad]

  /// A date, from literals known to be valid.
  public static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? CalendarDate(dayNumber: 0)
  }

  /// A line of `taxablePaise` at `rate` percent, its tax split into CGST and SGST within a state or
  /// put in IGST across a border (none for a treatment other than taxable, or `withoutPayment`).
  public static func line(
    taxablePaise: Int64, rate: Decimal, interState: Bool, treatment: ReportingDocumentLine.Treatment = .taxable,
    hsn: String? = "8471", unit: String? = "pcs", quantity: Decimal = 1, cessPaise: Int64 = 0,
    withoutPayment: Bool = false, description: String = "Item"
  ) -> ReportingDocumentLine {
    let hundredths = Int64(NSDecimalNumber(decimal: rate * 100).intValue)
    let taxed = treatment == .taxable && !withoutPayment
    let igst = taxed && interState ? (taxablePaise * hundredths + 5_000) / 10_000 : 0
    let half = taxed && !interState ? (taxablePaise * hundredths + 10_000) / 20_000 : 0
    return ReportingDocumentLine(
      description: description, hsn: hsn, unit: unit, quantity: quantity, treatment: treatment,
      rate: treatment == .taxable ? rate : 0, taxable: inr(taxablePaise), igst: inr(igst), cgst: inr(half),
      sgst: inr(half), cess: inr(taxed ? cessPaise : 0))
  }

  /// An outward document whose total is its lines' taxable value and tax.
  public static func document(
    _ number: String?, kind: ReportingDocument.Kind = .invoice, direction: ReportingDocument.Direction = .outward,
    date: CalendarDate, party: ReportingParty, placeOfSupply: String?, supply: ReportingDocument.Supply = .regular,
    isCancelled: Bool = false, isReverseCharge: Bool = false, isInputTaxCreditEligible: Bool = true,
    originalNumber: String? = nil, originalDate: CalendarDate? = nil, series: String? = nil,
    lines: [ReportingDocumentLine]
  ) -> ReportingDocument {
    let total = lines.reduce(Int64(0)) { $0 + $1.taxable.minorUnits + $1.taxMinorUnits }
    return ReportingDocument(
      id: number ?? "draft-\(date)", kind: kind, direction: direction, number: number, series: series, date: date,
      isCancelled: isCancelled, partyID: party.id, supplierStateCode: direction == .outward ? "27" : nil,
      placeOfSupply: placeOfSupply, supply: supply, isReverseCharge: isReverseCharge,
      isInputTaxCreditEligible: isInputTaxCreditEligible, originalNumber: originalNumber, originalDate: originalDate,
      lines: lines, total: inr(total), outstanding: inr(total))
  }

  /// `paise` in rupees.
  public static func inr(_ paise: Int64) -> Money { Money(minorUnits: paise, currency: .inr) }
}
