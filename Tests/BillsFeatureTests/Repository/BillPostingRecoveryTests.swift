import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting
import Testing

/// A crash between the postings of an issue, a payment or a cancellation: the document is stored
/// with its postings pending, and the next write (or ``BillsRepository/completePendingPostings()``)
/// completes what is missing without posting anything twice.
@Suite struct BillPostingRecoveryTests {
  static func issuedSetup() async throws -> (BillsHarness, party: String, rice: String, dal: String, draft: String) {
    let h = try BillsHarness.make()
    _ = try await h.repository.reserveNumbers(for: .salesInvoice, on: day("2025-10-01"))
    try await h.syncReservingBlocks(numbers: BillNumberBlockGranter())
    let asha = try await h.customer()
    let rice = try await h.product("Rice", sku: "RICE-1", price: "500", opening: "10")
    let dal = try await h.product("Dal", sku: "DAL-1", price: "100", opening: "10")
    let draft = try await h.repository.createDraft(
      BillsHarness.invoice(party: asha.id, lines: [(rice.id, "2", "500"), (dal.id, "3", "100")]))
    return (h, asha.id, rice.id, dal.id, draft.id)
  }

  @Test func aCrashBeforeTheLedgerPostingIsCompletedByTheNextWrite() async throws {
    let (h, party, rice, dal, draft) = try await Self.issuedSetup()
    h.store.failCreates(of: PartiesSyncTypes.ledgerEntries.name)
    await #expect(throws: FailingSyncStore.Crash.self) { try await h.repository.issue(draft) }
    let crashed = try #require(try await h.repository.document(draft))
    #expect(crashed.document.status == .issued && crashed.hasPendingPostings)
    #expect(try await h.onHand(rice) == 8)
    #expect(try await h.onHand(dal) == 7)
    #expect(try await h.balance(party) == 0)

    h.store.disarm()
    // Any write completes the pending postings first.
    _ = try await h.repository.createDraft(BillsHarness.invoice(party: party, lines: [(nil, "1", "1")]))
    let completed = try #require(try await h.repository.document(draft))
    #expect(!completed.hasPendingPostings)
    #expect(try await h.onHand(rice) == 8, "stock is not moved twice")
    #expect(try await h.onHand(dal) == 7)
    #expect(try await h.balance(party) == dec("1534.00"))
    #expect(try await h.book.ledger(for: party).entries.filter { $0.kind == .salesInvoice }.count == 1)
    #expect(try await h.repository.completePendingPostings().isEmpty)
  }

  @Test func aCrashDuringTheStockPostingLeavesNoLineHalfPostedAndIsCompletedOnce() async throws {
    let (h, party, rice, dal, draft) = try await Self.issuedSetup()
    h.store.failCreates(of: ProductsSyncTypes.stockMovements.name, after: 1)  // fails with the dal's movement
    await #expect(throws: FailingSyncStore.Crash.self) { try await h.repository.issue(draft) }
    // The document's stock is posted in one transaction: neither line moved.
    #expect(try await h.onHand(rice) == 10)
    #expect(try await h.onHand(dal) == 10)
    h.store.disarm()
    #expect(try await h.repository.completePendingPostings() == [draft])
    #expect(try await h.onHand(rice) == 8)
    #expect(try await h.onHand(dal) == 7)
    #expect(try await h.balance(party) == dec("1534.00"))
    #expect(try await h.repository.completePendingPostings().isEmpty)
  }

  @Test func aCrashWhileCancellingIsCompletedAndReversesOnce() async throws {
    let (h, party, rice, dal, draft) = try await Self.issuedSetup()
    _ = try await h.repository.issue(draft)
    h.store.failCreates(of: PartiesSyncTypes.ledgerEntries.name)
    await #expect(throws: FailingSyncStore.Crash.self) { try await h.repository.cancel(draft) }
    #expect(try await h.repository.document(draft)?.document.status == .cancelled)
    #expect(try await h.onHand(rice) == 10)
    #expect(try await h.onHand(dal) == 10)
    #expect(try await h.balance(party) == dec("1534.00"))
    h.store.disarm()
    #expect(try await h.repository.completePendingPostings() == [draft])
    #expect(try await h.balance(party) == 0)
    #expect(try await h.onHand(rice) == 10)
    #expect(try await h.onHand(dal) == 10)
    let kinds = try await h.catalog.ledger(rice).movements.map(\.kind)
    #expect(kinds == [.opening, .sale, .saleReturn])
  }

  @Test func aCrashAfterAPaymentIsStoredPostsItOnce() async throws {
    let (h, party, _, _, draft) = try await Self.issuedSetup()
    _ = try await h.repository.issue(draft)
    h.store.failCreates(of: PartiesSyncTypes.ledgerEntries.name)
    let request = BillPaymentRequest(amount: try Money("534", currency: .inr), date: day("2025-10-02"), mode: .cash)
    await #expect(throws: FailingSyncStore.Crash.self) { try await h.repository.recordPayment(request, to: draft) }
    #expect(try await h.repository.document(draft)?.outstanding == 1000)
    #expect(try await h.balance(party) == dec("1534.00"))
    h.store.disarm()
    #expect(try await h.repository.completePendingPostings() == [draft])
    #expect(try await h.balance(party) == 1000)
    _ = try await h.repository.completePendingPostings()
    #expect(try await h.book.ledger(for: party).entries.filter { $0.kind == .paymentReceived }.count == 1)
  }

  @Test func onlyTheDeviceThatCrashedCompletesItsPostings() async throws {
    let (h, party, rice, _, draft) = try await Self.issuedSetup()
    h.store.failCreates(of: PartiesSyncTypes.ledgerEntries.name)
    await #expect(throws: FailingSyncStore.Crash.self) { try await h.repository.issue(draft) }
    h.store.disarm()
    _ = try await h.engine.sync()
    let other = try BillsHarness.make(device: "till-2", server: h.server)
    _ = try await other.engine.sync()
    let id = try #require(try await h.repository.document(draft)?.id)
    let partyID = try #require(try await h.book.party(party)?.id)
    let riceID = try #require(try await h.catalog.product(rice)?.id)
    #expect(try await other.repository.document(id)?.hasPendingPostings == true)
    #expect(try await other.repository.completePendingPostings().isEmpty, "till-2 leaves till-1's postings alone")
    let payment = BillPaymentRequest(amount: try Money("34", currency: .inr), date: day("2025-10-02"), mode: .cash)
    await #expect(throws: BillsRepositoryError.postingsPendingOnAnotherDevice(id: id, device: "till-1")) {
      try await other.repository.recordPayment(payment, to: id)
    }
    await #expect(throws: BillsRepositoryError.postingsPendingOnAnotherDevice(id: id, device: "till-1")) {
      try await other.repository.cancel(id)
    }
    #expect(try await other.balance(partyID) == 0)
    #expect(try await h.repository.completePendingPostings() == [id])
    _ = try await h.engine.sync()
    _ = try await other.engine.sync()
    #expect(try await other.balance(partyID) == dec("1534.00"))
    #expect(try await other.onHand(riceID) == 8)
    #expect(try await other.repository.document(id)?.hasPendingPostings == false)
  }
}
