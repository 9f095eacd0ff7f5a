import SharedCore

/// The signed-in user's registered products, loaded a page at a time and kept for the session.
///
/// Per-user state: ``DPPModule`` registers it `.scoped(.session)`, so it is resolved from the
/// session scope made at sign-in and released when that scope is closed at logout. Concurrent
/// ``loadMore()`` calls share one request.
public actor DPPRegisteredProducts {
  /// Supplies the signed-in user's id; `nil` when nobody is signed in.
  public typealias UserID = @Sendable () async throws -> String?

  private let products: any DPPProductRepository
  private let pageSize: Int
  private let userID: UserID
  private var nextPageToken: String?
  private var reachedEnd = false
  private var loading: Task<[DPPProduct], any Error>?

  /// The products loaded so far, in server order.
  public private(set) var items: [DPPProduct] = []

  /// Creates an empty list.
  /// - Parameters:
  ///   - products: Fetches the pages.
  ///   - pageSize: Products per page.
  ///   - userID: The signed-in user's id (the access token's subject).
  public init(products: any DPPProductRepository, pageSize: Int = 20, userID: @escaping UserID) {
    self.products = products
    self.pageSize = pageSize
    self.userID = userID
  }

  /// Whether another page may exist.
  public var hasMore: Bool { !reachedEnd }

  /// Loads the next page (joining a load in flight) and returns every product loaded so far.
  /// - Throws: `AppError/unauthorized` when nobody is signed in; the repository's errors (the
  ///   list is unchanged, and the next call tries the same page again).
  @discardableResult
  public func loadMore() async throws -> [DPPProduct] {
    if let loading { return try await loading.value }
    guard !reachedEnd else { return items }
    let task = Task { try await self.loadNextPage() }
    loading = task
    defer { loading = nil }
    return try await task.value
  }

  private func loadNextPage() async throws -> [DPPProduct] {
    guard let user = try await userID() else { throw AppError.unauthorized }
    let page = try await products.userProducts(userId: user, pageSize: pageSize, pageToken: nextPageToken)
    items += page.items
    nextPageToken = page.nextPageToken
    reachedEnd = page.nextPageToken == nil
    return items
  }
}
