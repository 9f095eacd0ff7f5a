import Foundation

/// The outstanding amounts of every party a list query selects (all pages).
public struct PartyListTotals: Sendable, Hashable {
  /// What the parties with a debit balance owe the business, in total.
  public var receivable: Decimal
  /// What the business owes the parties with a credit balance, in total (positive).
  public var payable: Decimal
  /// What the parties owe on documents due before today.
  public var overdue: Decimal

  /// Totals.
  public init(receivable: Decimal = 0, payable: Decimal = 0, overdue: Decimal = 0) {
    self.receivable = receivable
    self.payable = payable
    self.overdue = overdue
  }
}
