import BillsFeature
import Foundation
import SharedCore
import Testing

/// The item and value details of the GST e-invoice samples are reproduced from their quantities,
/// prices and rates.
@Suite struct GSTEInvoiceSampleTests {
  /// Every `einvoice_sample_*.json` in the fixtures, so samples added there are checked too.
  static let samples = Fixtures.files(prefix: "einvoice_sample_", suffix: ".json")

  @Test func theFixturesAreThere() {
    #expect(Self.samples.count >= 2)
  }

  @Test(arguments: samples)
  func reproducesTheItemAndValueDetails(_ file: String) throws {
    let sample = try JSONDecoder().decode(GSTEInvoiceSample.self, from: Fixtures.data(file))
    let totals = try BillCalculator().totals(for: try sample.draft())

    #expect(totals.lines.count == sample.ItemList.count)
    for (line, item) in zip(totals.lines, sample.ItemList) {
      #expect(line.grossAmount == item.TotAmt, "\(file) item \(item.SlNo) TotAmt")
      #expect(line.allowanceAmount == item.Discount ?? 0, "\(file) item \(item.SlNo) Discount")
      #expect(line.netAmount == item.AssAmt, "\(file) item \(item.SlNo) AssAmt")
      #expect(line.tax.cgst == item.CgstAmt ?? 0, "\(file) item \(item.SlNo) CgstAmt")
      #expect(line.tax.sgst == item.SgstAmt ?? 0, "\(file) item \(item.SlNo) SgstAmt")
      #expect(line.tax.igst == item.IgstAmt ?? 0, "\(file) item \(item.SlNo) IgstAmt")
      #expect(line.cessAmount == item.CesAmt ?? 0, "\(file) item \(item.SlNo) CesAmt")
      #expect(line.specificCessAmount == item.CesNonAdvlAmt ?? 0, "\(file) item \(item.SlNo) CesNonAdvlAmt")
      #expect(line.totalAmount == item.TotItemVal, "\(file) item \(item.SlNo) TotItemVal")
    }
    let values = sample.ValDtls
    #expect(totals.sumOfLineNetAmounts == values.AssVal)
    #expect(totals.cgstAmount == values.CgstVal ?? 0)
    #expect(totals.sgstAmount == values.SgstVal ?? 0)
    #expect(totals.igstAmount == values.IgstVal ?? 0)
    #expect(totals.totalCessAmount == values.CesVal ?? 0)
    #expect(totals.chargeTotal == values.OthChrg ?? 0)
    #expect(totals.allowanceTotal == values.Discount ?? 0)
    #expect(totals.roundingAmount == values.RndOffAmt ?? 0)
    #expect(totals.roundedTotal == values.TotInvVal)
  }

  @Test func theIntraStateSampleSplitsEighteenPercentIntoNineAndNine() throws {
    let sample = try JSONDecoder().decode(
      GSTEInvoiceSample.self, from: Fixtures.data("einvoice_sample_goods_item_with_ewaybill.json"))
    let totals = try BillCalculator().totals(for: try sample.draft())
    #expect(totals.taxBreakdown.map(\.tax) == [BillTaxAmounts(cgst: 9000, sgst: 9000)])
    #expect(totals.payableAmount == 118_000)
  }

  @Test func theExportWithoutPaymentSampleIsZeroRated() throws {
    let sample = try JSONDecoder().decode(
      GSTEInvoiceSample.self, from: Fixtures.data("einvoice_sample_foreign_transaction.json"))
    let totals = try BillCalculator().totals(for: try sample.draft())
    #expect(totals.taxBreakdown.map(\.category) == [.export])
    #expect(totals.taxAmount == 0)
  }
}
