import Foundation
import SharedCore

/// The filters of `GET /wallet/history`: a page, its size, and optional type, status and dates.
public struct WalletHistoryQuery: Sendable, Hashable {
  /// The page, from 1.
  public var page: Int
  /// Transactions per page.
  public var limit: Int
  /// Only this kind of transaction.
  public var type: WalletTransactionType?
  /// Only transactions in this status.
  public var status: WalletTransactionStatus?
  /// Only transactions at or after this moment.
  public var startDate: Date?
  /// Only transactions at or before this moment.
  public var endDate: Date?

  /// Creates a query; the first page of 20 with no filters by default.
  public init(
    page: Int = 1, limit: Int = 20, type: WalletTransactionType? = nil, status: WalletTransactionStatus? = nil,
    startDate: Date? = nil, endDate: Date? = nil
  ) {
    self.page = page
    self.limit = limit
    self.type = type
    self.status = status
    self.startDate = startDate
    self.endDate = endDate
  }

  /// The same filters on another page.
  public func onPage(_ page: Int) -> WalletHistoryQuery {
    var copy = self
    copy.page = page
    return copy
  }

  /// The query string's items, in the backend's names; dates in ISO 8601.
  /// - Throws: ``WalletError/validationError(details:)`` for a page below 1, a limit outside
  ///   1…100, or a start after the end.
  public func queryItems() throws(WalletError) -> [URLQueryItem] {
    var problems: [AppError.FieldError] = []
    if page < 1 { problems.append(.init(field: "page", message: "The page must be 1 or more.", code: "min")) }
    if !(1...100).contains(limit) {
      problems.append(.init(field: "limit", message: "The limit must be between 1 and 100.", code: "range"))
    }
    if let startDate, let endDate, startDate > endDate {
      problems.append(.init(field: "startDate", message: "The start date is after the end date.", code: "order"))
    }
    guard problems.isEmpty else { throw .validationError(details: problems) }
    var items = [URLQueryItem(name: "page", value: String(page)), URLQueryItem(name: "limit", value: String(limit))]
    if let type { items.append(URLQueryItem(name: "type", value: type.rawValue)) }
    if let status { items.append(URLQueryItem(name: "status", value: status.rawValue)) }
    if let startDate { items.append(URLQueryItem(name: "startDate", value: startDate.ISO8601Format())) }
    if let endDate { items.append(URLQueryItem(name: "endDate", value: endDate.ISO8601Format())) }
    return items
  }
}
