import SharedCore
import SharedTesting
import Testing

/// A list screen's paging, search and refresh, as `PagedListLoader` runs them for every list view model.
@MainActor
@Suite struct PagedListLoaderTests {
  struct NotePage: PagedListPage {
    var items: [String]
    var nextOffset: Int?
  }

  /// Which notes a list shows: those whose text starts with `prefix` ("" for all).
  struct NoteQuery: Sendable {
    var prefix = ""
  }

  struct NoteListState: Sendable, Equatable {
    var items: ResourceState<[String], AppError> = .idle
    var nextOffset: Int?
    var failures: [AppError] = []
    var pagesShown = 0
  }

  /// The notes a list pages through, three a page, and what it was asked.
  final class Notes: Sendable {
    let all = LockedValue<[String]>(["apple", "apricot", "banana", "blueberry", "cherry", "date", "elderberry"])
    let failure = LockedValue<AppError?>(nil)
    let pageSize = 3

    func page(_ query: NoteQuery, from offset: Int) throws -> NotePage {
      if let failure = failure.withLock({ $0 }) { throw failure }
      let matching = all.withLock { $0 }.filter { $0.hasPrefix(query.prefix) }
      let end = min(offset + pageSize, matching.count)
      let items = offset < end ? Array(matching[offset..<end]) : []
      return NotePage(items: items, nextOffset: end < matching.count ? end : nil)
    }

    func search(_ text: String) throws -> [String] {
      if let failure = failure.withLock({ $0 }) { throw failure }
      return all.withLock { $0 }.filter { $0.contains(text) }
    }
  }

  final class NoteListViewModel: StatefulViewModel<NoteListState> {
    private(set) lazy var rows = PagedListLoader(
      self, items: \.items, nextOffset: \.nextOffset, page: page, search: search,
      didLoad: { [weak self] _ in self?.update { $0.pagesShown += 1 } },
      didFail: { [weak self] failure in self?.update { $0.failures.append(failure) } })
    private let page: @Sendable (NoteQuery, Int) async throws -> NotePage
    private let search: @Sendable (String) async throws -> [String]

    init(
      page: @escaping @Sendable (NoteQuery, Int) async throws -> NotePage,
      search: @escaping @Sendable (String) async throws -> [String]
    ) {
      self.page = page
      self.search = search
      super.init(initialState: NoteListState())
    }

    convenience init(_ notes: Notes) {
      self.init(page: { try notes.page($0, from: $1) }, search: { try notes.search($0) })
    }
  }

  @Test func pagesAreAppendedToTheEndAndThenNothingMoreIsLoaded() async throws {
    let notes = Notes()
    let viewModel = NoteListViewModel(notes)
    let query = NoteQuery()

    await viewModel.rows.reload(query)?.value
    #expect(viewModel.state.items.value == ["apple", "apricot", "banana"])
    #expect(viewModel.state.nextOffset == 3)
    await viewModel.rows.loadMore(query)?.value
    #expect(viewModel.state.items.value?.count == 6 && viewModel.state.nextOffset == 6)
    await viewModel.rows.loadMore(query)?.value
    #expect(viewModel.state.items.value?.last == "elderberry" && viewModel.state.items.value?.count == 7)
    #expect(viewModel.state.nextOffset == nil)
    #expect(viewModel.rows.loadMore(query) == nil)  // the last page is shown
    #expect(viewModel.state.pagesShown == 3)
    #expect(viewModel.state.items == .success(notes.all.withLock { $0 }, origin: .local))
  }

  @Test func aPageIsNotAskedForWhileAnotherLoads() async throws {
    let pages = SuspendedOperation<NotePage>()
    let viewModel = NoteListViewModel(page: { _, _ in try await pages() }, search: { _ in [] })
    let first = viewModel.rows.reload(NoteQuery())
    await pages.waitForCalls(1)
    #expect(viewModel.rows.loadMore(NoteQuery()) == nil)
    pages.resumeAll(returning: NotePage(items: ["apple"], nextOffset: 1))
    await first?.value
    #expect(pages.startedCount == 1)
  }

  @Test func aSearchCancelsTheOneBeforeItAndShowsItsResultsWithoutPaging() async throws {
    let searches = SuspendedOperation<[String]>()
    let notes = Notes()
    let viewModel = NoteListViewModel(page: { try notes.page($0, from: $1) }, search: { _ in try await searches() })
    await viewModel.rows.reload(NoteQuery())?.value
    #expect(viewModel.state.nextOffset == 3)

    _ = viewModel.rows.reload(NoteQuery(), searchText: "b")
    await searches.waitForCalls(1)
    #expect(viewModel.state.nextOffset == nil)  // search results have no next page
    let latest = viewModel.rows.reload(NoteQuery(), searchText: " bl ")
    await searches.waitForCancellations(1)
    await searches.waitForCalls(2)
    searches.resumeAll(returning: ["blueberry"])
    await latest?.value

    #expect(viewModel.state.items == .success(["blueberry"], origin: .local))
    #expect(viewModel.state.failures.isEmpty)  // the cancelled search is no failure
    #expect(viewModel.rows.loadMore(NoteQuery()) == nil)
  }

  /// A page load cancelled by a search writes nothing: no next offset appears under the results.
  @Test func aPageLoadReplacedByASearchWritesNothing() async throws {
    let pages = SuspendedOperation<NotePage>()
    let viewModel = NoteListViewModel(page: { _, _ in try await pages() }, search: { _ in ["banana"] })
    _ = viewModel.rows.reload(NoteQuery())
    await pages.waitForCalls(1)
    let search = viewModel.rows.reload(NoteQuery(), searchText: "an")
    await pages.waitForCancellations(1)
    await search?.value

    #expect(viewModel.state.items == .success(["banana"], origin: .local))
    #expect(viewModel.state.nextOffset == nil && viewModel.state.pagesShown == 0)
  }

  @Test func aRefreshStartsOverAtTheFirstPage() async throws {
    let notes = Notes()
    let viewModel = NoteListViewModel(notes)
    await viewModel.rows.reload(NoteQuery())?.value
    await viewModel.rows.loadMore(NoteQuery())?.value
    #expect(viewModel.state.items.value?.count == 6)

    notes.all.withLock { $0.insert("acerola", at: 0) }
    await viewModel.rows.reload(NoteQuery())?.value
    #expect(viewModel.state.items.value == ["acerola", "apple", "apricot"])
    #expect(viewModel.state.nextOffset == 3)

    await viewModel.rows.reload(NoteQuery(prefix: "b"))?.value  // a new query starts over as well
    #expect(viewModel.state.items.value == ["banana", "blueberry"] && viewModel.state.nextOffset == nil)
    await viewModel.rows.reload(NoteQuery(prefix: "z"))?.value
    #expect(viewModel.state.items == .empty)
  }

  @Test func aFailureShowsKeepingWhatWasShownAndLoadingMoreTriesAgain() async throws {
    let notes = Notes()
    let viewModel = NoteListViewModel(notes)
    await viewModel.rows.reload(NoteQuery())?.value
    notes.failure.withLock { $0 = .network(.offline) }

    await viewModel.rows.loadMore(NoteQuery())?.value
    #expect(viewModel.state.items == .failed(.network(.offline), previous: ["apple", "apricot", "banana"]))
    #expect(viewModel.state.failures == [.network(.offline)])
    #expect(viewModel.state.nextOffset == 3)

    notes.failure.withLock { $0 = nil }
    await viewModel.rows.loadMore(NoteQuery())?.value
    #expect(viewModel.state.items.value?.count == 6)
    notes.failure.withLock { $0 = .notFound }
    await viewModel.rows.reload(NoteQuery(), searchText: "e")?.value
    #expect(viewModel.state.items.error == .notFound)
    #expect(viewModel.state.failures == [.network(.offline), .notFound])
  }

  @Test func closingTheViewModelCancelsItsLoad() async throws {
    let pages = SuspendedOperation<NotePage>()
    let viewModel = NoteListViewModel(page: { _, _ in try await pages() }, search: { _ in [] })
    let load = viewModel.rows.reload(NoteQuery())
    await pages.waitForCalls(1)
    viewModel.close()
    await pages.waitForCancellations(1)
    await load?.value
    #expect(viewModel.state.failures.isEmpty && viewModel.state.nextOffset == nil)
  }
}
