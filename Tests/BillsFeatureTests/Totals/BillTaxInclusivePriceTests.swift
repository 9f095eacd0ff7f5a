import BillsFeature
import Foundation
import SharedCore
import Testing

/// A shop selling at MRP gets exactly quantity × MRP: a tax-inclusive line's tax is what it was sold
/// for less its taxable value, per rate group, CGST and SGST still equal.
@Suite struct BillTaxInclusivePriceTests {
  private static let prices = ["1", "9.99", "10", "49.50", "99", "100", "499", "1999.99", "12345.67"]
  private static let rates = ["5", "18", "40"]
  private static let today = CalendarDate(year: 2026, month: 2, day: 2) ?? CalendarDate(dayNumber: 0)

  private static func dec(_ text: String) -> Decimal { Decimal(string: text) ?? 0 }

  private static func draft(_ lines: [BillLine], interState: Bool) -> BillDraft {
    BillDraft(
      date: today, currency: .inr, regime: interState ? Drafts.interState : Drafts.intraState, lines: lines)
  }

  @Test(arguments: prices, rates)
  func everyQuantityOfAnMRPPaysExactlyQuantityTimesMRP(price: String, rate: String) throws {
    for quantity in 1...3 {
      for interState in [false, true] {
        let line = BillLine(
          id: "1", quantity: Decimal(quantity), unitPrice: Self.dec(price), priceIncludesTax: true,
          tax: .standard(Self.dec(rate)))
        let totals = try BillCalculator().totals(for: Self.draft([line], interState: interState))
        let expected = Decimal(quantity) * Self.dec(price)
        let label = "\(quantity) × ₹\(price) at \(rate)% \(interState ? "IGST" : "CGST+SGST")"
        #expect(totals.payableAmount == expected, "\(label): \(totals.payableAmount)")
        #expect(totals.taxExclusiveAmount + totals.taxAmount == expected, "\(label)")
        #expect(totals.cgstAmount == totals.sgstAmount, "\(label)")
        #expect(totals.lines[0].netAmount + totals.lines[0].tax.total == expected, "\(label)")
        // The tax stays within a paisa per head of the rate applied to the taxable value.
        let heads: Decimal = interState ? 1 : 2
        let atRate = totals.taxExclusiveAmount * Self.dec(rate) / 100
        #expect(abs(totals.taxAmount - atRate) <= heads * Decimal(string: "0.01")!, "\(label)")
      }
    }
  }

  @Test func hundredRupeesAtEighteenPercentWithinAStateIsExactlyHundred() throws {
    let line = BillLine(id: "1", quantity: 1, unitPrice: 100, priceIncludesTax: true, tax: .standard(18))
    let totals = try BillCalculator().totals(for: Self.draft([line], interState: false))
    #expect(totals.taxExclusiveAmount == Self.dec("84.74"))
    #expect((totals.cgstAmount, totals.sgstAmount) == (Self.dec("7.63"), Self.dec("7.63")))
    #expect(totals.payableAmount == 100)
  }

  @Test func inclusiveAndExclusiveLinesOfOneRateEachKeepTheirOwnRule() throws {
    let lines = [
      BillLine(id: "1", quantity: 2, unitPrice: 1, priceIncludesTax: true, tax: .standard(18)),
      BillLine(id: "2", quantity: 1, unitPrice: Self.dec("84.75"), tax: .standard(18)),
    ]
    let totals = try BillCalculator().totals(for: Self.draft(lines, interState: true))
    // 2.00 inclusive (1.69 + 0.31) and 84.75 + 15.26 (18 % of 84.75, rounded).
    #expect(totals.payableAmount == Self.dec("2.00") + Self.dec("84.75") + Self.dec("15.26"))
    #expect(totals.lines.map(\.netAmount) == [Self.dec("1.69"), Self.dec("84.75")])
  }
}
