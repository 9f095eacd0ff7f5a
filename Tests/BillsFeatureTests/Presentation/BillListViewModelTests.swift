import BillsFeature
import BillsTesting
import Foundation
import SharedCore
import SharedTesting
import Testing

/// The bill list: filters, pages, sums of every match, and sync-state events.
@MainActor @Suite struct BillListViewModelTests {
  private let later = CalendarDate(year: 2025, month: 8, day: 1) ?? BillsSamples.date

  @Test func filtersPagesAndSums() async throws {
    let repository = try await BillsSamples.previewRepository(partyID: "p1", today: later)
    let other = try await repository.createDraft(BillsSamples.interStateInvoice(partyID: "p2", date: later))
    _ = try await repository.issue(other.id)
    let list = BillListViewModel(repository: repository, pageSize: 2)
    list.send(.load)
    var state = try await list.settled(where: { $0.items.isSuccess }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.id) == [other.id, "bill-4"])
    #expect(state.matchCount == 5)
    #expect(state.nextOffset == 2)
    #expect(state.totals.value?.first?.count == 5)
    list.send(.loadMore)
    state = try await list.settled(where: { $0.items.value?.count == 4 && !$0.items.isLoading }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.id) == [other.id, "bill-4", "bill-3", "bill-2"])
    list.send(.loadMore)
    state = try await list.settled(where: { $0.items.value?.count == 5 && !$0.items.isLoading }, timeout: .seconds(30))
    #expect(state.nextOffset == nil)

    list.send(.filter(statuses: [.issued, .partiallyPaid], partyID: "p1", from: nil, to: nil))
    state = try await list.settled(
      where: { $0.items.isSuccess && $0.query.partyID == "p1" }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.id) == ["bill-2", "bill-1"])
    #expect(
      state.totals.value == [BillListTotals(currency: .inr, count: 2, payable: 5967, outstanding: 5467, overdue: 5467)])

    list.send(.filter(statuses: [], partyID: nil, from: later, to: BillsSamples.date))
    state = try await list.settled(
      where: { $0.items.isSuccess && $0.query.to == later && $0.query.partyID == nil }, timeout: .seconds(30))
    #expect(state.query.from == BillsSamples.date)
    #expect(state.matchCount == 5)

    list.send(.filter(statuses: [], partyID: nil, from: later, to: nil))
    state = try await list.settled(where: { $0.items.isSuccess && $0.query.to == nil }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.id) == [other.id])

    list.send(.filter(statuses: [.paid], partyID: nil, from: nil, to: nil))
    state = try await list.settled(where: { $0.items.isEmpty }, timeout: .seconds(30))
    #expect(state.totals.value == [])

    list.send(.filter(statuses: [], partyID: nil, from: nil, to: nil))
    list.send(.showKinds([.quotation]))
    state = try await list.settled(
      where: { $0.items.isSuccess && $0.query.kinds == [.quotation] }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.document.kind) == [.quotation])
    list.send(.showKinds([]))
    list.send(.overdueOnly(true))
    state = try await list.settled(where: { $0.items.isSuccess && $0.query.overdueOnly }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.id) == ["bill-2", "bill-1"])
  }

  /// A refresh that shows a document's sync status changed posts it on the bus.
  @Test func syncChangesArePosted() async throws {
    let repository = try await BillsSamples.previewRepository(partyID: "p1")
    let bus = EventBus()
    let events = bus.events(of: BillsEvent.self)
    let list = BillListViewModel(repository: repository, bus: bus)
    list.send(.load)
    _ = try await list.settled(where: { $0.items.isSuccess }, timeout: .seconds(30))
    await repository.setSyncStatus(.synced, for: "bill-2")
    list.send(.refresh)
    let state = try await list.settled(
      where: { $0.items.value?.first(where: { $0.id == "bill-2" })?.syncStatus == .synced }, timeout: .seconds(30))
    #expect(state.items.value?.count == 4)
    let received = await firstEvents(events, count: 1)
    #expect(received == [.syncStateChanged(documentID: "bill-2", status: .synced)])
    #expect(received.first?.documentID == "bill-2")
    #expect(BillsEvent.name == "bills.event")
  }
}
