/// Pages of a page/limit API as an async sequence: page `firstPage`, then the next, until a page
/// comes back shorter than `pageSize` (the last page) or empty.
///
/// ```swift
/// for try await page in PageNumberSequence(pageSize: 50) { page, limit in
///   try await client.send(ProductsEndpoints.list(page: page, limit: limit)).items
/// } { products += page }
/// ```
/// Checks for cancellation before each fetch.
public struct PageNumberSequence<Item: Sendable>: AsyncSequence, Sendable {
  /// One page of items.
  public typealias Element = [Item]
  /// Fetches page `page` of `pageSize` items.
  public typealias Fetch = @Sendable (_ page: Int, _ pageSize: Int) async throws -> [Item]

  private let firstPage: Int
  private let pageSize: Int
  private let fetch: Fetch

  /// Creates the sequence.
  /// - Parameters:
  ///   - firstPage: The first page's number (APIs differ: 0 or 1).
  ///   - pageSize: Items per page (at least 1).
  ///   - fetch: Loads one page given its number and size.
  public init(firstPage: Int = 1, pageSize: Int, fetch: @escaping Fetch) {
    self.firstPage = firstPage
    self.pageSize = Swift.max(1, pageSize)
    self.fetch = fetch
  }

  /// Creates an iterator starting at the first page.
  public func makeAsyncIterator() -> Iterator {
    Iterator(page: firstPage, pageSize: pageSize, fetch: fetch)
  }

  /// Fetches one page per call to ``next()``.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate var page: Int
    fileprivate let pageSize: Int
    fileprivate let fetch: Fetch
    fileprivate var finished = false

    /// The next page, or `nil` after the last one.
    public mutating func next() async throws -> [Item]? {
      guard !finished else { return nil }
      try Task.checkCancellation()
      let items = try await fetch(page, pageSize)
      page += 1
      if items.count < pageSize { finished = true }
      return items.isEmpty ? nil : items
    }
  }
}
