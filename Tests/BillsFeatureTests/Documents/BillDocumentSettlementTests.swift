import Foundation
import SharedCore
import SharedTesting
import Testing

@testable import BillsFeature

/// Payments and credit notes settle documents exactly: outstanding = payable − payments − credit
/// notes, and the status follows.
@Suite struct BillDocumentSettlementTests {
  @Test func partialThenFullPayment() throws {
    var invoice = try Documents.issuedInvoice()
    #expect(try invoice.outstanding() == dec("1180.00"))
    try invoice.record(Documents.payment("p1", "0.01"))
    #expect(invoice.status == .partiallyPaid)
    #expect(try invoice.outstanding() == dec("1179.99"))
    try invoice.record(Documents.payment("p2", "1000"))
    #expect(invoice.status == .partiallyPaid && invoice.paidAmount == dec("1000.01"))
    try invoice.record(Documents.payment("p3", "179.99"))
    #expect(invoice.status == .paid)
    #expect(try invoice.outstanding() == 0)
    #expect(invoice.payments.map(\.id) == ["p1", "p2", "p3"])
  }

  @Test func oneFullPaymentGoesStraightToPaid() throws {
    var invoice = try Documents.issuedInvoice()
    try invoice.record(Documents.payment("p1", "1180"))
    #expect(invoice.status == .paid)
  }

  @Test func refusedPayments() throws {
    var invoice = try Documents.issuedInvoice()
    try invoice.record(Documents.payment("p1", "1000"))
    #expect(throws: BillDocumentError.paymentExceedsOutstanding(amount: dec("180.01"), outstanding: 180)) {
      try invoice.record(Documents.payment("p2", "180.01"))
    }
    #expect(throws: BillDocumentError.duplicatePayment(id: "p1")) { try invoice.record(Documents.payment("p1", "1")) }
    #expect(throws: BillDocumentError.nonPositivePayment(amount: 0)) {
      try invoice.record(Documents.payment("p3", "0"))
    }
    #expect(throws: BillDocumentError.nonPositivePayment(amount: dec("-5"))) {
      try invoice.record(Documents.payment("p3", "-5"))
    }
    let euros = BillPayment(
      id: "p4", amount: Money(minorUnits: 100, currency: .eur), date: day("2025-10-02"), mode: .card)
    #expect(throws: BillDocumentError.currencyMismatch(expected: "INR", found: "EUR")) { try invoice.record(euros) }
    #expect(invoice.paidAmount == 1000 && invoice.status == .partiallyPaid)

    var draft = Documents.invoice()
    #expect(throws: BillDocumentError.notIssued(status: .draft)) { try draft.record(Documents.payment("p", "1")) }
    var quotation = Documents.invoice(kind: .quotation)
    try quotation.issue(number: "Q1")
    #expect(throws: BillDocumentError.notPayable(kind: .quotation)) {
      try quotation.record(Documents.payment("p", "1"))
    }
    var cancelled = try Documents.issuedInvoice()
    try cancelled.cancel()
    #expect(throws: BillDocumentError.notIssued(status: .cancelled)) {
      try cancelled.record(Documents.payment("p", "1"))
    }
    var paid = try Documents.issuedInvoice()
    try paid.record(Documents.payment("p", "1180"))
    #expect(throws: BillDocumentError.paymentExceedsOutstanding(amount: dec("0.01"), outstanding: 0)) {
      try paid.record(Documents.payment("q", "0.01"))
    }
  }

  @Test func creditNotesReduceOutstandingAndNeverExceedTheOriginal() throws {
    var invoice = try Documents.issuedInvoice()
    try invoice.record(Documents.payment("p1", "500"))
    var first = try invoice.creditNote(
      id: "cn-1", issueDate: day("2025-10-10"), lines: [Documents.line("1", "1", at: "500")])
    #expect(first.kind == .creditNote && first.status == .draft)
    #expect(
      first.original
        == BillDocumentLink(
          documentID: "inv-1", kind: .salesInvoice, number: "INV/25-26/00001", payableAmount: 1180,
          issueDate: invoice.issueDate))
    #expect(first.draft().originalTotal == 1180 && first.draft().kind == .creditNote)
    #expect(first.partyID == invoice.partyID)
    try invoice.issueCreditNote(&first, number: "CN/25-26/0001")
    #expect(first.status == .issued && first.number == "CN/25-26/0001")
    #expect(invoice.creditedAmount == 590 && invoice.status == .partiallyPaid)
    #expect(try invoice.outstanding() == 90)
    #expect(invoice.credits == [BillAppliedCredit(creditNoteID: "cn-1", number: "CN/25-26/0001", amount: 590)])

    // 590 more would be within the original on its own, but not with the 590 already credited.
    var second = try invoice.creditNote(
      id: "cn-2", issueDate: day("2025-10-11"), lines: [Documents.line("1", "1", at: "500.01")])
    #expect(
      throws: BillDocumentError.creditNoteExceedsOriginal(
        creditNoteAmount: dec("590.01"), alreadyCredited: 590, originalAmount: 1180)
    ) {
      try invoice.issueCreditNote(&second, number: "CN/25-26/0002")
    }
    #expect(second.status == .draft && second.number == nil && invoice.credits.count == 1)
    #expect(throws: BillDocumentError.duplicateCreditNote(id: "cn-1")) {
      try invoice.issueCreditNote(&first, number: "CN/25-26/0003")
    }

    // The rest of the original, to the paisa: the invoice is settled and the 500 paid is to be refunded.
    var third = try invoice.creditNote(
      id: "cn-3", issueDate: day("2025-10-12"), lines: [Documents.line("1", "1", at: "500")])
    try invoice.issueCreditNote(&third, number: "CN/25-26/0004")
    #expect(invoice.creditedAmount == 1180 && invoice.status == .paid)
    #expect(try invoice.outstanding() == -500)  // the 500 paid is to be refunded
  }

  @Test func aSingleCreditNoteAboveTheOriginalIsRefusedByTheEngine() throws {
    var invoice = try Documents.issuedInvoice()
    var note = try invoice.creditNote(
      id: "cn", issueDate: day("2025-10-10"), lines: [Documents.line("1", "3", at: "500")])
    #expect(
      throws: BillDocumentError.calculation(.creditNoteExceedsOriginal(creditNoteTotal: 1770, originalTotal: 1180))
    ) {
      try invoice.issueCreditNote(&note, number: "CN1")
    }
  }

  @Test func adjustmentsNeedTheRightOriginal() throws {
    let draft = Documents.invoice()
    #expect(throws: BillDocumentError.notIssued(status: .draft)) {
      try draft.creditNote(id: "cn", issueDate: day("2025-10-10"), lines: draft.lines)
    }
    var purchase = Documents.invoice(kind: .purchaseBill)
    try purchase.issue(number: "SUP-77")
    #expect(throws: BillDocumentError.notAdjustable(kind: .purchaseBill, by: .creditNote)) {
      try purchase.creditNote(id: "cn", issueDate: day("2025-10-10"), lines: purchase.lines)
    }
    let debit = try purchase.debitNote(id: "dn", issueDate: day("2025-10-10"), lines: purchase.lines)
    #expect(debit.kind == .debitNote && debit.original?.documentID == purchase.id && debit.draft().kind == .debitNote)
    #expect(debit.draft().originalTotal == nil)
    let quotation = Documents.invoice(kind: .quotation)
    #expect(throws: BillDocumentError.notAdjustable(kind: .quotation, by: .debitNote)) {
      try quotation.debitNote(id: "dn", issueDate: day("2025-10-10"), lines: quotation.lines)
    }
    var invoice = try Documents.issuedInvoice()
    var unrelated = try Documents.issuedInvoice().creditNote(id: "cn", issueDate: day("2025-10-10"), lines: draft.lines)
    unrelated.original?.documentID = "another"
    #expect(throws: BillDocumentError.notLinkedToOriginal(documentID: "cn", originalID: "inv-1")) {
      try invoice.issueCreditNote(&unrelated, number: "CN1")
    }
    var cancelled = try Documents.issuedInvoice()
    var note = try cancelled.creditNote(id: "cn", issueDate: day("2025-10-10"), lines: draft.lines)
    try cancelled.cancel()
    #expect(throws: BillDocumentError.notIssued(status: .cancelled)) {
      try cancelled.issueCreditNote(&note, number: "CN1")
    }
  }

  /// Random payments and credit notes, seeded: outstanding is always payable − paid − credited, never
  /// below zero before a refund, and the status matches it.
  @Test func settlementInvariantOnRandomSequences() throws {
    var random = SeededGenerator(seed: 1212)
    for round in 0..<300 {
      var invoice = try Documents.issuedInvoice()
      let payable = try invoice.totals().payableAmount
      for step in 0..<8 {
        let paise = Int.random(in: 1...60_000, using: &random)
        let amount = Decimal(paise) / 100
        if Bool.random(using: &random) {
          let before = invoice
          do throws(BillDocumentError) {
            try invoice.record(Documents.payment("p\(step)", amount.plainString))
          } catch {
            let left = max(try before.outstanding(), 0)
            #expect(error == .paymentExceedsOutstanding(amount: amount, outstanding: left))
            #expect(invoice == before)
          }
        } else {
          let gross = (amount / dec("1.18")).rounded(scale: 2)
          var note = try invoice.creditNote(
            id: "cn\(step)", issueDate: day("2025-10-09"), lines: [Documents.line("1", "1", at: gross.plainString)])
          let before = invoice
          do throws(BillDocumentError) {
            try invoice.issueCreditNote(&note, number: "CN\(round)-\(step)")
          } catch {
            switch error {
            case .creditNoteExceedsOriginal, .calculation(.creditNoteExceedsOriginal): break
            default: Issue.record("unexpected \(error)")
            }
            #expect(invoice == before)
          }
        }
        let outstanding = try invoice.outstanding()
        #expect(outstanding == payable - invoice.paidAmount - invoice.creditedAmount)
        #expect(invoice.creditedAmount <= payable)
        switch invoice.status {
        case .issued: #expect(outstanding == payable)
        case .partiallyPaid: #expect(outstanding > 0 && outstanding < payable)
        case .paid: #expect(outstanding <= 0)
        default: Issue.record("unexpected status \(invoice.status)")
        }
      }
    }
  }
}
