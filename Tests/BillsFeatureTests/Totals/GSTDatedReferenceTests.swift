import BillsFeature
import Foundation
import SharedCore
import Testing

/// The totals engine checks state codes and rates against the reference data in force on the
/// document's own date: an old document keeps the codes and rates of its day.
@Suite struct GSTDatedReferenceTests {
  private let calculator = BillCalculator()

  private func supply(_ supplier: String, _ placeOfSupply: String) -> BillTaxRegime {
    .gst(BillGSTSupply(supplierStateCode: supplier, placeOfSupply: placeOfSupply))
  }

  /// Daman and Diu (25) was a place of supply until it merged into 26 on 26 Jan 2020.
  @Test(arguments: [("2019-12-01", true), ("2020-01-25", true), ("2020-01-26", false), ("2025-10-01", false)])
  func damanAndDiuIsAPlaceOfSupplyUntilTheMerger(date: String, accepted: Bool) {
    let draft = Drafts.gst([Drafts.line("a", "1", at: "100")], regime: supply("27", "25"), date: date)
    if accepted {
      #expect((try? calculator.totals(for: draft)) != nil)
    } else {
      #expect(throws: BillCalculationError.invalidStateCode(field: .placeOfSupply, code: "25")) {
        try calculator.totals(for: draft)
      }
    }
  }

  /// Ladakh (38) is a place of supply from the day it became a union territory, 31 Oct 2019.
  @Test func ladakhIsAPlaceOfSupplyFromItsFirstDay() throws {
    let before = Drafts.gst([Drafts.line("a", "1", at: "100")], regime: supply("27", "38"), date: "2019-10-30")
    #expect(throws: BillCalculationError.invalidStateCode(field: .placeOfSupply, code: "38")) {
      try calculator.totals(for: before)
    }
    let after = Drafts.gst([Drafts.line("a", "1", at: "100")], regime: supply("27", "38"), date: "2019-10-31")
    #expect(try calculator.totals(for: after).igstAmount == 18)
  }

  /// A supplier's state is a state of registration: 96 (other countries) is a place of supply only,
  /// and codes that are not two digits are refused whatever their number.
  @Test(arguments: ["96", "28", "+1", "1", "001", "٢٧"])
  func aSupplierStateMustBeARegistrationState(code: String) {
    let draft = Drafts.gst([Drafts.line("a", "1", at: "100")], regime: supply(code, "29"))
    #expect(throws: BillCalculationError.invalidStateCode(field: .supplierStateCode, code: code)) {
      try calculator.totals(for: draft)
    }
  }

  /// A 12 % sale dated before 22 Sep 2025 is still computed.
  @Test func aTwelvePercentSaleBeforeGSTTwoPointZeroIsComputed() throws {
    let totals = try calculator.totals(
      for: Drafts.gst([Drafts.line("a", "2", at: "50", rate: 12)], date: "2025-09-21"))
    #expect(totals.cgstAmount == 6 && totals.sgstAmount == 6)
  }

  /// 28 % was retired on 1 Feb 2026 (tobacco and pan masala moved to 40 %).
  @Test func twentyEightPercentIsRefusedFromFebruary2026() throws {
    let line = [Drafts.line("a", "1", at: "100", rate: 28)]
    #expect(try calculator.totals(for: Drafts.gst(line, date: "2026-01-31")).taxAmount == 28)
    #expect(throws: BillCalculationError.rateNotInTable(.line(index: 0, id: "a"), rate: 28, date: day("2026-02-01"))) {
      try calculator.totals(for: Drafts.gst(line, date: "2026-02-01"))
    }
  }

  /// The compensation cess ended on 1 Feb 2026: a line carrying cess on a later document is refused.
  @Test func compensationCessIsRefusedAfterItEnded() throws {
    let line = [Drafts.line("a", "1", at: "100", rate: 40, cess: BillCess(rate: 12))]
    #expect(try calculator.totals(for: Drafts.gst(line, date: "2026-01-31")).cessAmount == 12)
    do {
      _ = try calculator.totals(for: Drafts.gst(line, date: "2026-02-01"))
      Issue.record("cess was accepted after 1 Feb 2026")
    } catch {
      #expect(error.position == .line(index: 0, id: "a") && error.field == .cessRate)
      #expect(error.description.contains("1 Feb 2026"))
    }
  }
}
