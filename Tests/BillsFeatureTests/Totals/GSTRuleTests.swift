import BillsFeature
import Foundation
import IndiaTax
import SharedCore
import Testing

/// The GST rules: heads by place of supply, discounts before tax, inclusive prices, per-rate rounding
/// distributed to lines, cess, untaxed supplies, exports, document charges, round-off and dated rates.
@Suite struct GSTRuleTests {
  let calculator = BillCalculator()

  @Test func intraStateTaxIsSplitAndDistributedWithTheErrorCarried() throws {
    // Two 7.60 lines at 12 %: CGST 6 % of 15.20 = 0.912 → 0.91, shared 0.46 + 0.45 (same for SGST).
    let totals = try calculator.totals(
      for: Drafts.gst(
        [Drafts.line("a", "1", at: "7.60", rate: 12), Drafts.line("b", "1", at: "7.60", rate: 12)],
        date: "2025-09-01"))
    #expect(totals.lines.map(\.tax.cgst) == [dec("0.46"), dec("0.45")])
    #expect(totals.lines.map(\.tax.sgst) == [dec("0.46"), dec("0.45")])
    #expect(totals.cgstAmount == dec("0.91") && totals.sgstAmount == dec("0.91") && totals.igstAmount == 0)
    #expect(
      totals.taxBreakdown == [
        BillTaxBreakdown(
          category: .standardRate, rate: 12, taxableAmount: dec("15.20"),
          tax: BillTaxAmounts(cgst: dec("0.91"), sgst: dec("0.91")))
      ])
    #expect(totals.taxInclusiveAmount == dec("17.02"))
  }

  @Test func interStateTaxIsIntegrated() throws {
    let totals = try calculator.totals(
      for: Drafts.gst(
        [Drafts.line("a", "1", at: "7.60", rate: 12), Drafts.line("b", "1", at: "7.60", rate: 12)],
        regime: Drafts.interState, date: "2025-09-01"))
    #expect(totals.igstAmount == dec("1.82") && totals.cgstAmount == 0 && totals.sgstAmount == 0)
    #expect(totals.lines.map(\.tax.igst) == [dec("0.91"), dec("0.91")])
  }

  @Test func sezAndExportSuppliesWithPaymentAreIntegratedEvenWithinTheState() throws {
    for kind in [BillGSTSupply.Kind.sezWithPayment, .exportWithPayment] {
      let regime = BillTaxRegime.gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27", kind: kind))
      let totals = try calculator.totals(for: Drafts.gst([Drafts.line("a", "2", at: "500")], regime: regime))
      #expect(totals.igstAmount == 180 && totals.cgstAmount == 0, "\(kind)")
    }
  }

  @Test func suppliesWithoutPaymentAreZeroRatedExports() throws {
    for kind in [BillGSTSupply.Kind.sezWithoutPayment, .exportWithoutPayment] {
      let regime = BillTaxRegime.gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "96", kind: kind))
      let totals = try calculator.totals(
        for: Drafts.gst([Drafts.line("a", "2", at: "500", cess: BillCess(rate: 12))], regime: regime))
      #expect(totals.taxBreakdown.map(\.category) == [.export])
      #expect(totals.taxAmount == 0 && totals.payableAmount == 1000, "\(kind)")
    }
  }

  @Test func discountsComeOffBeforeTax() throws {
    // 10 × 100 less 10 % = 900 taxable; and 8500 less 7500 at 18 % = 1180.
    let totals = try calculator.totals(
      for: Drafts.gst([
        Drafts.line("a", "10", at: "100", discount: .percent(10)),
        Drafts.line("b", "1", at: "8500", discount: .amount(7500)),
      ]))
    #expect(totals.lines.map(\.grossAmount) == [1000, 8500])
    #expect(totals.lines.map(\.allowanceAmount) == [100, 7500])
    #expect(totals.lines.map(\.netAmount) == [900, 1000])
    #expect(totals.cgstAmount == 171 && totals.sgstAmount == 171)
    #expect(totals.lines.map(\.totalAmount) == [1062, 1180])
  }

  @Test func aFourPercentDiscountIsRoundedOnceOnTheLine() throws {
    // 16 × 348.35 = 5573.60, less 4 % (222.944 → 222.94) = 5350.66; 22 % VAT 1177.1452 → 1177.15.
    let draft = BillDraft(
      date: day("2024-01-01"), currency: .eur, regime: .vat,
      lines: [BillLine(id: "1", quantity: 16, unitPrice: dec("348.35"), discount: .percent(4), tax: .standard(22))])
    let totals = try calculator.totals(for: draft)
    #expect(totals.lines.map(\.netAmount) == [dec("5350.66")])
    #expect(totals.taxInclusiveAmount == dec("6527.81"))
  }

  @Test func taxInclusivePricesAreCalculatedBack() throws {
    // 118 including 18 % is 100 + 9 + 9; 100 including 18 % is exactly 100: the tax is the price less
    // the taxable value, and the odd paisa CGST and SGST cannot share moves to the tax (84.74 + 7.63 +
    // 7.63), so no round-off is needed.
    let exact = try calculator.totals(for: Drafts.gst([Drafts.line("a", "1", at: "118", inclusive: true)]))
    #expect(exact.lines.map(\.netAmount) == [100])
    #expect(exact.taxInclusiveAmount == 118)
    let hundred = try calculator.totals(
      for: Drafts.gst([Drafts.line("a", "1", at: "100", inclusive: true)], roundOff: .nearestWholeUnit))
    #expect(hundred.lines.map(\.netAmount) == [dec("84.74")])
    #expect(hundred.cgstAmount == dec("7.63") && hundred.sgstAmount == dec("7.63"))
    #expect(hundred.taxInclusiveAmount == 100)
    #expect(hundred.roundingAmount == 0 && hundred.payableAmount == 100)
    // An inclusive line with a discount and cess: 2 × 590 less 10 % = 1062 including 18 % + 12 % cess.
    let cess = try calculator.totals(
      for: Drafts.gst([
        Drafts.line("a", "2", at: "590", discount: .percent(10), inclusive: true, cess: BillCess(rate: 12))
      ]))
    #expect(cess.lines.map(\.netAmount) == [dec("816.92")])
    #expect(cess.lines.map(\.allowanceAmount) == [dec("90.77")])
    #expect(cess.lines.map(\.grossAmount) == [dec("907.69")])
  }

  @Test func cessAdValoremAndPerQuantity() throws {
    // 1000 cigarettes at 1 each, 28 % (before GST 2.0) + 36 % cess + 4.17 per thousand.
    let line = Drafts.line(
      "a", "1000", at: "1", rate: 28, cess: BillCess(rate: 36, amountPerUnit: dec("0.00417")))
    let totals = try calculator.totals(for: Drafts.gst([line], regime: Drafts.interState, date: "2025-06-01"))
    #expect(totals.igstAmount == 280)
    #expect(totals.cessAmount == 360)
    #expect(totals.specificCessAmount == dec("4.17"))
    #expect(totals.totalCessAmount == dec("364.17"))
    #expect(totals.taxAmount == dec("644.17"))
    #expect(totals.lines.map(\.totalAmount) == [dec("1644.17")])
  }

  /// A document-level allowance or charge changes the cess base as it changes the GST base: apportioned
  /// to the cess rates of its tax rate's lines by their net amounts, in both arithmetics (28 % is
  /// before GST 2.0).
  @Test func documentLevelAllowancesAndChargesChangeTheCessBase() throws {
    let allowance = BillDocumentAllowanceCharge(id: "d", isCharge: false, amount: 100, tax: .standard(28))
    for arithmetic in BillCalculator.Arithmetic.allCases {
      let engine = BillCalculator(arithmetic: arithmetic)
      let one = try engine.totals(
        for: Drafts.gst(
          [Drafts.line("a", "1", at: "1000", rate: 28, cess: BillCess(rate: 12))], date: "2025-06-01",
          allowancesAndCharges: [allowance]))
      #expect(one.cessAmount == 108, "\(arithmetic)")
      #expect(one.lines.map(\.cessAmount) == [108], "\(arithmetic)")
      // 600 at 12 % cess, 300 at 22 % and 100 without: the 100 allowance takes 60 and 30 off their bases,
      // and a 28 % charge of 10 adds 6 and 3; the 5 % line is in another tax group and keeps its cess.
      let lines = [
        Drafts.line("a", "1", at: "600", rate: 28, cess: BillCess(rate: 12)),
        Drafts.line("b", "1", at: "300", rate: 28, cess: BillCess(rate: 22)),
        Drafts.line("c", "1", at: "100", rate: 28),
        Drafts.line("d", "1", at: "200", rate: 5, cess: BillCess(rate: 12)),
      ]
      let charge = BillDocumentAllowanceCharge(id: "c", isCharge: true, amount: 10, tax: .standard(28))
      let mixed = try engine.totals(
        for: Drafts.gst(lines, date: "2025-06-01", allowancesAndCharges: [allowance, charge]))
      // 12 % of (600 − 60 + 6 + 200) = 89.52; 22 % of (300 − 30 + 3) = 60.06.
      #expect(mixed.cessAmount == dec("149.58"), "\(arithmetic)")
      #expect(mixed.lines.map(\.cessAmount).reduce(0, +) == dec("149.58"), "\(arithmetic)")
      #expect(mixed.lines[2].cessAmount == 0 && mixed.lines[1].cessAmount == dec("60.06"), "\(arithmetic)")
    }
  }

  @Test func cessIsDistributedSoLinesAddUp() throws {
    let lines = (1...3).map { Drafts.line("l\($0)", "1", at: "0.77", rate: 18, cess: BillCess(rate: 1)) }
    let totals = try calculator.totals(for: Drafts.gst(lines))
    // 2.31 × 1 % = 0.0231 → 0.02: 0.01 + 0.01 + 0.00.
    #expect(totals.cessAmount == dec("0.02"))
    #expect(totals.lines.map(\.cessAmount) == [dec("0.01"), dec("0.01"), 0])
    // 2.31 × 9 % = 0.2079 → 0.21, from 0.0693 each: 0.07 + 0.07 + 0.07.
    #expect(totals.lines.map(\.tax.cgst) == [dec("0.07"), dec("0.07"), dec("0.07")])
  }

  @Test func exemptNilRatedAndNonGSTLinesCarryNoTax() throws {
    let totals = try calculator.totals(
      for: Drafts.gst([
        Drafts.line("taxed", "1", at: "100"),
        BillLine(id: "nil", quantity: 2, unitPrice: 50, tax: .untaxed(.zeroRated)),
        BillLine(id: "exempt", quantity: 1, unitPrice: 40, tax: .untaxed(.exempt, reason: "Fresh milk")),
        BillLine(id: "non-gst", quantity: 1, unitPrice: 30, tax: .untaxed(.outsideScope)),
      ]))
    #expect(totals.taxBreakdown.map(\.category) == [.standardRate, .zeroRated, .exempt, .outsideScope])
    #expect(totals.taxBreakdown.map(\.taxableAmount) == [100, 100, 40, 30])
    #expect(totals.taxBreakdown.map(\.taxAmount) == [18, 0, 0, 0])
    #expect(totals.taxBreakdown[2].exemptionReason == "Fresh milk")
    #expect(totals.payableAmount == 288)
  }

  @Test func documentChargesAndDiscountsAreTaxedInTheirRate() throws {
    let totals = try calculator.totals(
      for: Drafts.gst(
        [Drafts.line("a", "3", at: "333.33"), Drafts.line("b", "1", at: "250", rate: 5)],
        allowancesAndCharges: [
          BillDocumentAllowanceCharge(id: "shipping", isCharge: true, amount: 100, tax: .standard(18)),
          BillDocumentAllowanceCharge(id: "festival", isCharge: false, amount: dec("50.50"), tax: .standard(18)),
          BillDocumentAllowanceCharge(id: "packing", isCharge: true, amount: 20, tax: .standard(5)),
        ]))
    // 18 %: 999.99 + 100 − 50.50 = 1049.49 → CGST 9 % 94.4541 → 94.45; 5 %: 270 → 6.75 each.
    #expect(totals.taxBreakdown.map(\.taxableAmount) == [dec("1049.49"), 270])
    #expect(totals.taxBreakdown.map(\.tax.cgst) == [dec("94.45"), dec("6.75")])
    #expect(totals.allowanceTotal == dec("50.50") && totals.chargeTotal == 120)
    #expect(totals.taxExclusiveAmount == dec("1319.49"))
    let lineCGST = totals.lines.reduce(Decimal(0)) { $0 + $1.tax.cgst }
    let otherCGST = totals.allowancesAndCharges.reduce(Decimal(0)) { $0 + $1.tax.cgst }
    #expect(lineCGST + otherCGST == totals.cgstAmount)
    #expect(totals.allowancesAndCharges.map(\.tax.cgst) == [9, dec("-4.55"), dec("0.50")])
  }

  @Test(arguments: [
    ("125.60", "0.40", "126"), ("125.40", "-0.40", "125"), ("125.50", "0.50", "126"), ("125.00", "0", "125"),
  ])
  func roundOffToTheNearestRupeeHalfUp(_ amount: String, _ rounding: String, _ payable: String) throws {
    let line = BillLine(id: "a", quantity: 1, unitPrice: dec(amount), tax: .untaxed(.exempt))
    let totals = try calculator.totals(for: Drafts.gst([line], roundOff: .nearestWholeUnit))
    #expect(totals.roundingAmount == dec(rounding))
    #expect(totals.payableAmount == dec(payable))
    #expect(totals.taxInclusiveAmount == dec(amount))
  }

  @Test func roundOffToAnIncrementAndNone() throws {
    let line = BillLine(id: "a", quantity: 1, unitPrice: dec("10.03"), tax: .untaxed(.exempt))
    let nickel = try calculator.totals(for: Drafts.gst([line], roundOff: .nearest(dec("0.05"))))
    #expect(nickel.roundingAmount == dec("0.02") && nickel.payableAmount == dec("10.05"))
    let none = try calculator.totals(for: Drafts.gst([line]))
    #expect(none.roundingAmount == 0 && none.payableAmount == dec("10.03"))
  }

  @Test func ratesFollowTheDocumentDateAcrossGSTTwoPointZero() throws {
    let forty = [Drafts.line("a", "1", at: "100", rate: 40)]
    let twelve = [Drafts.line("a", "1", at: "100", rate: 12)]
    #expect(throws: BillCalculationError.rateNotInTable(.line(index: 0, id: "a"), rate: 40, date: day("2025-09-21"))) {
      try calculator.totals(for: Drafts.gst(forty, date: "2025-09-21"))
    }
    #expect(try calculator.totals(for: Drafts.gst(forty, date: "2025-09-22")).taxAmount == 40)
    #expect(try calculator.totals(for: Drafts.gst(twelve, date: "2025-09-21")).taxAmount == 12)
    // After 22 Sep 2025 12 % remains for bricks and earthen tiles only; a line carries no HSN code, so
    // the engine lets it through and the e-invoice check and product form hold it to those goods.
    #expect(try calculator.totals(for: Drafts.gst(twelve, date: "2025-09-22")).taxAmount == 12)
    let thirteen = [Drafts.line("a", "1", at: "100", rate: 13)]
    #expect(throws: BillCalculationError.rateNotInTable(.line(index: 0, id: "a"), rate: 13, date: day("2025-09-22"))) {
      try calculator.totals(for: Drafts.gst(thirteen, date: "2025-09-22"))
    }
    #expect(GSTRateTable.india.rates(on: day("2017-06-30")) == nil)
  }

  @Test func aCustomRateTableIsUsed() throws {
    let table = GSTRateTable(periods: [
      GSTRateTable.Period(effectiveFrom: day("2020-01-01"), rates: [0, 7], source: "a test table")
    ])
    let totals = try BillCalculator(gstRates: table).totals(
      for: Drafts.gst([Drafts.line("a", "1", at: "100", rate: 7)], regime: Drafts.interState))
    #expect(totals.igstAmount == 7)
  }

  @Test func aCreditNoteMayNotExceedItsOriginal() throws {
    let lines = [Drafts.line("a", "1", at: "100")]
    let within = try calculator.totals(
      for: Drafts.gst(lines, kind: .creditNote, originalTotal: 118))
    #expect(within.payableAmount == 118)
    #expect(throws: BillCalculationError.creditNoteExceedsOriginal(creditNoteTotal: 118, originalTotal: dec("117.99")))
    {
      try calculator.totals(for: Drafts.gst(lines, kind: .creditNote, originalTotal: dec("117.99")))
    }
  }

  @Test func draftsAndTotalsRoundTripThroughJSON() throws {
    let draft = Drafts.gst(
      [Drafts.line("a", "3", at: "333.33", discount: .percent(5), cess: BillCess(rate: 1, amountPerUnit: 2))],
      allowancesAndCharges: [
        BillDocumentAllowanceCharge(id: "ship", isCharge: true, amount: 10, tax: .standard(18), currency: .inr)
      ], roundOff: .nearestWholeUnit)
    let decodedDraft = try JSONDecoder().decode(BillDraft.self, from: JSONEncoder().encode(draft))
    #expect(decodedDraft == draft)
    let totals = try calculator.totals(for: draft)
    #expect(try JSONDecoder().decode(BillTotals.self, from: JSONEncoder().encode(totals)) == totals)
  }
}
