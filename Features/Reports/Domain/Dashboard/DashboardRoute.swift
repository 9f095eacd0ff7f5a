import Foundation

/// Where the dashboard's quick actions and deep links lead, as navigation routes the app's router
/// pushes or presents (`NavigationRouter<DashboardRoute>`).
///
/// Each route has a URL form for links from notifications and widgets:
/// `sharedcore://invoices/new`, `sharedcore://invoices/INV-ID`, `sharedcore://invoices?filter=overdue`.
public enum DashboardRoute: Sendable, Hashable {
  /// Start a new sales invoice.
  case createInvoice
  /// Add a customer or vendor.
  case addParty
  /// Record a payment, from a party when given.
  case recordPayment(partyID: String?)
  /// Record an expense.
  case recordExpense
  /// Open one document.
  case openInvoice(documentID: String)
  /// The list of overdue invoices.
  case overdueInvoices
  /// The list of products at or below their low-stock level.
  case lowStock
  /// The changes that need review (refused or in conflict).
  case syncProblems

  /// The quick actions the dashboard offers, in order.
  public static let quickActions: [DashboardRoute] = [
    .createInvoice, .recordPayment(partyID: nil), .recordExpense, .addParty,
  ]

  /// The route's link.
  public var url: String {
    switch self {
    case .createInvoice: "sharedcore://invoices/new"
    case .addParty: "sharedcore://parties/new"
    case .recordPayment(let partyID?): "sharedcore://payments/new?party=\(Self.escaped(partyID))"
    case .recordPayment(nil): "sharedcore://payments/new"
    case .recordExpense: "sharedcore://expenses/new"
    case .openInvoice(let id): "sharedcore://invoices/\(Self.escaped(id))"
    case .overdueInvoices: "sharedcore://invoices?filter=overdue"
    case .lowStock: "sharedcore://products?filter=low-stock"
    case .syncProblems: "sharedcore://sync/problems"
    }
  }

  /// The route a link leads to, or `nil` for a link that is not one of the dashboard's.
  public init?(url: String) {
    let prefix = "sharedcore://"
    guard url.hasPrefix(prefix) else { return nil }
    let rest = url.dropFirst(prefix.count)
    let (path, query) = Self.split(String(rest))
    switch path {
    case "invoices/new": self = .createInvoice
    case "parties/new": self = .addParty
    case "payments/new": self = .recordPayment(partyID: query["party"])
    case "expenses/new": self = .recordExpense
    case "invoices" where query["filter"] == "overdue": self = .overdueInvoices
    case "products" where query["filter"] == "low-stock": self = .lowStock
    case "sync/problems": self = .syncProblems
    default:
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, parts[0] == "invoices", !parts[1].isEmpty,
        let id = String(parts[1]).removingPercentEncoding
      else { return nil }
      self = .openInvoice(documentID: id)
    }
  }

  private static func split(_ text: String) -> (path: String, query: [String: String]) {
    let parts = text.split(separator: "?", maxSplits: 1)
    let path = parts.first.map(String.init) ?? ""
    var query: [String: String] = [:]
    if parts.count == 2 {
      for pair in parts[1].split(separator: "&") {
        let keyValue = pair.split(separator: "=", maxSplits: 1)
        if keyValue.count == 2, let value = String(keyValue[1]).removingPercentEncoding {
          query[String(keyValue[0])] = value
        }
      }
    }
    return (path, query)
  }

  private static func escaped(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }

  /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_` and `~`.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
