import BillsFeature
import Foundation
import SharedCore
import Testing

/// Every official EN 16931 example is reproduced to the cent: line net amounts, the VAT breakdown
/// and all document totals.
@Suite struct EN16931ExampleTests {
  /// Every `en16931*.json` file in the fixtures, so examples added there are checked too.
  static let examples: [EN16931Example] = Fixtures.files(prefix: "en16931", suffix: ".json").flatMap {
    file -> [EN16931Example] in
    (try? JSONDecoder().decode([EN16931Example].self, from: Fixtures.data(file))) ?? []
  }

  @Test func theFixturesAreRead() {
    #expect(Self.examples.count >= 17)
  }

  @Test(arguments: examples)
  func reproducesTheOfficialTotals(_ example: EN16931Example) throws {
    let totals = try BillCalculator().totals(for: try example.draft())

    #expect(totals.lines.map(\.netAmount) == (try example.lines.map { try EN16931Example.number($0.net) }))
    #expect(totals.lines.map(\.id) == example.lines.map(\.id))

    #expect(totals.taxBreakdown.count == example.vat_breakdown.count)
    for expected in example.vat_breakdown {
      let rate = try expected.rate.map(EN16931Example.number) ?? 0
      let row = totals.taxBreakdown.first { $0.category.rawValue == expected.cat && $0.rate == rate }
      #expect(row?.taxableAmount == (try EN16931Example.number(expected.taxable)), "\(expected.cat) \(rate)")
      #expect(row?.taxAmount == (try EN16931Example.number(expected.tax)), "\(expected.cat) \(rate)")
    }

    #expect(totals.sumOfLineNetAmounts == (try example.total("LineExtensionAmount")))
    #expect(totals.taxExclusiveAmount == (try example.total("TaxExclusiveAmount")))
    #expect(totals.taxInclusiveAmount == (try example.total("TaxInclusiveAmount")))
    #expect(totals.payableAmount == (try example.total("PayableAmount")))
    #expect(totals.allowanceTotal == (try example.total("AllowanceTotalAmount") ?? 0))
    #expect(totals.chargeTotal == (try example.total("ChargeTotalAmount") ?? 0))
    #expect(totals.prepaidAmount == (try example.total("PrepaidAmount") ?? 0))
    #expect(totals.roundingAmount == (try example.total("PayableRoundingAmount") ?? 0))
    if let tax = try example.taxTotal() { #expect(totals.taxAmount == tax) }
    #expect(totals.vatAmount == totals.taxAmount)
    #expect(totals.cgstAmount + totals.sgstAmount + totals.igstAmount + totals.totalCessAmount == 0)
  }

  @Test func theHalfUpTieOfExampleTwo() throws {
    // 1460.50 × 25 % = 365.125, half up to 365.13 (banker's rounding would give 365.12).
    let draft = BillDraft(
      date: day("2024-01-15"), currency: .eur, regime: .vat,
      lines: [BillLine(id: "1", quantity: 1, unitPrice: dec("1460.50"), tax: .standard(25))])
    let totals = try BillCalculator().totals(for: draft)
    #expect(totals.taxBreakdown.map(\.taxAmount) == [dec("365.13")])
    #expect(totals.taxInclusiveAmount == dec("1825.63"))
  }

  @Test func priceDiscountAndBaseQuantity() throws {
    // Gross 0.1234 less 0.0022 per unit, 100 units; and 250 m at 7.50 per 10 m.
    let draft = BillDraft(
      date: day("2024-01-15"), currency: .eur, regime: .vat,
      lines: [
        BillLine(id: "a", quantity: 100, unitPrice: dec("0.1234"), priceDiscount: dec("0.0022"), tax: .standard(25)),
        BillLine(id: "b", quantity: 250, unitPrice: dec("7.50"), baseQuantity: 10, tax: .standard(25)),
      ])
    let totals = try BillCalculator().totals(for: draft)
    #expect(totals.lines.map(\.netAmount) == [dec("12.12"), dec("187.50")])
  }

  @Test func untaxedCategoriesCarryTheirExemptionReasons() throws {
    let draft = BillDraft(
      date: day("2024-01-15"), currency: .eur, regime: .vat,
      lines: [
        BillLine(id: "s", quantity: 2, unitPrice: dec("10.25"), tax: .standard(dec("5.5"))),
        BillLine(id: "ae", quantity: 1, unitPrice: 100, tax: .untaxed(.reverseCharge, reason: "Reverse charge")),
        BillLine(id: "k", quantity: 1, unitPrice: 50, tax: .untaxed(.intraCommunitySupply, reason: "Intra-community")),
        BillLine(id: "g", quantity: 1, unitPrice: 25, tax: .untaxed(.export, reason: "Export outside the EU")),
        BillLine(id: "o", quantity: 1, unitPrice: 5, tax: .untaxed(.outsideScope, reason: "Not subject to VAT")),
        BillLine(id: "z", quantity: 1, unitPrice: 1, tax: .untaxed(.zeroRated)),
      ],
      allowancesAndCharges: [
        BillDocumentAllowanceCharge(
          id: "k-discount", isCharge: false, amount: 10, tax: .untaxed(.intraCommunitySupply, reason: "Other"))
      ])
    let totals = try BillCalculator().totals(for: draft)
    #expect(totals.taxBreakdown.map(\.category.rawValue) == ["S", "AE", "K", "G", "O", "Z"])
    #expect(totals.taxBreakdown.map(\.taxableAmount) == [dec("20.50"), 100, 40, 25, 5, 1])
    #expect(totals.taxBreakdown.map(\.taxAmount) == [dec("1.13"), 0, 0, 0, 0, 0])
    #expect(
      totals.taxBreakdown.map(\.exemptionReason) == [
        nil, "Reverse charge", "Intra-community", "Export outside the EU", "Not subject to VAT", nil,
      ])
    #expect(totals.taxExclusiveAmount == dec("191.50") && totals.payableAmount == dec("192.63"))
  }

  @Test func aTaxInclusiveVATPrice() throws {
    // 11.90 including 19 % is 10.00 + 1.90.
    let draft = BillDraft(
      date: day("2024-01-15"), currency: .eur, regime: .vat,
      lines: [BillLine(id: "1", quantity: 3, unitPrice: dec("11.90"), priceIncludesTax: true, tax: .standard(19))])
    let totals = try BillCalculator().totals(for: draft)
    #expect(totals.lines.map(\.netAmount) == [30])
    #expect(totals.taxInclusiveAmount == dec("35.70"))
  }
}
