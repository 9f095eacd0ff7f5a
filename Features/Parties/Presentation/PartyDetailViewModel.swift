import Observation
import SharedCore

/// The party detail screen: the party with its balance, and its ledger for a date range — opening
/// and closing balances, debit and credit totals, and lines a page at a time with the running
/// balance — read from the store's ledger digest, so a long ledger opens at once.
@MainActor
public final class PartyDetailViewModel: StatefulViewModel<PartyDetailState>, ViewModel {
  private let book: PartyBook
  private let pageSize: Int

  private enum Key: Hashable, Sendable { case party, ledger, deletion }

  /// The screen for `partyId`, showing `from` through `to`, `pageSize` lines at a time.
  public init(book: PartyBook, partyId: String, from: CalendarDate, to: CalendarDate, pageSize: Int = 50) {
    self.book = book
    self.pageSize = max(1, pageSize)
    super.init(initialState: PartyDetailState(partyId: partyId, from: from, to: to))
  }

  /// Handles one event.
  public func send(_ event: PartyDetailEvent) {
    let book = book
    let id = state.partyId
    switch event {
    case .load:
      loadParty()
      loadLedger()
    case .range(let from, let to):
      update {
        $0.from = min(from, to)
        $0.to = max(from, to)
      }
      loadLedger()
    case .loadMore:
      guard let shown = state.ledger.value, let offset = shown.nextOffset, !state.ledger.isLoading else { return }
      let (from, to, limit) = (state.from, state.to, pageSize)
      load(\.ledger, key: Key.ledger, origin: .local) {
        var next = try await book.statementPage(for: id, from: from, to: to, offset: offset, limit: limit)
        next.lines = shown.lines + next.lines
        return next
      }
    case .setArchived(let archived):
      load(\.party, key: Key.party, origin: .local) { try await book.archive(id, archived: archived) }
    case .delete:
      load(\.deletion, key: Key.deletion, origin: .local) {
        try await book.delete(id)
        return id
      }
    }
  }

  private func loadParty() {
    let book = book
    let id = state.partyId
    load(\.party, key: Key.party, origin: .local) {
      guard let item = try await book.party(id) else { throw AppError.notFound }
      return item
    }
  }

  private func loadLedger() {
    let book = book
    let (id, from, to, limit) = (state.partyId, state.from, state.to, pageSize)
    load(\.ledger, key: Key.ledger, origin: .local) {
      try await book.statementPage(for: id, from: from, to: to, offset: 0, limit: limit)
    }
  }
}
