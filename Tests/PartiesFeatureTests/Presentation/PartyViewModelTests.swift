import Foundation
import PartiesFeature
import PartiesTesting
import SharedCore
import SharedTesting
import Testing

/// The party screens' view models, through the factory the module registers.
@MainActor @Suite struct PartyViewModelTests {
  private func factory() throws -> PartiesViewModelFactory {
    try Container.partiesTesting(now: { Date(timeIntervalSince1970: 1_781_500_000) }).makeScope(.session)
      .resolve(PartiesViewModelFactory.self)
  }

  private static func party(_ name: String, kind: PartyKind = .customer) -> PartyForm {
    var form = PartyForm()
    form.name = name
    form.kind = kind
    return form
  }

  /// The list searches as the user types (the last text wins), filters, pages and totals.
  @Test func listSearchesFiltersAndPages() async throws {
    let factory = try factory()
    let book = factory.book
    let asha = try await book.create(PartiesSamples.ashaTraders)  // ₹500 overdue on 15 June
    _ = try await book.create(PartiesSamples.balaSupplies)
    for name in ["Chitra Stores", "Dev Agencies", "Esha Mart"] { _ = try await book.create(Self.party(name)) }
    let list = factory.makeList(pageSize: 2)
    list.send(.load)
    var state = try await list.settled(where: { $0.items.isSuccess && $0.totals.isSuccess }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.party.name) == ["Asha Traders", "Bala Supplies"])
    #expect(state.items.value?.first?.overdue == 500)
    #expect(state.totals.value == PartyListTotals(receivable: 500, payable: 0, overdue: 500))
    #expect(state.nextOffset == 2)
    list.send(.loadMore)
    state = try await list.settled(where: { $0.items.value?.count == 4 && !$0.items.isLoading }, timeout: .seconds(30))
    #expect(state.nextOffset == 4)
    for text in ["e", "es", "esha m"] { list.send(.search(text)) }
    state = try await list.settled(where: { $0.items.isSuccess && $0.searchText == "esha m" }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.party.name) == ["Esha Mart"])
    list.send(.search(""))
    list.send(.filter(kind: nil, overdueOnly: true, archived: false))
    state = try await list.settled(
      where: { $0.items.isSuccess && $0.totals.isSuccess && $0.query.overdueOnly }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.id) == [asha.id])
    list.send(.filter(kind: .vendor, overdueOnly: false, archived: false))
    state = try await list.settled(
      where: { $0.items.isSuccess && $0.query.kind == .vendor }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.party.name) == ["Bala Supplies"])
  }

  /// The form shows the validator's message per field, a duplicate GSTIN on its field, and saves.
  @Test func formShowsFieldErrorsAndRefusesADuplicateGSTIN() async throws {
    let factory = try factory()
    _ = try await factory.book.create(PartiesSamples.ashaTraders)
    let form = factory.makeForm()
    form.send(.edit(.gstin, "27AAPFU0939F1ZX"))
    form.send(.edit(.phones, "12345"))
    form.send(.edit(.creditLimit, "1,00,000.505"))
    form.send(.submit)
    var state = try await form.settled(where: { $0.submission.error != nil }, timeout: .seconds(30))
    #expect(
      state.errors == [
        "name": "Name is required.",
        "gstin": "The check character is \"X\" but the other characters call for \"V\"; look for a typo.",
        "phones": "A mobile number has 10 digits, not 5.", "creditLimit": "Use at most 2 decimals.",
      ])
    form.send(.edit(.gstin, "27AAPFU0939F1ZV"))
    #expect(form.state.errors["gstin"] == nil)
    form.send(.edit(.name, "Asha Traders (Nashik)"))
    form.send(.edit(.phones, "9876501234"))
    form.send(.edit(.creditLimit, "1,00,000"))
    form.send(.submit)
    state = try await form.settled(
      where: { $0.submission.error != nil && !$0.submission.isLoading }, timeout: .seconds(30))
    #expect(state.errors == ["gstin": "Another party already has the GSTIN 27AAPFU0939F1ZV."])
    form.send(.edit(.gstin, ""))
    form.send(.setKind(.both))
    form.send(.submit)
    state = try await form.settled(where: { $0.submission.isSuccess }, timeout: .seconds(30))
    let saved = try #require(state.submission.value)
    #expect((saved.party.kind, saved.party.creditLimit?.formattedAmount) == (.both, "100000.00"))
    #expect(state.partyId == saved.id)

    let edit = factory.makeForm(editing: saved.party)
    #expect(edit.state.form[.creditLimit] == "100000.00")
    edit.send(.edit(.paymentTermsDays, "45"))
    edit.send(.submit)
    state = try await edit.settled(where: { $0.submission.isSuccess }, timeout: .seconds(30))
    #expect(state.submission.value?.party.paymentTermsDays == 45)
    #expect(state.submission.value?.id == saved.id)
  }

  /// The payment screen checks the mode's details, previews the allocation, then saves.
  @Test func paymentPreviewsTheAllocationThenSaves() async throws {
    let factory = try factory()
    let book = factory.book
    let asha = try await book.create(PartiesSamples.ashaTraders)
    let invoice = try await book.recordDocument(
      for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("1000"), on: PartiesSamples.day("2026-05-01"),
      reference: "INV-1"
    ).entry
    let payment = factory.makePayment(partyId: asha.id)
    #expect(payment.state.draft[.date] == "2026-06-15")
    payment.send(.load)
    var state = try await payment.settled(where: { $0.openDocuments.isSuccess }, timeout: .seconds(30))
    #expect(state.openDocuments.value?.map(\.entry.reference) == ["Opening balance", "INV-1"])

    payment.send(.setMode(.cheque))
    payment.send(.edit(.amount, "1,500"))
    payment.send(.edit(.chequeNumber, "12"))
    payment.send(.preview)
    #expect(
      payment.state.errors == [
        "chequeNumber": "A cheque number has 6 digits.", "chequeDate": "The cheque's date is required.",
      ])
    #expect(payment.state.preview == .idle)
    payment.send(.edit(.chequeNumber, "004512"))
    payment.send(.edit(.chequeDate, "2026-06-14"))
    payment.send(.allocate(documentId: invoice.id, amount: "1,000"))
    payment.send(.preview)
    state = try await payment.settled(where: { $0.preview.isSuccess }, timeout: .seconds(30))
    let preview = try #require(state.preview.value)
    #expect(preview.amount(settling: invoice.id) == 1000)
    #expect(preview.amount(settling: "opening:\(asha.id)") == 500)
    #expect(preview.advance == 0)
    payment.send(.edit(.amount, "1,600"))
    #expect(payment.state.preview == .idle, "a change clears the preview")
    payment.send(.save)
    state = try await payment.settled(where: { $0.saved.isSuccess }, timeout: .seconds(30))
    #expect(state.saved.value?.paymentMode == .cheque(number: "004512", date: PartiesSamples.day("2026-06-14")))
    let ledger = try await book.ledger(for: asha.id)
    #expect(ledger.balance() == -100)
    #expect(ledger.openItems().advanceReceived == 100)
  }

  /// The detail screen pages the ledger with the range's totals, and a delete is refused with why.
  @Test func detailPagesTheLedgerAndExplainsARefusedDelete() async throws {
    let factory = try factory()
    let book = factory.book
    let asha = try await book.create(PartiesSamples.ashaTraders)
    for (index, day) in ["2026-04-10", "2026-05-10", "2026-06-10"].enumerated() {
      _ = try await book.recordDocument(
        for: asha.id, .salesInvoice, amount: PartiesSamples.rupees("100"), on: PartiesSamples.day(day),
        reference: "INV-\(index + 1)")
    }
    _ = try await book.recordPayment(
      for: asha.id, amount: PartiesSamples.rupees("250"), on: PartiesSamples.day("2026-06-12"), mode: .cash)
    let detail = factory.makeDetail(partyId: asha.id, pageSize: 2)
    #expect(detail.state.from == PartiesSamples.day("2026-04-01"))
    detail.send(.load)
    var state = try await detail.settled(where: { $0.party.isSuccess && $0.ledger.isSuccess }, timeout: .seconds(30))
    var ledger = try #require(state.ledger.value)
    #expect(state.party.value?.balance == 550)
    #expect(ledger.lines.map(\.entry.reference) == ["Opening balance", "INV-1"])
    #expect((ledger.lineCount, ledger.nextOffset) == (5, 2))
    #expect((ledger.openingBalance, ledger.totalDebit, ledger.totalCredit, ledger.closingBalance) == (0, 800, 250, 550))
    detail.send(.loadMore)
    state = try await detail.settled(where: { $0.ledger.value?.lines.count == 4 }, timeout: .seconds(30))
    #expect(state.ledger.value?.lines.map(\.balance) == [500, 600, 700, 800])
    detail.send(.range(from: PartiesSamples.day("2026-06-30"), to: PartiesSamples.day("2026-05-01")))
    state = try await detail.settled(
      where: { $0.ledger.value?.from == PartiesSamples.day("2026-05-01") && !$0.ledger.isLoading },
      timeout: .seconds(30))
    ledger = try #require(state.ledger.value)
    #expect((ledger.openingBalance, ledger.lineCount, ledger.closingBalance) == (600, 3, 550))
    detail.send(.delete)
    state = try await detail.settled(where: { $0.deletion.error != nil }, timeout: .seconds(30))
    #expect(
      state.deletion.error
        == .validation([
          .init(field: "ledger", message: "Asha Traders has 5 ledger entries; archive it instead of deleting it.")
        ]))
    detail.send(.setArchived(true))
    state = try await detail.settled(where: { $0.party.value?.party.isArchived == true }, timeout: .seconds(30))
  }

  /// The merge screen shows what moves, then merges keeping the sum of both balances.
  @Test func mergePreviewsThenMerges() async throws {
    let factory = try factory()
    let book = factory.book
    let asha = try await book.create(PartiesSamples.ashaTraders)
    var duplicate = PartiesSamples.ashaTraders
    duplicate.name = "Asha Trdrs"
    duplicate.gstin = ""
    duplicate.openingBalance = "250"
    let copy = try await book.create(duplicate)
    let merge = factory.makeMerge()
    merge.send(.merge)
    #expect(merge.state.result == .idle, "nothing is merged before a preview")
    merge.send(.select(mergedId: asha.id, survivorId: asha.id))
    var state = try await merge.settled(where: { $0.preview.error != nil }, timeout: .seconds(30))
    merge.send(.select(mergedId: copy.id, survivorId: asha.id))
    state = try await merge.settled(where: { $0.preview.isSuccess }, timeout: .seconds(30))
    #expect(state.preview.value?.movingEntryCount == 1)
    #expect(state.preview.value?.balanceAfter == 750)
    merge.send(.merge)
    state = try await merge.settled(where: { $0.result.isSuccess }, timeout: .seconds(30))
    #expect(state.result.value?.balance == 750)
    #expect(try await book.party(copy.id)?.party.mergedInto == asha.id)
  }

  /// The import screen follows progress to the report.
  @Test func importShowsProgressAndReport() async throws {
    let factory = try factory()
    let screen = factory.makeImport()
    screen.send(.importCSV(PartiesSamples.partiesCSV))
    let state = try await screen.settled(where: { $0.report.isSuccess }, timeout: .seconds(30))
    #expect((state.done, state.total) == (4, 4))
    #expect(state.report.value?.created == 3)
    #expect(
      state.report.value?.errors.map(\.description) == [
        "line 5, column 3 (GST Number): The check character is \"X\" but the other characters call for \"V\"; "
          + "look for a typo."
      ])
  }
}
