import Foundation
import SharedCore

/// One entry of a top list: a product, customer, vendor or expense category and what it added up to.
public struct DashboardRanking: Sendable, Hashable, Identifiable {
  /// The product or party id, or the category's name.
  public var id: String
  /// The name to show.
  public var name: String
  /// Net sales (taxable value for products, invoice value for parties), purchases or spending.
  public var amount: Money
  /// For a product, the net quantity sold.
  public var quantity: Decimal?
}
