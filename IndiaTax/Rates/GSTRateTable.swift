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

  /// Why `rate` is not in force on `date` for `code`.
  func explanation(for rate: Decimal, on date: CalendarDate, code: HSNCode?) -> String {
    let percent = "\(rate.plainString)%"
    guard let index = periods.lastIndex(where: { $0.effectiveFrom <= date }) else {
      let first = periods.first.map { " before \(IndiaTaxDate.text($0.effectiveFrom))" } ?? ""
      return "There are no GST rates\(first)."
    }
    let current = periods[index]
    // The latest change up to `date` that took the rate out of general use.
    if let retiredAt = stride(from: index, to: 0, by: -1).first(where: { at in
      periods[at - 1].entries.contains { $0.rate == rate && $0.scope.isGeneral }
        && !periods[at].entries.contains { $0.rate == rate && $0.scope.isGeneral }
    }) {
      let change = periods[retiredAt]
      let gone = current.entries.contains { $0.rate == rate } ? retiredAt : lastRemoval(of: rate, upTo: index)
      let removal = periods[gone]
      var text = "\(percent) was retired on \(IndiaTaxDate.text(removal.effectiveFrom)) (\(removal.source))"
      if gone != retiredAt {
        text += "; other goods had left it on \(IndiaTaxDate.text(change.effectiveFrom)) (\(change.source))"
      }
      if let note = removal.notes.first(where: { $0.rate == rate }), !note.text.isEmpty {
        text += "; \(note.text)"
      }
      if let kept = current.entries.first(where: { $0.rate == rate }), case .goods(let prefixes, let goods) = kept.scope
      {
        let codes = prefixes.joined(separator: ", ")
        let source = kept.source.map { "; \($0)" } ?? ""
        let yours = code.map { " (HSN \($0.code) is not among them)" } ?? " (enter the HSN code to use it)"
        text += "; it remains only for \(goods), HSN \(codes)\(source)\(yours)"
      }
      let alternatives = (change.notes + removal.notes).first { $0.rate == rate }?.alternatives ?? []
      if !alternatives.isEmpty {
        text += ". Choose " + alternatives.map { "\($0.plainString)%" }.joined(separator: " or ")
      }
      return text + "."
    }
    if let later = periods[(index + 1)...].first(where: { $0.entries.contains { $0.rate == rate } }) {
      return "\(percent) applies from \(IndiaTaxDate.text(later.effectiveFrom)) (\(later.source))."
    }
    if let kept = current.entries.first(where: { $0.rate == rate }), case .goods(let prefixes, let goods) = kept.scope {
      return "\(percent) applies only to \(goods), HSN \(prefixes.joined(separator: ", "))."
    }
    let list = generalRates(on: date).map { "\($0.plainString)%" }.joined(separator: ", ")
    return "\(percent) is not a GST rate; the rates on \(IndiaTaxDate.text(date)) are \(list)."
  }

  /// The period at or before `index` that last removed `rate` altogether.
  private func lastRemoval(of rate: Decimal, upTo index: Int) -> Int {
    stride(from: index, to: 0, by: -1).first { at in
      periods[at - 1].entries.contains { $0.rate == rate } && !periods[at].entries.contains { $0.rate == rate }
    } ?? index
  }
}
