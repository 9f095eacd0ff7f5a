import BillsFeature
import Foundation
import SharedCore
import SharedTesting
import Testing

/// Thousands of seeded random drafts, GST and VAT: the EN 16931 invariants hold, every distributed
/// tax share adds up to its head exactly, and every amount is rounded to the minor unit.
@Suite struct BillTotalsPropertyTests {
  let calculator = BillCalculator()
  static let gstRates: [Decimal] = [0, dec("0.1"), dec("0.25"), 1, dec("1.5"), 3, 5, 6, dec("7.5"), 18, 28, 40]
  static let vatRates: [Decimal] = [5, 6, 7, 9, 10, 12, 15, 19, 20, 21, dec("5.5"), dec("2.1"), dec("8.1"), 25]

  /// A random exact decimal `0 … upper` with `digits` fraction digits.
  static func amount(_ upper: Int, digits: Int, using random: inout SeededGenerator) -> Decimal {
    let scaled = Int.random(in: 0...(upper * pow10(digits)), using: &random)
    return Decimal(sign: .plus, exponent: -digits, significand: Decimal(scaled))
  }

  static func pow10(_ digits: Int) -> Int { (0..<digits).reduce(1) { value, _ in value * 10 } }

  static func randomLine(
    _ index: Int, gst: Bool, using random: inout SeededGenerator
  ) -> BillLine {
    var quantity = amount(50, digits: Int.random(in: 0...3, using: &random), using: &random)
    if !gst && Int.random(in: 0..<10, using: &random) == 0 { quantity = -quantity }
    let price = amount(5000, digits: Int.random(in: 0...4, using: &random), using: &random)
    let priceDiscount =
      Bool.random(using: &random) ? 0 : (price * amount(1, digits: 2, using: &random)).rounded(scale: 4)
    let baseQuantity: Decimal = [1, 1, 1, 10, 12, 100][Int.random(in: 0..<6, using: &random)]
    let gross = (quantity * (price - priceDiscount) / baseQuantity).rounded(scale: 2, .down)
    var discount: BillLineDiscount?
    switch Int.random(in: 0..<4, using: &random) {
    case 0: discount = .percent(amount(100, digits: Int.random(in: 0...2, using: &random), using: &random))
    case 1 where gross > 0: discount = .amount((gross * amount(1, digits: 3, using: &random)).rounded(scale: 2, .down))
    default: discount = nil
    }
    var allowancesAndCharges: [BillLineAllowanceCharge] = []
    if Int.random(in: 0..<4, using: &random) == 0 {
      allowancesAndCharges.append(.charge(amount(100, digits: 2, using: &random)))
    }
    let tax: BillTax
    let category = Int.random(in: 0..<10, using: &random)
    let untaxed: [BillTaxCategory] =
      gst
      ? [.zeroRated, .exempt, .outsideScope]
      : [.zeroRated, .exempt, .outsideScope, .intraCommunitySupply, .export, .reverseCharge]
    if category < 7 {
      let rates = gst ? gstRates : vatRates
      tax = .standard(rates[Int.random(in: 0..<rates.count, using: &random)])
    } else {
      tax = .untaxed(untaxed[Int.random(in: 0..<untaxed.count, using: &random)], reason: "reason")
    }
    var cess: BillCess?
    if gst && tax.category == .standardRate && Int.random(in: 0..<5, using: &random) == 0 {
      cess = BillCess(
        rate: [1, 3, 12, 15, 22][Int.random(in: 0..<5, using: &random)],
        amountPerUnit: Bool.random(using: &random) ? 0 : amount(5, digits: 3, using: &random))
    }
    return BillLine(
      id: "l\(index)", quantity: quantity, unitPrice: price, priceDiscount: priceDiscount, baseQuantity: baseQuantity,
      priceIncludesTax: gst && cess == nil && Int.random(in: 0..<4, using: &random) == 0, discount: discount,
      allowancesAndCharges: allowancesAndCharges, tax: tax, cess: cess)
  }

  static func randomDraft(gst: Bool, using random: inout SeededGenerator) -> BillDraft {
    let lines = (0..<Int.random(in: 1...12, using: &random)).map { randomLine($0, gst: gst, using: &random) }
    var adjustments: [BillDocumentAllowanceCharge] = []
    for index in 0..<Int.random(in: 0...2, using: &random) {
      let taxed = lines[Int.random(in: 0..<lines.count, using: &random)].tax
      adjustments.append(
        BillDocumentAllowanceCharge(
          id: "d\(index)", isCharge: Bool.random(using: &random), amount: amount(50, digits: 2, using: &random),
          tax: taxed))
    }
    let states = ["27", "29", "07", "33"]
    let kinds = BillGSTSupply.Kind.allCases
    let regime: BillTaxRegime =
      gst
      ? .gst(
        BillGSTSupply(
          supplierStateCode: "27", placeOfSupply: states[Int.random(in: 0..<states.count, using: &random)],
          kind: Int.random(in: 0..<3, using: &random) == 0
            ? kinds[Int.random(in: 0..<kinds.count, using: &random)] : .regular))
      : .vat
    let roundOffs: [BillRoundOff] = [.none, .nearestWholeUnit, .nearest(dec("0.05")), .amount(dec("-0.03"))]
    return BillDraft(
      date: day("2025-10-15"), currency: .inr, regime: regime, lines: lines, allowancesAndCharges: adjustments,
      prepaidAmount: Bool.random(using: &random) ? 0 : amount(100, digits: 2, using: &random),
      roundOff: roundOffs[Int.random(in: 0..<roundOffs.count, using: &random)])
  }

  static func isRounded(_ value: Decimal) -> Bool { value.rounded(scale: 2) == value }

  func checkInvariants(_ totals: BillTotals, _ draft: BillDraft) {
    let lines = totals.lines
    // BR-CO-10, BR-CO-13, BR-CO-15, BR-CO-16 and the breakdown's taxable amounts.
    #expect(lines.reduce(Decimal(0)) { $0 + $1.netAmount } == totals.sumOfLineNetAmounts)
    #expect(totals.taxExclusiveAmount == totals.sumOfLineNetAmounts - totals.allowanceTotal + totals.chargeTotal)
    #expect(totals.taxExclusiveAmount + totals.taxAmount == totals.taxInclusiveAmount)
    #expect(totals.taxInclusiveAmount - totals.prepaidAmount + totals.roundingAmount == totals.payableAmount)
    #expect(totals.taxBreakdown.reduce(Decimal(0)) { $0 + $1.taxableAmount } == totals.taxExclusiveAmount)
    // BR-CO-14 (with cess, which only GST has).
    let breakdownTax = totals.taxBreakdown.reduce(Decimal(0)) { $0 + $1.taxAmount }
    #expect(breakdownTax + totals.totalCessAmount == totals.taxAmount)
    // Each head's shares add up to the head, per rate and for the document.
    let adjustments = totals.allowancesAndCharges
    for row in totals.taxBreakdown {
      var heads = BillTaxAmounts.zero
      for share in lines.filter({ $0.category == row.category && $0.rate == row.rate }).map(\.tax)
        + adjustments.filter({ $0.category == row.category && $0.rate == row.rate }).map(\.tax)
      {
        heads.cgst += share.cgst
        heads.sgst += share.sgst
        heads.igst += share.igst
        heads.vat += share.vat
      }
      #expect(heads == row.tax)
      #expect(row.tax.cgst == row.tax.sgst)
      var intraState = false
      if case .gst(let supply) = draft.regime { intraState = supply.isIntraState }
      let head = intraState ? row.tax.cgst : row.tax.total
      let exact = row.taxableAmount * row.rate / (intraState ? 200 : 100)
      // Under GST a group with tax-inclusive lines (without cess) charges what they were sold for: its
      // head is within a paisa of the rate's; every other group is taxed at the rate, rounded.
      // (Each such line's taxable value is rounded on its own, so the gap may grow by half a paisa a line.)
      var isGST = false
      if case .gst = draft.regime { isGST = true }
      let inclusiveLines =
        isGST
        ? draft.lines.filter {
          $0.priceIncludesTax && ($0.cess?.rate ?? 0).isZero && $0.tax.category == row.category
            && $0.tax.rate == row.rate
        }.count : 0
      if !row.category.isTaxed {
        #expect(row.tax == .zero)
      } else if inclusiveLines > 0 {
        #expect(abs(head - exact) <= Decimal(string: "0.01")! + Decimal(inclusiveLines) * Decimal(string: "0.005")!)
      } else {
        #expect(head == exact.rounded(scale: 2))
      }
    }
    #expect(
      lines.reduce(Decimal(0)) { $0 + $1.tax.cgst } + adjustments.reduce(Decimal(0)) { $0 + $1.tax.cgst }
        == totals.cgstAmount)
    #expect(
      lines.reduce(Decimal(0)) { $0 + $1.tax.igst } + adjustments.reduce(Decimal(0)) { $0 + $1.tax.igst }
        == totals.igstAmount)
    #expect(lines.reduce(Decimal(0)) { $0 + $1.cessAmount } == totals.cessAmount)
    #expect(lines.reduce(Decimal(0)) { $0 + $1.specificCessAmount } == totals.specificCessAmount)
    #expect(totals.cgstAmount == totals.sgstAmount)
    // Every amount is in whole paise, and each line's parts add up.
    for line in lines {
      #expect(Self.isRounded(line.netAmount) && Self.isRounded(line.grossAmount) && Self.isRounded(line.tax.total))
      #expect(line.grossAmount - line.allowanceAmount + line.chargeAmount == line.netAmount)
    }
    #expect(Self.isRounded(totals.payableAmount) && Self.isRounded(totals.roundingAmount))
    #expect(lines.map(\.id) == draft.lines.map(\.id))
  }

  @Test(arguments: [false, true])
  func invariantsHoldForThousandsOfRandomDrafts(gst: Bool) throws {
    var random = SeededGenerator(seed: gst ? 2025 : 16931)
    for _ in 0..<2500 {
      let draft = Self.randomDraft(gst: gst, using: &random)
      let totals = try calculator.totals(for: draft)
      checkInvariants(totals, draft)
    }
  }

  @Test func aThousandLineInvoiceDistributesExactly() throws {
    var random = SeededGenerator(seed: 1000)
    let lines = (0..<1000).map { index in
      BillLine(
        id: "l\(index)", quantity: Self.amount(20, digits: 3, using: &random),
        unitPrice: Self.amount(999, digits: 2, using: &random), tax: .standard([5, 18, 40][index % 3]))
    }
    let draft = Drafts.gst(lines)
    let totals = try calculator.totals(for: draft)
    checkInvariants(totals, draft)
    #expect(totals.taxBreakdown.count == 3)
  }
}
