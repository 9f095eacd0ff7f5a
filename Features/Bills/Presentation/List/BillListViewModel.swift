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

  /// The list's pages, each with the sums of every match.
  private lazy var rows = PagedListLoader(
    self, items: \.items, nextOffset: \.nextOffset,
    page: { [repository] (query: BillListQuery, offset: Int) in
      var query = query
      query.offset = offset
      do {
        return try await repository.list(query)
      } catch {
        throw BillErrorMapping.appError(error)
      }
    },
    didLoad: { [weak self] page in self?.show(page) },
    didFail: { [weak self] failure in self?.failTotals(failure) })

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
    update { $0.totals = $0.totals.reloading }
    rows.reload(state.query)
  }

  private func loadMore() {
    guard state.nextOffset != nil, !state.items.isLoading else { return }
    update { $0.totals = $0.totals.reloading }
    rows.loadMore(state.query)
  }

  private func show(_ page: BillListPage) {
    update {
      $0.totals = .success(page.totals, origin: .local)
      $0.matchCount = page.matchCount
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

  private func failTotals(_ failure: AppError) {
    update { $0.totals = $0.totals.failing(with: failure) }
  }
}
