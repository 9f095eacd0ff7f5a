import Foundation
import IndiaTax
import SharedCore

/// The dated rules the returns follow: the GST rates in force, the HSN digits Table 12 of GSTR-1
/// asks for, the invoice value above which an inter-state sale to an unregistered buyer is reported
/// invoice by invoice (B2CL), and the first period whose HSN summary is split into B2B and B2C.
///
/// ``india`` is India's rules as notified; build your own to follow a change before this library
/// does.
public struct GSTReturnRules: Sendable, Hashable {
  /// One B2CL threshold and the first invoice date it applies to.
  public struct Threshold: Sendable, Hashable {
    /// The first invoice date the threshold applies to.
    public var effectiveFrom: CalendarDate
    /// An inter-state invoice to an unregistered buyer above this value is a B2CL invoice.
    public var invoiceValue: Money
    /// The notification that set it.
    public var source: String

    /// A threshold.
    public init(effectiveFrom: CalendarDate, invoiceValue: Money, source: String) {
      self.effectiveFrom = effectiveFrom
      self.invoiceValue = invoiceValue
      self.source = source
    }
  }

  /// The GST rates in force by date.
  public var rates: GSTRateTable
  /// The HSN digits by aggregate turnover and date.
  public var hsnDigits: HSNDigitRule
  /// The B2CL thresholds, in any order.
  public var b2clThresholds: [Threshold] {
    didSet { b2clThresholds.sort { $0.effectiveFrom < $1.effectiveFrom } }
  }
  /// From this day on, the HSN summary is reported in two tables, one for supplies to registered
  /// recipients (`hsn_b2b`) and one for the rest (`hsn_b2c`): in the return of every period that ends
  /// on or after it (so the April–June 2025 quarter of a quarterly filer as well as May 2025).
  public var hsnSplitFrom: CalendarDate

  /// Rules of your own.
  public init(rates: GSTRateTable, hsnDigits: HSNDigitRule, b2clThresholds: [Threshold], hsnSplitFrom: CalendarDate) {
    self.rates = rates
    self.hsnDigits = hsnDigits
    self.b2clThresholds = b2clThresholds.sorted { $0.effectiveFrom < $1.effectiveFrom }
    self.hsnSplitFrom = hsnSplitFrom
  }

  /// India's rules:
  ///
  /// - Rates: `GSTRateTable.india` (GST 2.0 from 22 Sep 2025).
  /// - HSN digits: `HSNDigitRule.india` (Notification 78/2020–Central Tax from 1 Apr 2021: 4 digits up
  ///   to ₹5 crore of aggregate turnover, 6 above).
  /// - B2CL: invoice value above ₹2,50,000 from 1 Jul 2017 (rule 59 and Form GSTR-1 Table 5); above
  ///   ₹1,00,000 for invoices dated from 1 Aug 2024 (Notification 12/2024–Central Tax).
  /// - HSN summary split into B2B and B2C from the May 2025 period (GSTN advisory on Phase-III of
  ///   Table 12).
  public static let india = GSTReturnRules(
    rates: .india, hsnDigits: .india,
    b2clThresholds: [
      Threshold(
        effectiveFrom: day(2017, 7, 1), invoiceValue: Money(minorUnits: 2_50_000_00, currency: .inr),
        source: "CGST Rules, Form GSTR-1 Table 5"),
      Threshold(
        effectiveFrom: day(2024, 8, 1), invoiceValue: Money(minorUnits: 1_00_000_00, currency: .inr),
        source: "Notification 12/2024–Central Tax"),
    ],
    hsnSplitFrom: day(2025, 5, 1))

  /// The B2CL threshold for an invoice dated `date`, in paise (`nil` before the first).
  func b2clThresholdPaise(on date: CalendarDate) -> Int64? {
    b2clThresholds.last { $0.effectiveFrom <= date }?.invoiceValue.minorUnits
  }

  private static func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate {
    CalendarDate(year: year, month: month, day: day) ?? CalendarDate(dayNumber: 0)
  }
}
