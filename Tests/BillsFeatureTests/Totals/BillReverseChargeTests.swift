import BillsFeature
import Foundation
import SharedCore
import Testing

/// A supply under reverse charge shows its rate and tax, as rule 46 asks, and the buyer pays the tax:
/// the document does not charge it.
@Suite struct BillReverseChargeTests {
  private static let date = CalendarDate(year: 2026, month: 2, day: 2) ?? CalendarDate(dayNumber: 0)

  private static func totals(_ lines: [BillLine], interState: Bool = false) throws -> BillTotals {
    try BillCalculator().totals(
      for: BillDraft(
        date: date, currency: .inr, regime: interState ? Drafts.interState : Drafts.intraState, lines: lines))
  }

  @Test func aReverseChargeLineShowsItsRateAndTaxButChargesNeither() throws {
    let totals = try Self.totals([
      BillLine(id: "legal", quantity: 1, unitPrice: 10000, tax: .reverseCharge(18)),
      BillLine(id: "paper", quantity: 2, unitPrice: 100, tax: .standard(18)),
    ])
    let row = try #require(totals.taxBreakdown.first { $0.category == .reverseCharge })
    #expect(row.rate == 18 && row.taxableAmount == 10000)
    #expect(row.reverseChargeTax == BillTaxAmounts(cgst: 900, sgst: 900))
    #expect(row.tax == .zero)
    #expect(totals.lines[0].reverseChargeTax == BillTaxAmounts(cgst: 900, sgst: 900))
    #expect(totals.lines[0].tax == .zero)
    #expect(totals.reverseChargeTax == BillTaxAmounts(cgst: 900, sgst: 900))
    #expect(totals.taxAmount == 36)  // only the paper's 18 + 18
    #expect(totals.payableAmount == Decimal(10236))  // 10,000 + 200 + 36
  }

  @Test func betweenStatesItIsIGST() throws {
    let totals = try Self.totals(
      [BillLine(id: "1", quantity: 1, unitPrice: 5000, tax: .reverseCharge(5))], interState: true)
    #expect(totals.reverseChargeTax == BillTaxAmounts(igst: 250))
    #expect(totals.payableAmount == 5000)
  }

  @Test func itsRateMustBeInForceAndVATKeepsItAtZero() throws {
    #expect(throws: BillCalculationError.self) {
      try Self.totals([BillLine(id: "1", quantity: 1, unitPrice: 100, tax: .reverseCharge(13))])
    }
    let vat = BillDraft(
      date: Self.date, currency: .eur, regime: .vat,
      lines: [BillLine(id: "1", quantity: 1, unitPrice: 100, tax: .reverseCharge(19))])
    #expect(throws: BillCalculationError.self) { try BillCalculator().totals(for: vat) }
  }
}
