import Foundation
import PartiesFeature
import PartiesTesting
import SharedCore
import SharedTesting
import Testing

/// A party merged into another tells one story: its id answers as the survivor's account (ledger,
/// balance, statement, postings, the accounts client), and lists that include archived parties show
/// it once, marked as merged into the survivor, without counting its balance twice.
@Suite struct PartyMergeStoryTests {
  /// Asha (₹500 brought forward, ₹10,000 limit) and a duplicate with no limit, ₹250 brought forward
  /// and INV-7 for ₹118, merged into Asha.
  static func merged(_ configuration: PartiesConfiguration = PartiesConfiguration()) async throws
    -> (book: PartyBook, survivor: PartyListItem, absorbed: PartyListItem)
  {
    let book = try PartyBookListingTests.book(configuration)
    let asha = try await book.create(PartiesSamples.ashaTraders)
    var duplicate = PartiesSamples.ashaTraders
    duplicate.name = "Asha Trdrs"
    duplicate.gstin = ""
    duplicate.creditLimit = ""
    duplicate.openingBalance = "250"
    let copy = try await book.create(duplicate)
    _ = try await book.recordDocument(
      for: copy.id, .salesInvoice, amount: PartiesSamples.rupees("118"), on: PartyBookTests.today, reference: "INV-7")
    _ = try await book.merge(copy.id, into: asha.id)
    return (book, asha, copy)
  }

  @Test func theAbsorbedPartysLedgerBalanceAndStatementAreTheSurvivors() async throws {
    let (book, asha, copy) = try await Self.merged()
    let survivorLedger = try await book.ledger(for: asha.id)
    let absorbedLedger = try await book.ledger(for: copy.id)
    #expect(survivorLedger.balance() == 868)
    #expect(absorbedLedger.balance() == 868)
    #expect(absorbedLedger.entries.map(\.id) == survivorLedger.entries.map(\.id))
    let item = try #require(try await book.party(copy.id))
    #expect(item.party.id == copy.id)
    #expect(item.party.mergedInto == asha.id)
    #expect(item.balance == 868)
    #expect(item.overdue == (try await book.party(asha.id))?.overdue)
    let from = PartiesSamples.day("2026-04-01")
    let to = PartiesSamples.day("2026-06-30")
    #expect(
      try await book.statement(for: copy.id, from: from, to: to) == book.statement(for: asha.id, from: from, to: to))
    let page = try await book.statementPage(for: copy.id, from: from, to: to, limit: 2)
    #expect(page == (try await book.statementPage(for: asha.id, from: from, to: to, limit: 2)))
  }

  @Test func aDocumentRecordedForTheAbsorbedPartyGoesToTheSurvivorUnderItsLimit() async throws {
    let (book, asha, copy) = try await Self.merged(PartiesConfiguration(creditPolicy: .block))
    let entry = try await book.recordDocument(
      for: copy.id, .salesInvoice, amount: PartiesSamples.rupees("1000"), on: PartyBookTests.today, reference: "INV-8"
    ).entry
    #expect(entry.partyId == asha.id)
    await #expect(throws: PartyCreditLimitExceeded.self) {
      try await book.recordDocument(
        for: copy.id, .salesInvoice, amount: PartiesSamples.rupees("9000"), on: PartyBookTests.today,
        reference: "INV-9")
    }
    let payment = try await book.recordPayment(
      for: copy.id, amount: PartiesSamples.rupees("100"), on: PartyBookTests.today, mode: .cash)
    #expect(payment.partyId == asha.id)
    #expect(try await book.party(asha.id)?.balance == 1768)
  }

  @Test func theAccountsClientAnswersAndPostsAsTheSurvivor() async throws {
    let (book, asha, copy) = try await Self.merged()
    let client: any PartyAccountsClient = book
    let absorbed = try #require(try await client.account(copy.id))
    #expect(absorbed == (try await client.account(asha.id)))
    #expect(absorbed.id == asha.id)
    #expect(absorbed.balance == PartiesSamples.rupees("868"))
    #expect(absorbed.balance.map { $0.amount } == (try await book.party(copy.id))?.balance)

    // Posted through the survivor, then again through the absorbed id (a bill made before the
    // merge): the entry is found, not recorded twice.
    let posting = PartyAccountPosting(
      partyID: asha.id, reference: PostingReference("INV/26-27/1"),
      document: PartyAccountDocument(kind: .sale, amount: PartiesSamples.rupees("590"), date: PartyBookTests.today))
    try await client.post(posting)
    var again = posting
    again.partyID = copy.id
    try await client.post(again)
    let entries = try await book.ledger(for: asha.id).entries.filter { $0.reference == "INV/26-27/1" }
    #expect(entries.count == 1)
    #expect(entries.first?.partyId == asha.id)
  }

  @Test func listsWithArchivedPartiesShowTheMergedOneMarkedWithoutCountingItTwice() async throws {
    let (book, asha, copy) = try await Self.merged()
    #expect(try await book.list().map(\.id) == [asha.id])
    let withArchived = try await book.list(includeArchived: true)
    #expect(withArchived.map(\.id) == [asha.id, copy.id])
    #expect(withArchived.last?.party.mergedInto == asha.id)
    let archived = try await book.list(PartyListQuery(archived: true))
    #expect(archived.items.map(\.id) == [copy.id])
    #expect(archived.items.first?.party.mergedInto == asha.id)
    #expect(try await book.totals(PartyListQuery(archived: true)) == PartyListTotals())
    #expect(try await book.totals().receivable == 868)
    #expect(try await book.ageingReport(asOf: PartyBookTests.today).rows.map(\.party.id) == [asha.id])
  }
}
