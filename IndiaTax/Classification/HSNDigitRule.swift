import Foundation
import SharedCore

/// How many digits of the HSN code (or SAC) a tax invoice must show, by the business's aggregate
/// turnover in the preceding financial year and the invoice's date (CGST Rules, rule 46, first
/// proviso).
///
/// - From 1 Jul 2017 (Notification 12/2017–Central Tax): none up to ₹1.5 crore, 2 digits up to
///   ₹5 crore, 4 digits above.
/// - From 1 Apr 2021 (Notification 78/2020–Central Tax): 4 digits up to ₹5 crore, 6 digits above;
///   up to ₹5 crore the code may be left out of invoices to unregistered buyers.
///
/// ```swift
/// let rule = HSNDigitRule.india
/// let day = CalendarDate("2026-06-01")!
/// rule.minimumDigits(aggregateTurnover: 4_00_00_000, on: day)    // 4
/// rule.minimumDigits(aggregateTurnover: 6_00_00_000, on: day)    // 6
/// rule.minimumDigits(aggregateTurnover: 4_00_00_000, on: day, recipientIsRegistered: false)   // nil
/// ```
public struct HSNDigitRule: Sendable, Hashable, Codable {
  /// One turnover band: up to ``upTo`` rupees (the last band has no limit).
  public struct Band: Sendable, Hashable, Codable {
    /// The highest aggregate turnover of the band, in rupees; `nil` for the last band.
    public var upTo: Decimal?
    /// The digits invoices must show; `nil` when the code may be left out.
    public var digits: Int?
    /// Whether invoices to unregistered buyers may leave the code out.
    public var optionalForUnregisteredBuyers: Bool

    /// A band.
    public init(upTo: Decimal?, digits: Int?, optionalForUnregisteredBuyers: Bool = false) {
      self.upTo = upTo
      self.digits = digits
      self.optionalForUnregisteredBuyers = optionalForUnregisteredBuyers
    }
  }

  /// The bands in force from a date until the next period.
  public struct Period: Sendable, Hashable, Codable {
    /// The first day the bands apply.
    public var effectiveFrom: CalendarDate
    /// The bands, lowest turnover first.
    public var bands: [Band]
    /// The notification that set them.
    public var source: String

    /// A period.
    public init(effectiveFrom: CalendarDate, bands: [Band], source: String) {
      self.effectiveFrom = effectiveFrom
      self.bands = bands
      self.source = source
    }
  }

  /// The periods, earliest first.
  public let periods: [Period]

  /// A rule of periods in any order.
  public init(periods: [Period]) {
    self.periods = periods.sorted { $0.effectiveFrom < $1.effectiveFrom }
  }

  /// The digits an invoice dated `date` must show for a business whose aggregate turnover in the
  /// preceding financial year was `aggregateTurnover` rupees, or `nil` when the code may be left out
  /// (before GST, a small business before 1 Apr 2021, or a small business's sale to an unregistered
  /// buyer since).
  public func minimumDigits(aggregateTurnover: Decimal, on date: CalendarDate, recipientIsRegistered: Bool = true)
    -> Int?
  {
    guard let period = periods.last(where: { $0.effectiveFrom <= date }),
      let band = period.bands.first(where: { $0.upTo.map { aggregateTurnover <= $0 } ?? true })
    else { return nil }
    if band.optionalForUnregisteredBuyers && !recipientIsRegistered { return nil }
    return band.digits
  }

  /// The fewest digits any business's invoice to a registered buyer must show on `date` (4 since
  /// 1 Apr 2021), or `nil` when some business may leave the code out.
  public func leastDigits(on date: CalendarDate) -> Int? {
    periods.last { $0.effectiveFrom <= date }?.bands.first?.digits
  }

  /// Whether `code` has the digits an invoice dated `date` must show.
  /// - Throws: ``HSNCodeError/tooFewDigits(_:required:)``.
  public func check(
    _ code: HSNCode, aggregateTurnover: Decimal, on date: CalendarDate, recipientIsRegistered: Bool = true
  ) throws(HSNCodeError) {
    let required = minimumDigits(
      aggregateTurnover: aggregateTurnover, on: date, recipientIsRegistered: recipientIsRegistered)
    if let required, code.digits < required { throw .tooFewDigits(code.code, required: required) }
  }

  /// India's rule: Notification 12/2017–Central Tax from 1 Jul 2017, as Notification 78/2020–Central
  /// Tax replaced its table from 1 Apr 2021.
  public static let india = HSNDigitRule(periods: [
    Period(
      effectiveFrom: IndiaTaxDate.gstLaunch,
      bands: [
        Band(upTo: crores(15, tenths: true), digits: nil), Band(upTo: crores(5), digits: 2), Band(upTo: nil, digits: 4),
      ], source: "Notification 12/2017–Central Tax"),
    Period(
      effectiveFrom: IndiaTaxDate.day(2021, 4, 1),
      bands: [
        Band(upTo: crores(5), digits: 4, optionalForUnregisteredBuyers: true), Band(upTo: nil, digits: 6),
      ], source: "Notification 78/2020–Central Tax"),
  ])

  /// `count` crore rupees (tenths of a crore when `tenths`).
  private static func crores(_ count: Int, tenths: Bool = false) -> Decimal {
    Decimal(count) * (tenths ? 1_000_000 : 10_000_000)
  }
}
