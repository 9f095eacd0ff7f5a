import Foundation
import Observation
import SharedCore

/// The bill list: documents filtered by status, party, issue-date range, kind and overdue, a page at
/// a time, with the sums of every document the filter matches. Reads come from the local store, so
/// offline changes show at once.
///
/// When a reload shows a document's sync status changed since it was last shown (uploaded, in
/// conflict, refused), a ``BillsEvent/syncStateChanged(documentID:status:)`` is posted on the bus,
/// if there is one. An issued document is recognised by its kind and number even when the sync
/// replaced its local id with the server's; a draft, by its id.
@MainActor
public final class BillListViewModel: StatefulViewModel<BillListState>, ViewModel {
  private let repository: any BillsRepository
  private let bus: EventBus?
  private var shownStatuses: [String: SyncRecordStatus.Kind] = [:]

  private enum Key: Hashable, Sendable { case rows }

  /// A list of `pageSize` documents a page.
  public init(repository: any BillsRepository, pageSize: Int = 50, bus: EventBus? = nil) {
    self.repository = repository
    self.bus = bus
    super.init(initialState: BillListState(query: BillListQuery(limit: max(1, pageSize))))
  }

  /// Handles one list event.
  public func send(_ event: BillListEvent) {
    switch event {
    case .load, .refresh:
      reload()
    case .filter(let statuses, let partyID, let from, let to):
      update {
        $0.query.statuses = statuses
        $0.query.partyID = partyID
        if let from, let to, to < from {
          ($0.query.from, $0.query.to) = (to, from)
        } else {
          ($0.query.from, $0.query.to) = (from, to)
        }
      }
      reload()
    case .showKinds(let kinds):
      update { $0.query.kinds = kinds }
      reload()
    case .overdueOnly(let overdueOnly):
      update { $0.query.overdueOnly = overdueOnly }
      reload()
    case .loadMore:
      loadMore()
    }
  }

  private func reload() {
    var query = state.query
    query.offset = 0
    loadPage(query, after: [])
  }

  private func loadMore() {
    guard let offset = state.nextOffset, !state.items.isLoading else { return }
    var query = state.query
    query.offset = offset
    loadPage(query, after: state.items.value ?? [])
  }

  private func loadPage(_ query: BillListQuery, after shown: [BillListItem]) {
    let repository = repository
    update { $0.totals = $0.totals.reloading }
    load(\.items, key: Key.rows, origin: .local) { [weak self] in
      do {
        let page = try await repository.list(query)
        try Task.checkCancellation()
        await self?.show(page)
        return shown + page.items
      } catch {
        await self?.failTotals(error)
        throw BillErrorMapping.appError(error)
      }
    }
  }

  private func show(_ page: BillListPage) {
    update {
      $0.totals = .success(page.totals, origin: .local)
      $0.matchCount = page.matchCount
      $0.nextOffset = page.nextOffset
    }
    for item in page.items {
      let key = Self.identity(of: item.document)
      if let shown = shownStatuses[key], shown != item.syncStatus {
        bus?.post(BillsEvent.syncStateChanged(documentID: item.id, status: item.syncStatus))
      }
      shownStatuses[key] = item.syncStatus
    }
  }

  /// What tells a document apart across syncs: its kind and number once issued (a sync may replace a
  /// local id with the server's), else its id.
  private static func identity(of document: BillDocument) -> String {
    guard let number = document.number else { return "id:\(document.id)" }
    return "number:\(document.kind.rawValue):\(number)"
  }

  private func failTotals(_ error: any Error) {
    let failure = BillErrorMapping.appError(error)
    guard failure != .cancelled else { return }
    update { $0.totals = $0.totals.failing(with: failure) }
  }
}
