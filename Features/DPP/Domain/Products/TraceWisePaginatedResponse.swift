/// One page of a TraceWise list: the items and the opaque token of the next page.
public struct TraceWisePaginatedResponse<T: Codable & Sendable>: Codable, Sendable {
  /// The page's items, in server order.
  public let items: [T]
  /// The token that fetches the next page; `nil` on the last page.
  public let nextPageToken: String?
  /// The total number of items across all pages, when the server reports it.
  public let totalCount: Int?

  /// Creates a page.
  public init(items: [T], nextPageToken: String? = nil, totalCount: Int? = nil) {
    self.items = items
    self.nextPageToken = nextPageToken
    self.totalCount = totalCount
  }
}

extension TraceWisePaginatedResponse: Equatable where T: Equatable {}
extension TraceWisePaginatedResponse: Hashable where T: Hashable {}
