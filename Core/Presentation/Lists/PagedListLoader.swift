/// The paging, search and refresh of a list screen, written once for every list view model.
///
/// It drives two properties of its view model's state: the rows (a `ResourceState` of the items) and
/// where the next page starts. ``reload(_:searchText:)`` starts the list over, with the first page of a
/// query or, while the user is searching, the search results (shown whole, without paging);
/// ``loadMore(_:)`` appends the next page. Each load replaces the one in flight: a search typed while
/// an earlier one runs cancels it, so the latest text wins, and a cancelled load writes nothing. A
/// failure shows in the rows as `.failed(error, previous:)`, keeping what was shown.
///
/// ```swift
/// @MainActor
/// final class NoteListViewModel: StatefulViewModel<NoteListState>, ViewModel {
///   private lazy var rows = PagedListLoader(
///     self, items: \.items, nextOffset: \.nextOffset,
///     page: { [notes] (query: NoteQuery, offset: Int) in try await notes.page(query, from: offset) },
///     search: { [notes] text in try await notes.search(text) })
///
///   func send(_ event: NoteListEvent) {
///     switch event {
///     case .load, .refresh: rows.reload(state.query, searchText: state.searchText)
///     case .loadMore: rows.loadMore(state.query)
///     }
///   }
/// }
/// ```
///
/// The loader holds its view model weakly and runs its loads as the view model's tasks, so closing the
/// view model cancels them.
@MainActor
public final class PagedListLoader<State: Sendable & Equatable, Query: Sendable, Page: PagedListPage> {
  /// What the list shows.
  public typealias Item = Page.Item

  private weak var viewModel: StatefulViewModel<State>?
  private let items: any WritableKeyPath<State, ResourceState<[Item], AppError>> & Sendable
  private let nextOffset: any WritableKeyPath<State, Int?> & Sendable
  private let page: @Sendable (Query, _ offset: Int) async throws -> Page
  private let search: (@Sendable (String) async throws -> [Item])?
  private let didLoad: (@MainActor @Sendable (Page) -> Void)?
  private let didFail: (@MainActor @Sendable (AppError) -> Void)?

  /// The key of this loader's loads among its view model's tasks.
  private struct LoadKey: Hashable, Sendable {
    let loader: ObjectIdentifier
  }

  /// A loader for the list `viewModel` shows.
  /// - Parameters:
  ///   - viewModel: The view model whose state holds the list; held weakly.
  ///   - items: The rows.
  ///   - nextOffset: Where the next page starts; `nil` on the last page and while search results show.
  ///   - page: Fetches the page of `query` starting at `offset`; runs off the main actor.
  ///   - search: Fetches the results for a search text (trimmed, not empty); `nil` when the list has
  ///     no search.
  ///   - didLoad: Called with each page shown, before its rows are (totals a page carries, say).
  ///   - didFail: Called when a load fails (not when it is cancelled), just before the rows show the
  ///     failure.
  public init(
    _ viewModel: StatefulViewModel<State>,
    items: any WritableKeyPath<State, ResourceState<[Item], AppError>> & Sendable,
    nextOffset: any WritableKeyPath<State, Int?> & Sendable,
    page: @escaping @Sendable (Query, _ offset: Int) async throws -> Page,
    search: (@Sendable (String) async throws -> [Item])? = nil,
    didLoad: (@MainActor @Sendable (Page) -> Void)? = nil,
    didFail: (@MainActor @Sendable (AppError) -> Void)? = nil
  ) {
    self.viewModel = viewModel
    self.items = items
    self.nextOffset = nextOffset
    self.page = page
    self.search = search
    self.didLoad = didLoad
    self.didFail = didFail
  }

  /// Starts the list over: the first page of `query`, or, when `searchText` holds more than white
  /// space and the list has a search, its results (no next page). Replaces the load in flight.
  /// - Returns: The load's task, for callers that await it.
  @discardableResult
  public func reload(_ query: Query, searchText: String = "") -> Task<Void, Never>? {
    let text = searchText.trimmingWhitespace()
    guard let search, !text.isEmpty else { return loadPage(query, at: 0, after: []) }
    guard let viewModel else { return nil }
    let nextOffset = nextOffset
    viewModel.update { $0[keyPath: nextOffset] = nil }
    return run(viewModel) { try await search(text) }
  }

  /// Appends the next page of `query` to the rows shown. Does nothing on the last page, while search
  /// results show (they have no next page) or while a load runs.
  /// - Returns: The load's task, or `nil` when there was nothing to load.
  @discardableResult
  public func loadMore(_ query: Query) -> Task<Void, Never>? {
    guard let state = viewModel?.state, let offset = state[keyPath: nextOffset], !state[keyPath: items].isLoading
    else { return nil }
    return loadPage(query, at: offset, after: state[keyPath: items].value ?? [])
  }

  /// Loads the page of `query` at `offset` and shows it after `shown`, with its next offset.
  private func loadPage(_ query: Query, at offset: Int, after shown: [Item]) -> Task<Void, Never>? {
    guard let viewModel else { return nil }
    let page = page
    return run(viewModel) { [weak self] in
      let loaded = try await page(query, offset)
      try Task.checkCancellation()
      await self?.show(loaded)
      return shown + loaded.items
    }
  }

  /// Runs `operation` as the view model's load of the rows, and reports its failure.
  private func run(_ viewModel: StatefulViewModel<State>, _ operation: @escaping @Sendable () async throws -> [Item])
    -> Task<Void, Never>
  {
    let didFail = didFail
    return viewModel.load(items, key: LoadKey(loader: ObjectIdentifier(self)), origin: .local) {
      do {
        return try await operation()
      } catch {
        let failure = AppError(error)
        if !Task.isCancelled, failure != .cancelled, let didFail { await didFail(failure) }
        throw failure
      }
    }
  }

  /// Shows a page's next offset, after telling ``didLoad``.
  private func show(_ loaded: Page) {
    didLoad?(loaded)
    let nextOffset = nextOffset
    viewModel?.update { $0[keyPath: nextOffset] = loaded.nextOffset }
  }
}
