import BillsFeature
import BillsTesting
import Foundation
import SharedCore
import SharedTesting
import Testing

/// The testing kit's repository behaves like the app's: numbering, status machine, payments,
/// conversion, credit notes, cancellation, filters, pages and sums.
@Suite struct InMemoryBillsRepositoryTests {
  private let today = BillsSamples.date

  private static func rupees(_ paise: Int64) -> Money { Money(minorUnits: paise, currency: .inr) }

  /// Numbers run per kind and financial year without gaps; a refused issue uses no number.
  @Test func numbersAreGapFreePerSeries() async throws {
    let repository = InMemoryBillsRepository(today: today)
    var numbers: [String] = []
    for _ in 0..<3 {
      let draft = try await repository.createDraft(BillsSamples.intraStateInvoice(partyID: "p1"))
      numbers.append(try await repository.issue(draft.id).document.number ?? "")
    }
    let quote = try await repository.createDraft(BillsSamples.quotation(partyID: "p1"))
    numbers.append(try await repository.issue(quote.id).document.number ?? "")
    await #expect(throws: BillDocumentError.self) { try await repository.issue(quote.id) }
    let april = try #require(CalendarDate(year: 2026, month: 4, day: 1))
    let nextYear = try await repository.createDraft(BillsSamples.intraStateInvoice(partyID: "p1", date: april))
    numbers.append(try await repository.issue(nextYear.id).document.number ?? "")
    let last = try await repository.createDraft(BillsSamples.intraStateInvoice(partyID: "p1"))
    numbers.append(try await repository.issue(last.id).document.number ?? "")
    #expect(
      numbers == [
        "INV/25-26/00001", "INV/25-26/00002", "INV/25-26/00003", "QT/25-26/00001", "INV/26-27/00001",
        "INV/25-26/00004",
      ])
    #expect(await repository.issuedNumbers == numbers)
  }

  /// Fifty drafts issued at once get fifty different numbers, 1 to 50.
  @Test func concurrentIssuesNeverShareANumber() async throws {
    let repository = InMemoryBillsRepository(today: today)
    var ids: [String] = []
    for _ in 0..<50 { ids.append(try await repository.createDraft(BillsSamples.interStateInvoice(partyID: "p")).id) }
    let numbers = try await withThrowingTaskGroup(of: String.self) { group in
      for id in ids { group.addTask { try await repository.issue(id).document.number ?? "" } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    let expected = (1...50).map { "INV/25-26/" + String(repeating: "0", count: 5 - String($0).count) + String($0) }
    #expect(numbers.sorted() == expected)
  }

  /// Payments settle exactly: partly paid, then paid; more than outstanding and drafts are refused.
  @Test func paymentsMoveTheStatus() async throws {
    let repository = InMemoryBillsRepository(today: today)
    let draft = try await repository.createDraft(BillsSamples.interStateInvoice(partyID: "p1"))
    #expect(draft.totals.payableAmount == 1770)
    let payment = BillPaymentRequest(amount: Self.rupees(50_000), date: today, mode: .cash)
    await #expect(throws: BillDocumentError.notIssued(status: .draft)) {
      try await repository.recordPayment(payment, to: draft.id)
    }
    _ = try await repository.issue(draft.id)
    let partly = try await repository.recordPayment(payment, to: draft.id)
    #expect(partly.document.status == .partiallyPaid)
    #expect(partly.outstanding == 1270)
    #expect(partly.document.payments.map(\.id) == ["P1"])
    await #expect(throws: BillDocumentError.paymentExceedsOutstanding(amount: 1271, outstanding: 1270)) {
      try await repository.recordPayment(
        BillPaymentRequest(amount: Self.rupees(127_100), date: today, mode: .upi), to: draft.id)
    }
    let paid = try await repository.recordPayment(
      BillPaymentRequest(amount: Self.rupees(127_000), date: today, mode: .upi, reference: "UPI-1"), to: draft.id)
    #expect(paid.document.status == .paid)
    #expect(paid.outstanding == 0)
    await #expect(throws: BillsRepositoryError.documentNotFound(id: "nope")) {
      try await repository.recordPayment(payment, to: "nope")
    }
  }

  /// Quotation → order → invoice keeps the links; a credit note lowers what is outstanding and may not
  /// exceed the original, whose cancellation it then blocks; a cancelled invoice keeps its number,
  /// which is never reused.
  @Test func conversionCreditNotesAndCancellation() async throws {
    let repository = InMemoryBillsRepository(today: today)
    let quote = try await repository.createDraft(BillsSamples.quotation(partyID: "p1"))
    let order = try await repository.convert(quote.id, to: .salesOrder, issueDate: today)
    let invoice = try await repository.convert(order.id, to: .salesInvoice, issueDate: today)
    #expect(order.document.convertedFrom?.documentID == quote.id)
    #expect(invoice.document.convertedFrom?.documentID == order.id)
    #expect(invoice.document.lines == quote.document.lines)
    await #expect(throws: BillDocumentError.notConvertible(from: .salesInvoice, to: .quotation)) {
      try await repository.convert(invoice.id, to: .quotation, issueDate: today)
    }
    let issued = try await repository.issue(invoice.id)
    let note = try await repository.createCreditNote(
      against: issued.id, issueDate: today, lines: [BillsSamples.rice])
    let credited = try await repository.issue(note.id)
    #expect(credited.document.number == "CN/25-26/00001")
    await #expect(throws: BillsRepositoryError.creditNoteApplied(id: note.id)) { try await repository.cancel(note.id) }
    let original = try #require(try await repository.document(issued.id))
    #expect(original.document.status == .partiallyPaid)
    #expect(original.outstanding == issued.totals.payableAmount - credited.totals.payableAmount)
    let tooBig = try await repository.createCreditNote(
      against: issued.id, issueDate: today, lines: [BillsSamples.consulting, BillsSamples.rice])
    await #expect(throws: BillDocumentError.self) { try await repository.issue(tooBig.id) }
    await #expect(throws: BillsRepositoryError.creditsApplied(id: issued.id, creditNotes: ["CN/25-26/00001"])) {
      try await repository.cancel(issued.id)
    }
    let next = try await repository.createDraft(BillsSamples.intraStateInvoice(partyID: "p1"))
    _ = try await repository.issue(next.id)
    let cancelled = try await repository.cancel(next.id)
    #expect(cancelled.document.status == .cancelled)
    #expect(cancelled.document.number == "INV/25-26/00002")
    let after = try await repository.createDraft(BillsSamples.intraStateInvoice(partyID: "p1"))
    #expect(try await repository.issue(after.id).document.number == "INV/25-26/00003")
    await #expect(throws: BillsRepositoryError.notDraft(id: after.id, status: .issued)) {
      try await repository.updateDraft(after.document)
    }
    try await repository.deleteDraft(tooBig.id)
    #expect(try await repository.document(tooBig.id) == nil)
  }

  /// Filters by kind, status, party, dates and overdue; pages newest first; sums every match.
  @Test func listFiltersPagesAndSums() async throws {
    let later = try #require(CalendarDate(year: 2025, month: 8, day: 1))
    let repository = try await BillsSamples.previewRepository(partyID: "p1", today: later)
    let other = try await repository.createDraft(BillsSamples.interStateInvoice(partyID: "p2", date: later))
    _ = try await repository.issue(other.id)
    let all = try await repository.list(BillListQuery(limit: 2))
    #expect(all.matchCount == 5)
    #expect(all.items.map(\.id) == [other.id, "bill-4"])
    #expect(all.nextOffset == 2)
    let rest = try await repository.list(BillListQuery(offset: 4, limit: 2))
    #expect(rest.items.map(\.id) == ["bill-1"])
    #expect(rest.nextOffset == nil)
    let open = try await repository.list(BillListQuery(statuses: [.issued, .partiallyPaid], partyID: "p1"))
    #expect(open.items.map(\.id) == ["bill-2", "bill-1"])
    let sums = try #require(open.totals.first)
    #expect(sums.count == 2)
    #expect(sums.payable == 5967)
    #expect(sums.outstanding == 5467)
    #expect(sums.overdue == 5467)
    let overdue = try await repository.list(BillListQuery(overdueOnly: true))
    #expect(Set(overdue.items.map(\.id)) == ["bill-1", "bill-2"])
    let dated = try await repository.list(BillListQuery(from: later, to: later))
    #expect(dated.items.map(\.id) == [other.id])
    let quotes = try await repository.list(BillListQuery(kinds: [.quotation]))
    #expect(quotes.items.map(\.document.kind) == [.quotation])
    #expect(quotes.items.first?.outstanding == 0)
    #expect(all.items.allSatisfy { $0.syncStatus == .pending })
    await repository.setSyncStatus(.synced)
    #expect(try await repository.document(other.id)?.syncStatus == .synced)
  }

  /// Seeded random operations: numbers stay gap-free per series, what is outstanding is the payable
  /// amount less payments and credits, and the status agrees with it.
  @Test func randomOperationsKeepTheInvariants() async throws {
    var random = SeededGenerator(seed: 12)
    let repository = InMemoryBillsRepository(today: today)
    for _ in 0..<300 {
      let documents = await repository.documents
      let pick = documents.randomElement(using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        let party = "p\(Int.random(in: 1...3, using: &random))"
        let draft =
          Bool.random(using: &random)
          ? BillsSamples.intraStateInvoice(partyID: party) : BillsSamples.interStateInvoice(partyID: party)
        _ = try await repository.createDraft(draft)
      case 1: _ = try? await repository.issue(pick?.id ?? "")
      case 2:
        let paise = Int64.random(in: 1...200_000, using: &random)
        _ = try? await repository.recordPayment(
          BillPaymentRequest(amount: Self.rupees(paise), date: today, mode: .cash), to: pick?.id ?? "")
      case 3: _ = try? await repository.cancel(pick?.id ?? "")
      case 4:
        if let note = try? await repository.createCreditNote(
          against: pick?.id ?? "", issueDate: today, lines: [BillsSamples.shirts])
        {
          _ = try? await repository.issue(note.id)
        }
      default: _ = try? await repository.convert(pick?.id ?? "", to: .salesInvoice, issueDate: today)
      }
    }
    var bySeries: [String: [Int]] = [:]
    for number in await repository.issuedNumbers {
      let series = String(number.dropLast(5))
      bySeries[series, default: []].append(Int(number.suffix(5)) ?? 0)
    }
    for (series, sequence) in bySeries { #expect(sequence == Array(1...sequence.count), "\(series)") }
    for document in await repository.documents {
      let item = try #require(try await repository.document(document.id))
      switch document.status {
      case .draft, .cancelled: #expect(document.status == .cancelled || document.number == nil)
      case .issued: #expect(document.paidAmount == 0 && document.creditedAmount == 0)
      case .partiallyPaid: #expect(item.outstanding > 0 || !document.kind.isPayable)
      case .paid: #expect(item.outstanding <= 0)
      }
      if document.kind.isPayable, document.status != .draft, document.status != .cancelled {
        #expect(item.outstanding == item.totals.payableAmount - document.paidAmount - document.creditedAmount)
      }
    }
  }
}
