import Foundation
import SharedCore

/// When the GST compensation cess is levied, by date: a component of its own beside the GST rate,
/// ad valorem, specific (per unit of quantity) or both, on the goods the cess notifications name.
///
/// - From 1 Jul 2017 (GST (Compensation to States) Act, 2017; Notification 1/2017–Compensation Cess
///   (Rate)): on the notified goods, at their rates (pan masala, tobacco products, aerated waters,
///   coal, motor vehicles…).
/// - From 22 Sep 2025 (Notification 2/2025–Compensation Cess (Rate)): nil on aerated and caffeinated
///   beverages and motor vehicles; still levied on pan masala and tobacco products.
/// - From 1 Feb 2026: no longer levied. Tobacco products bear central excise duty and pan masala the
///   Health Security se National Security Cess instead, neither of which is charged on the GST invoice.
///
/// A document keeps the cess of its own date:
///
/// ```swift
/// let cess = CompensationCessTable.india
/// cess.isLevied(on: CalendarDate("2026-01-31")!)   // true
/// cess.isLevied(on: CalendarDate("2026-02-01")!)   // false
/// ```
public struct CompensationCessTable: Sendable, Hashable, Codable {
  /// Whether the cess is levied from a date until the next period starts.
  public struct Period: Sendable, Hashable, Codable {
    /// The first day.
    public var effectiveFrom: CalendarDate
    /// Whether the cess is levied (on the goods the notifications name, at their rates).
    public var isLevied: Bool
    /// What changed, for messages.
    public var source: String

    /// A period.
    public init(effectiveFrom: CalendarDate, isLevied: Bool, source: String) {
      self.effectiveFrom = effectiveFrom
      self.isLevied = isLevied
      self.source = source
    }
  }

  /// The periods, earliest first.
  public let periods: [Period]

  /// A table of periods in any order.
  public init(periods: [Period]) {
    self.periods = periods.sorted { $0.effectiveFrom < $1.effectiveFrom }
  }

  /// Whether a line dated `date` may carry the cess.
  public func isLevied(on date: CalendarDate) -> Bool {
    periods.last { $0.effectiveFrom <= date }?.isLevied ?? false
  }

  /// Why a line dated `date` may not carry the cess, or `nil` when it may.
  public func refusal(on date: CalendarDate) -> String? {
    guard !isLevied(on: date) else { return nil }
    guard let period = periods.last(where: { $0.effectiveFrom <= date }) else {
      let first = periods.first.map { " before \(IndiaTaxDate.text($0.effectiveFrom))" } ?? ""
      return "There was no GST compensation cess\(first)."
    }
    return "The GST compensation cess ended on \(IndiaTaxDate.text(period.effectiveFrom)) (\(period.source))."
  }

  /// India's compensation cess: levied from 1 Jul 2017, ended on 1 Feb 2026.
  public static let india = CompensationCessTable(periods: [
    Period(
      effectiveFrom: IndiaTaxDate.gstLaunch, isLevied: true,
      source: "GST (Compensation to States) Act, 2017; Notification 1/2017–Compensation Cess (Rate)"),
    Period(
      effectiveFrom: IndiaTaxDate.day(2025, 9, 22), isLevied: true,
      source: "Notification 2/2025–Compensation Cess (Rate): nil on beverages and motor vehicles"),
    Period(
      effectiveFrom: IndiaTaxDate.day(2026, 2, 1), isLevied: false,
      source: "replaced by central excise duty on tobacco and the Health Security se National Security Cess on "
        + "pan masala"),
  ])
}
