import BillsFeature
import Foundation
import SharedCore

/// Small drafts for the GST tests.
enum Drafts {
  /// Within Maharashtra.
  static let intraState = BillTaxRegime.gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27"))
  /// Maharashtra to Karnataka.
  static let interState = BillTaxRegime.gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "29"))

  /// A rupee draft dated 1 October 2025 unless told otherwise.
  static func gst(
    _ lines: [BillLine], regime: BillTaxRegime = intraState, date: String = "2025-10-01",
    allowancesAndCharges: [BillDocumentAllowanceCharge] = [], roundOff: BillRoundOff = .none,
    kind: BillDraft.Kind = .invoice, originalTotal: Decimal? = nil
  ) -> BillDraft {
    BillDraft(
      kind: kind, date: day(date), currency: .inr, regime: regime, lines: lines,
      allowancesAndCharges: allowancesAndCharges, roundOff: roundOff, originalTotal: originalTotal)
  }

  /// A line of `quantity` at `price`, taxed at `rate` percent.
  static func line(
    _ id: String, _ quantity: String, at price: String, rate: Decimal = 18, discount: BillLineDiscount? = nil,
    inclusive: Bool = false, cess: BillCess? = nil
  ) -> BillLine {
    BillLine(
      id: id, quantity: dec(quantity), unitPrice: dec(price), priceIncludesTax: inclusive, discount: discount,
      tax: .standard(rate), cess: cess)
  }
}
