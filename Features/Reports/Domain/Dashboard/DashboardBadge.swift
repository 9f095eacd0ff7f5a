/// What needs the owner's attention, for an app icon or tab badge.
public struct DashboardBadge: Sendable, Hashable {
  /// Sales invoices past their due date with something still unpaid.
  public var overdueInvoices: Int
  /// Products at or below their low-stock level.
  public var lowStockProducts: Int
  /// Changes the server refused and conflicts waiting for review.
  public var syncProblems: Int

  /// A badge of these counts.
  public init(overdueInvoices: Int, lowStockProducts: Int, syncProblems: Int) {
    self.overdueInvoices = overdueInvoices
    self.lowStockProducts = lowStockProducts
    self.syncProblems = syncProblems
  }

  /// The number to show: everything above together.
  public var count: Int { overdueInvoices + lowStockProducts + syncProblems }
}
