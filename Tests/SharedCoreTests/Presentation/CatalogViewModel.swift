import SharedCore

/// A feature-shaped view model used by the presentation tests.
struct CatalogState: Sendable, Equatable {
  var products: ResourceState<[String], AppError> = .idle
  var detail: ResourceState<String, AppError> = .idle
  var title = "Catalog"
}

enum CatalogEvent {
  case refresh
  case open(String)
  case rename(String)
}

@MainActor
final class CatalogViewModel: StatefulViewModel<CatalogState>, ViewModel {
  typealias Fetch = @Sendable () async throws -> [String]
  typealias FetchDetail = @Sendable (String) async throws -> String

  private let fetch: Fetch
  private let fetchDetail: FetchDetail

  init(fetch: @escaping Fetch, fetchDetail: @escaping FetchDetail = { $0 }) {
    self.fetch = fetch
    self.fetchDetail = fetchDetail
    super.init(initialState: CatalogState())
  }

  func send(_ event: CatalogEvent) {
    switch event {
    case .refresh: load(\.products, key: "products") { [fetch] in try await fetch() }
    case .open(let id): load(\.detail, key: "detail") { [fetchDetail] in try await fetchDetail(id) }
    case .rename(let title): update { $0.title = title }
    }
  }
}
