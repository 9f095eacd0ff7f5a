/// Pages of a page-token (cursor) API as an async sequence: fetch with no token, then with each
/// returned `nextToken`, until none is returned.
///
/// A server that returns a token it already returned would loop forever; that is reported as
/// ``AppError/decoding(path:reason:)`` at `nextToken`. Checks for cancellation before each fetch.
public struct PageTokenSequence<Item: Sendable>: AsyncSequence, Sendable {
  /// One page of items.
  public typealias Element = [Item]
  /// Fetches the page after `token` (`nil` for the first), returning its items and the next token.
  public typealias Fetch = @Sendable (_ token: String?) async throws -> (items: [Item], nextToken: String?)

  private let fetch: Fetch

  /// Creates the sequence.
  public init(fetch: @escaping Fetch) {
    self.fetch = fetch
  }

  /// Creates an iterator starting at the first page.
  public func makeAsyncIterator() -> Iterator {
    Iterator(fetch: fetch)
  }

  /// Fetches one page per call to ``next()``.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let fetch: Fetch
    fileprivate var token: String?
    fileprivate var seen: Set<String> = []
    fileprivate var finished = false

    /// The next page, or `nil` after the last one.
    public mutating func next() async throws -> [Item]? {
      guard !finished else { return nil }
      try Task.checkCancellation()
      let page = try await fetch(token)
      if let next = page.nextToken, !next.isEmpty {
        guard seen.insert(next).inserted else {
          throw AppError.decoding(path: "nextToken", reason: "the server repeated a page token")
        }
        token = next
      } else {
        finished = true
      }
      if page.items.isEmpty && finished { return nil }
      return page.items
    }
  }
}
