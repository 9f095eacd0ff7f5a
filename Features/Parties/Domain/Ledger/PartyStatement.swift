import Foundation
import SharedCore

/// A party's account for a date range: the balance brought forward, every entry with the balance
/// after it, and the balance carried forward.
public struct PartyStatement: Sendable, Hashable {
  /// The first day.
  public var from: CalendarDate
  /// The last day.
  public var to: CalendarDate
  /// The balance before `from` (positive: receivable).
  public var openingBalance: Decimal
  /// The entries dated `from` through `to`, in ledger order.
  public var lines: [PartyStatementLine]

  /// The total of the debits in the range.
  public var totalDebit: Decimal { lines.filter(\.entry.isDebit).reduce(0) { $0 + $1.entry.amount.amount } }
  /// The total of the credits in the range.
  public var totalCredit: Decimal { lines.filter { !$0.entry.isDebit }.reduce(0) { $0 + $1.entry.amount.amount } }
  /// The balance after the last entry: the opening balance plus debits minus credits.
  public var closingBalance: Decimal { lines.last?.balance ?? openingBalance }
}
