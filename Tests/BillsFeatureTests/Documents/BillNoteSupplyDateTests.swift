import BillsFeature
import Foundation
import SharedCore
import Testing

/// A credit or debit note corrects the tax of the original supply (CGST Act s.34): it is priced at the
/// rates, cess, place of supply and regime of that supply, whatever its own date.
@Suite struct BillNoteSupplyDateTests {
  /// A 28 % sale with 12 % compensation cess on 20 January 2026; 28 % and the cess ended on 1 February.
  private static func january28PercentSale() throws -> BillDocument {
    var invoice = BillDocument(
      id: "inv", kind: .salesInvoice, issueDate: day("2026-01-20"), partyID: "p", currency: .inr,
      regime: Drafts.interState,
      lines: [
        BillDocumentLine(
          line: Drafts.line("1", "2", at: "1000", rate: 28, cess: BillCess(rate: 12)), description: "Aerated drink",
          hsnOrSAC: "22021010")
      ])
    try invoice.issue(number: "INV/25-26/00090")
    return invoice
  }

  @Test func aCreditNoteAfterARateChangeIsPricedAtTheOriginalsRates() throws {
    let invoice = try Self.january28PercentSale()
    let returned = try invoice.returnedLine("1", quantity: 1)

    let note = try invoice.creditNote(id: "cn", issueDate: day("2026-02-10"), lines: [returned])

    #expect(note.original?.issueDate == day("2026-01-20"))
    #expect(note.regime == invoice.regime)
    let totals = try note.totals()
    #expect(totals.igstAmount == 280)
    #expect(totals.cessAmount == 120)
    #expect(totals.payableAmount == 1400)
  }

  @Test func aDebitNoteToo() throws {
    let invoice = try Self.january28PercentSale()
    let note = try invoice.debitNote(
      id: "dn", issueDate: day("2026-03-01"),
      lines: [BillDocumentLine(line: Drafts.line("1", "1", at: "100", rate: 28), description: "Price revision")])
    #expect(try note.totals().igstAmount == 28)
  }

  @Test func anInvoiceDatedAfterTheChangeIsStillRefusedTheRetiredRate() {
    let late = BillDocument(
      id: "late", kind: .salesInvoice, issueDate: day("2026-02-10"), partyID: "p", currency: .inr,
      regime: Drafts.interState,
      lines: [BillDocumentLine(line: Drafts.line("1", "1", at: "100", rate: 28), description: "Drink")])
    #expect(throws: BillDocumentError.self) { try late.totals() }
  }
}
