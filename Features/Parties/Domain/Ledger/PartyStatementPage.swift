import Foundation
import SharedCore

/// One page of a party's statement for a date range, with the range's totals: what a ledger
/// screen shows without reading every line.
public struct PartyStatementPage: Sendable, Hashable {
  /// The first day.
  public var from: CalendarDate
  /// The last day.
  public var to: CalendarDate
  /// The balance before `from` (positive: receivable).
  public var openingBalance: Decimal
  /// The balance at the end of `to`.
  public var closingBalance: Decimal
  /// The debits dated in the range, in total.
  public var totalDebit: Decimal
  /// The credits dated in the range, in total.
  public var totalCredit: Decimal
  /// The number of lines in the range (all pages).
  public var lineCount: Int
  /// This page's lines, in ledger order, each with the balance after it.
  public var lines: [PartyStatementLine]
  /// The offset of the next page, or `nil` on the last page.
  public var nextOffset: Int?

  /// A page.
  public init(
    from: CalendarDate, to: CalendarDate, openingBalance: Decimal, closingBalance: Decimal, totalDebit: Decimal,
    totalCredit: Decimal, lineCount: Int, lines: [PartyStatementLine], nextOffset: Int?
  ) {
    self.from = from
    self.to = to
    self.openingBalance = openingBalance
    self.closingBalance = closingBalance
    self.totalDebit = totalDebit
    self.totalCredit = totalCredit
    self.lineCount = lineCount
    self.lines = lines
    self.nextOffset = nextOffset
  }
}
