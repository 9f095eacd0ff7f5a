import Foundation
import SharedCore

/// The GST rates in force, by date: a supply is checked against the rates of its own date, so a
/// document dated before a rate change keeps the old rates.
///
/// Each period lists rates for any supply and rates kept for named goods only (12 % for bricks and
/// earthen tiles after 22 Sep 2025). Ask with the line's HSN code when you have it:
///
/// ```swift
/// let table = GSTRateTable.india
/// let day = CalendarDate("2025-10-01")!
/// table.allows(40, on: CalendarDate("2025-09-21")!)               // false
/// table.allows(40, on: day)                                      // true
/// table.allows(12, on: day, for: try HSNCode("19053100"))        // false: biscuits
/// table.allows(12, on: day, for: try HSNCode("69041000"))        // true: building bricks
/// try table.check(12, on: day, for: nil)
/// // GSTRateError: 12% was retired on 22 Sep 2025 (GST Council, 56th meeting; …); choose 5% or 18%. …
/// ```
public struct GSTRateTable: Sendable, Hashable, Codable {
  /// The periods, earliest first.
  public let periods: [Period]

  /// A table of periods in any order.
  public init(periods: [Period]) {
    self.periods = periods.sorted { $0.effectiveFrom < $1.effectiveFrom }
  }

  /// The period in force on `date`, or `nil` before the first.
  public func period(on date: CalendarDate) -> Period? {
    periods.last { $0.effectiveFrom <= date }
  }

  /// Every rate in force on `date` for some supply (rates kept for named goods included), in order, or
  /// `nil` before the first period.
  public func rates(on date: CalendarDate) -> [Decimal]? {
    period(on: date).map { Array(Set($0.entries.map(\.rate))).sorted() }
  }

  /// The rates in force on `date` for any supply, in order.
  public func generalRates(on date: CalendarDate) -> [Decimal] {
    period(on: date).map { $0.entries.filter(\.scope.isGeneral).map(\.rate).sorted() } ?? []
  }

  /// Whether `rate` is in force on `date` for some supply. Use it where the goods are not known (a
  /// totals engine without HSN codes); ``allows(_:on:for:)`` where they are.
  public func allows(_ rate: Decimal, on date: CalendarDate) -> Bool {
    period(on: date)?.entries.contains { $0.rate == rate } ?? false
  }

  /// Whether `rate` is in force on `date` for goods or services classified as `code`; without a code,
  /// only the rates for any supply.
  public func allows(_ rate: Decimal, on date: CalendarDate, for code: HSNCode?) -> Bool {
    period(on: date)?.entries.contains { $0.rate == rate && $0.scope.includes(code) } ?? false
  }

  /// Checks `rate` for `code` (`nil` when not known) on `date`.
  /// - Throws: ``GSTRateError/notInForce(_:on:explanation:)`` saying what changed, for which goods
  ///   the rate remains, and what to choose instead.
  public func check(_ rate: Decimal, on date: CalendarDate, for code: HSNCode?) throws(GSTRateError) {
    guard !allows(rate, on: date, for: code) else { return }
    throw .notInForce(rate, on: date, explanation: explanation(for: rate, on: date, code: code))
  }
}
