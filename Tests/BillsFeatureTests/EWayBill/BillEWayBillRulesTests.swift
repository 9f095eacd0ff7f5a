import BillsFeature
import Foundation
import SharedCore
import Testing

/// E-way bill requirement and validity.
@Suite struct BillEWayBillRulesTests {
  @Test(arguments: [
    (1, false, 1), (10, false, 1), (200, false, 1), (201, false, 2), (350, false, 2), (2467, false, 13),
    (4000, false, 20), (20, true, 1), (21, true, 2), (350, true, 18),
  ])
  func validityIsOneDayPerTwoHundredKilometresOrPart(_ distance: Int, _ oversized: Bool, _ days: Int) throws {
    #expect(try BillEWayBillRules.validityDays(distance: distance, overDimensionalCargo: oversized) == days)
  }

  @Test func theLastValidDay() throws {
    // Generated 16 Sep 2022 for 2467 km: valid until 29 Sep 2022 23:59, as the portal answered.
    #expect(try BillEWayBillRules.lastValidDay(generatedOn: day("2022-09-16"), distance: 2467) == day("2022-09-29"))
    #expect(try BillEWayBillRules.lastValidDay(generatedOn: day("2024-02-25"), distance: 10) == day("2024-02-26"))
  }

  @Test func distancesOutsideTheRangeAreRefused() {
    #expect(throws: BillEWayBillError.distanceOutOfRange(0)) { try BillEWayBillRules.validityDays(distance: 0) }
    #expect(throws: BillEWayBillError.distanceOutOfRange(4001)) { try BillEWayBillRules.validityDays(distance: 4001) }
  }

  @Test func requiredAboveFiftyThousandRupeesOfTaxableGoods() throws {
    let calculator = BillCalculator()
    let atThreshold = try calculator.totals(for: Drafts.gst([Drafts.line("a", "1", at: "42372.88")]))
    #expect(atThreshold.payableAmount == dec("50000.00"))
    #expect(!BillEWayBillRules.isRequired(for: atThreshold))
    let above = try calculator.totals(for: Drafts.gst([Drafts.line("a", "1", at: "42372.89")]))
    #expect(BillEWayBillRules.isRequired(for: above))
    let exemptGoods = try calculator.totals(
      for: Drafts.gst([
        Drafts.line("a", "1", at: "40000"),
        BillLine(id: "b", quantity: 1, unitPrice: 60_000, tax: .untaxed(.exempt, reason: "Fresh vegetables")),
      ]))
    #expect(BillEWayBillRules.consignmentValue(of: exemptGoods) == 47_200)
    #expect(!BillEWayBillRules.isRequired(for: exemptGoods))
  }

  @Test func freightChargedOnTheInvoiceCountsTowardsTheConsignmentValue() throws {
    // ₹40,000 of goods and ₹4,000 freight at 18 %: 51,920, above the threshold.
    let withFreight = try BillCalculator().totals(
      for: BillDraft(
        date: day("2025-10-01"), currency: .inr, regime: Drafts.intraState, lines: [Drafts.line("a", "1", at: "40000")],
        allowancesAndCharges: [
          BillDocumentAllowanceCharge(
            id: "freight", isCharge: true, amount: 4000, tax: .standard(18), reason: "Freight")
        ]))
    #expect(BillEWayBillRules.consignmentValue(of: withFreight) == 51_920)
    #expect(BillEWayBillRules.isRequired(for: withFreight))
    // A trade discount on the invoice lowers it the same way.
    let discounted = try BillCalculator().totals(
      for: BillDraft(
        date: day("2025-10-01"), currency: .inr, regime: Drafts.intraState, lines: [Drafts.line("a", "1", at: "43000")],
        allowancesAndCharges: [
          BillDocumentAllowanceCharge(id: "off", isCharge: false, amount: 1000, tax: .standard(18), reason: "Discount")
        ]))
    #expect(BillEWayBillRules.consignmentValue(of: discounted) == 49_560)
    #expect(!BillEWayBillRules.isRequired(for: discounted))
  }
}
