import Foundation
import SharedCore

/// The sums of the documents a query matched, in one currency.
public struct BillListTotals: Sendable, Hashable {
  /// The currency of the sums.
  public var currency: Currency
  /// How many documents.
  public var count: Int
  /// The sum of their payable amounts (EN 16931 BT-115).
  public var payable: Decimal
  /// The sum of what is still outstanding.
  public var outstanding: Decimal
  /// The sum of what is overdue.
  public var overdue: Decimal

  /// Totals.
  public init(currency: Currency, count: Int = 0, payable: Decimal = 0, outstanding: Decimal = 0, overdue: Decimal = 0)
  {
    self.currency = currency
    self.count = count
    self.payable = payable
    self.outstanding = outstanding
    self.overdue = overdue
  }
}
