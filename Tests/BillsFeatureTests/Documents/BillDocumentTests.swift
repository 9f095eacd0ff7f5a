import Foundation
import SharedCore
import SharedTesting
import Testing

@testable import BillsFeature

/// Documents price through the engine, compute their due date, move through the status machine and
/// convert along quotation → order → invoice.
@Suite struct BillDocumentTests {
  @Test func producesTheEngineDraftAndItsTotals() throws {
    let invoice = Documents.invoice()
    let draft = invoice.draft()
    #expect(draft.kind == .invoice)
    #expect(draft.date == day("2025-10-01"))
    #expect(draft.lines == invoice.lines.map(\.line))
    #expect(draft.originalTotal == nil)
    let totals = try invoice.totals()
    #expect(totals == (try BillCalculator().totals(for: draft)))
    #expect(totals.payableAmount == dec("1180.00"))
    #expect(totals.cgstAmount == dec("90.00"))
  }

  @Test(arguments: [
    (BillDocumentKind.salesInvoice, BillDraft.Kind.invoice), (.purchaseBill, .invoice), (.quotation, .invoice),
    (.salesOrder, .invoice), (.deliveryChallan, .invoice), (.proForma, .invoice), (.creditNote, .creditNote),
    (.debitNote, .debitNote),
  ])
  func eachKindPricesAs(kind: BillDocumentKind, draftKind: BillDraft.Kind) {
    #expect(Documents.invoice(kind: kind).draft().kind == draftKind)
  }

  @Test func engineErrorsAreWrapped() {
    var invoice = Documents.invoice()
    invoice.lines = [Documents.line("x", "-1", at: "10")]
    #expect(throws: BillDocumentError.calculation(.negativeQuantity(.line(index: 0, id: "x"), quantity: -1))) {
      try invoice.totals()
    }
  }

  @Test func dueDateFromTermsUnlessGiven() {
    var invoice = Documents.invoice(date: "2026-03-15", terms: 30)
    #expect(invoice.dueDate == day("2026-04-14"))
    invoice.explicitDueDate = day("2026-03-20")
    #expect(invoice.dueDate == day("2026-03-20"))
    #expect(Documents.invoice(terms: nil).dueDate == nil)
    #expect(Documents.invoice(terms: 0).dueDate == day("2025-10-01"))
  }

  @Test func issuingChecksNumberAndTerms() throws {
    var invoice = Documents.invoice()
    #expect(throws: BillDocumentError.missingNumber) { try invoice.issue(number: " ") }
    invoice.paymentTermDays = -1
    #expect(throws: BillDocumentError.negativePaymentTerms(days: -1)) { try invoice.issue(number: "A1") }
    invoice.paymentTermDays = nil
    invoice.explicitDueDate = day("2025-09-30")
    #expect(throws: BillDocumentError.dueDateBeforeIssueDate(dueDate: day("2025-09-30"), issueDate: day("2025-10-01")))
    {
      try invoice.issue(number: "A1")
    }
    #expect(invoice.status == .draft && invoice.number == nil)
    invoice.explicitDueDate = nil
    try invoice.issue(number: "A1")
    #expect(invoice.status == .issued && invoice.number == "A1")
    #expect(throws: BillDocumentError.invalidTransition(from: .issued, to: .issued)) { try invoice.issue(number: "A2") }
    #expect(invoice.number == "A1")
  }

  @Test func statusMachineTable() {
    let allowed: Set<[BillDocumentStatus]> = [
      [.draft, .issued], [.issued, .partiallyPaid], [.issued, .paid], [.partiallyPaid, .paid],
      [.draft, .cancelled], [.issued, .cancelled], [.partiallyPaid, .cancelled],
    ]
    for from in BillDocumentStatus.allCases {
      for to in BillDocumentStatus.allCases {
        #expect(from.canTransition(to: to) == allowed.contains([from, to]), "\(from) → \(to)")
      }
    }
  }

  @Test func cancellingKeepsTheNumber() throws {
    var draft = Documents.invoice()
    try draft.cancel()
    #expect(draft.status == .cancelled)
    var issued = try Documents.issuedInvoice()
    try issued.cancel()
    #expect(issued.status == .cancelled && issued.number == "INV/25-26/00001")
    #expect(throws: BillDocumentError.invalidTransition(from: .cancelled, to: .cancelled)) { try issued.cancel() }
    #expect(throws: BillDocumentError.invalidTransition(from: .cancelled, to: .issued)) {
      try issued.issue(number: "X")
    }
    var paid = try Documents.issuedInvoice()
    try paid.record(Documents.payment("p", "1180"))
    #expect(throws: BillDocumentError.invalidTransition(from: .paid, to: .cancelled)) { try paid.cancel() }
  }

  @Test func overdueIsComputedFromTheDueDate() throws {
    var invoice = Documents.invoice()  // due 2025-10-31
    #expect(!invoice.isOverdue(asOf: day("2025-11-30")))  // a draft is never overdue
    try invoice.issue(number: "A1")
    #expect(!invoice.isOverdue(asOf: day("2025-10-31")))
    #expect(invoice.isOverdue(asOf: day("2025-11-01")))
    try invoice.record(Documents.payment("p1", "100"))
    #expect(invoice.isOverdue(asOf: day("2025-11-01")))
    try invoice.record(Documents.payment("p2", "1080"))
    #expect(!invoice.isOverdue(asOf: day("2025-11-01")))
    var quotation = Documents.invoice(kind: .quotation)
    try quotation.issue(number: "Q1")
    #expect(!quotation.isOverdue(asOf: day("2026-01-01")))
    #expect(!Documents.invoice(terms: nil).isOverdue(asOf: day("2030-01-01")))
  }

  @Test func conversionTable() throws {
    let expected: [BillDocumentKind: Set<BillDocumentKind>] = [
      .quotation: [.salesOrder, .proForma, .deliveryChallan, .salesInvoice],
      .proForma: [.salesOrder, .salesInvoice], .salesOrder: [.deliveryChallan, .proForma, .salesInvoice],
      .deliveryChallan: [.salesInvoice],
    ]
    for from in BillDocumentKind.allCases {
      let source = Documents.invoice(kind: from)
      for to in BillDocumentKind.allCases {
        let allowed = expected[from, default: []].contains(to)
        #expect(from.conversionTargets.contains(to) == allowed)
        do throws(BillDocumentError) {
          let converted = try source.converted(to: to, id: "new", issueDate: day("2025-10-02"))
          #expect(allowed, "\(from) → \(to)")
          #expect(converted.kind == to && converted.status == .draft && converted.number == nil)
        } catch {
          #expect(!allowed && error == .notConvertible(from: from, to: to), "\(from) → \(to)")
        }
      }
    }
  }

  @Test func quotationToOrderToInvoiceKeepsTheChain() throws {
    var quotation = Documents.invoice(id: "q-1", kind: .quotation)
    try quotation.issue(number: "QT/25-26/0001")
    var order = try quotation.converted(to: .salesOrder, id: "so-1", issueDate: day("2025-10-03"))
    #expect(order.convertedFrom == BillDocumentLink(documentID: "q-1", kind: .quotation, number: "QT/25-26/0001"))
    try order.issue(number: "SO/25-26/0001")
    let invoice = try order.converted(to: .salesInvoice, id: "inv-9", issueDate: day("2025-10-05"))
    #expect(invoice.convertedFrom?.documentID == "so-1" && invoice.convertedFrom?.kind == .salesOrder)
    #expect(invoice.lines == quotation.lines && invoice.partyID == quotation.partyID)
    #expect(invoice.notes == quotation.notes && invoice.terms == quotation.terms)
    #expect(invoice.bankDetails == quotation.bankDetails && invoice.regime == quotation.regime)
    #expect(invoice.issueDate == day("2025-10-05") && invoice.dueDate == day("2025-11-04"))
    #expect(try invoice.totals().payableAmount == quotation.totals().payableAmount)
    var cancelled = quotation
    try cancelled.cancel()
    #expect(throws: BillDocumentError.notIssued(status: .cancelled)) {
      try cancelled.converted(to: .salesOrder, id: "x", issueDate: day("2025-10-03"))
    }
  }

  @Test func roundTripsThroughJSON() throws {
    var invoice = try Documents.issuedInvoice()
    try invoice.record(Documents.payment("p1", "180.50"))
    let decoded = try JSONDecoder().decode(BillDocument.self, from: JSONEncoder().encode(invoice))
    #expect(decoded == invoice)
    #expect(decoded.status == .partiallyPaid && decoded.payments.count == 1)
  }
}
