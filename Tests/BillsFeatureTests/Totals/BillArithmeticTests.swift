import Foundation
import SharedCore
import SharedTesting
import Testing

@testable import BillsFeature

/// The integer fast path and the `Decimal` path give identical totals and identical errors, and the
/// fast path really is taken for ordinary drafts.
@Suite struct BillArithmeticTests {
  let fast = BillCalculator(arithmetic: .fixedPointWhereExact)
  let decimal = BillCalculator(arithmetic: .decimal)

  func outcome(_ calculator: BillCalculator, _ draft: BillDraft) -> Result<BillTotals, BillCalculationError> {
    do { return .success(try calculator.totals(for: draft)) } catch { return .failure(error) }
  }

  func takesTheFastPath(_ draft: BillDraft) -> Bool {
    var supply: BillGSTSupply?
    if case .gst(let gst) = draft.regime { supply = gst }
    return BillFixedPointTotals.totals(for: draft, supply: supply, calculator: fast) != nil
  }

  @Test(arguments: [false, true])
  func bothArithmeticsAgreeOnRandomDrafts(gst: Bool) {
    var random = SeededGenerator(seed: gst ? 77 : 78)
    var fastDrafts = 0
    for iteration in 0..<2000 {
      var draft = BillTotalsPropertyTests.randomDraft(gst: gst, using: &random)
      if iteration % 2 == 0 {
        // Most real drafts: prices per unit, tax-exclusive.
        for index in draft.lines.indices {
          draft.lines[index].baseQuantity = 1
          draft.lines[index].priceIncludesTax = false
        }
      }
      #expect(outcome(fast, draft) == outcome(decimal, draft))
      if takesTheFastPath(draft) { fastDrafts += 1 }
    }
    #expect(fastDrafts > 500)
  }

  @Test func bothArithmeticsAgreeOnTheExamplesAndEveryError() throws {
    for example in EN16931ExampleTests.examples {
      let draft = try example.draft()
      #expect(outcome(fast, draft) == outcome(decimal, draft), "\(example.file)")
    }
    let lines = [Drafts.line("a", "1", at: "10"), Drafts.line("b", "2", at: "10")]
    var broken: [BillDraft] = [
      Drafts.gst([]), Drafts.gst([Drafts.line("a", "-1", at: "10")]),
      Drafts.gst([Drafts.line("a", "1", at: "10", rate: 13)]),
      Drafts.gst(lines, roundOff: .nearest(0)), Drafts.gst(lines, roundOff: .amount(dec("0.001"))),
      Drafts.gst(lines, kind: .creditNote, originalTotal: 1),
      Drafts.gst([Drafts.line("a", "1", at: "10", discount: .amount(11))]),
      Drafts.gst([Drafts.line("a", "1", at: "10", discount: .percent(101))]),
      Drafts.gst([Drafts.line("a", "1", at: "10", cess: BillCess(rate: -1))]),
    ]
    var prepaid = Drafts.gst(lines)
    prepaid.prepaidAmount = dec("-0.01")
    broken.append(prepaid)
    for draft in broken {
      let result = outcome(fast, draft)
      #expect(result == outcome(decimal, draft))
      if case .success = result { Issue.record("expected an error for \(draft)") }
    }
  }

  @Test func ordinaryGSTAndVATDraftsTakeTheFastPath() {
    #expect(takesTheFastPath(Drafts.gst([Drafts.line("a", "3.5", at: "999.99", discount: .percent(7))])))
    #expect(!takesTheFastPath(Drafts.gst([Drafts.line("a", "1", at: "118", inclusive: true)])))
    let perDozen = BillLine(id: "a", quantity: 5, unitPrice: 120, baseQuantity: 12, tax: .standard(18))
    #expect(!takesTheFastPath(Drafts.gst([perDozen])))
  }
}
