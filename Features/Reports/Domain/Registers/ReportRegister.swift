import Foundation
import SharedCore

/// A register ready to export: a sales, purchase or expense register, a party statement, a stock
/// summary or a day book, as titled columns and rows of typed cells with a totals row and a chart.
///
/// ```swift
/// let registers = try scope.resolve(ReportRegisters.self)
/// let sales = try await registers.sales(for: .month(11, of: 2026))
/// try sales.csv().write(to: url)        // UTF-8 with a byte-order mark, amounts as numbers
/// ```
public struct ReportRegister: Sendable, Hashable {
  /// Which register it is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// Outward documents.
    case sales
    /// Inward documents.
    case purchases
    /// Expenses.
    case expenses
    /// One party's documents and payments with a running balance.
    case partyStatement
    /// Each product's opening, in, out and closing stock with its value.
    case stockSummary
    /// Every document, payment and expense in date order.
    case dayBook
  }

  /// One column: its title and what its cells hold.
  public struct Column: Sendable, Hashable {
    /// What a column's cells hold, which decides how they are written and aligned.
    public enum Content: Sendable, Hashable {
      /// Text, aligned left.
      case text
      /// A date, written `yyyy-mm-dd` in CSV and `dd-mm-yyyy` in print.
      case date
      /// Money, aligned right: a plain number in CSV, Indian grouping in print.
      case amount
      /// A quantity, aligned right.
      case quantity
    }

    /// The title.
    public var title: String
    /// What its cells hold.
    public var content: Content
  }

  /// One cell.
  public enum Cell: Sendable, Hashable {
    /// Text.
    case text(String)
    /// A date.
    case date(CalendarDate)
    /// Money.
    case amount(Money)
    /// A quantity.
    case quantity(Decimal)
    /// Nothing.
    case empty
  }

  /// A bar chart of the register's figure over time (or per item): labels and exact values.
  public struct Chart: Sendable, Hashable {
    /// One bar.
    public struct Bar: Sendable, Hashable {
      /// The label under it (`"Nov"`).
      public var label: String
      /// Its exact value.
      public var value: Decimal
    }

    /// What the bars show (`"Net sales by month"`).
    public var title: String
    /// One bar per label, in order.
    public var bars: [Bar]
  }

  /// Which register it is.
  public var kind: Kind
  /// The title (`"Sales register"`).
  public var title: String
  /// The period it covers.
  public var period: ReportPeriod
  /// The columns.
  public var columns: [Column]
  /// The rows, each with one cell per column.
  public var rows: [[Cell]]
  /// The totals row, when the register has one.
  public var totals: [Cell]?
  /// The chart printed above the table.
  public var chart: Chart?
}
