import Foundation
import SharedCore

/// A GST rate in percent: the whole rate (`18`), which a supply within a state splits into CGST and
/// SGST at half each.
///
/// A value is any rate from 0 to 100; whether it is in force for a supply on a date is the rate
/// table's question (``GSTRateTable/check(_:on:for:)``), so records written under an earlier table
/// keep their rate.
///
/// ```swift
/// let rate = try GSTRate("18%")        // 18
/// try GSTRateTable.india.check(rate.percent, on: CalendarDate("2026-06-01")!, for: nil)
/// ```
public struct GSTRate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The rate in percent: `18` for 18 %.
  public let percent: Decimal

  /// Reads a rate such as `"18"` or `"0.25"` (a trailing `%` is allowed).
  /// - Throws: ``GSTRateError/notANumber(_:)`` or ``GSTRateError/outOfRange(_:)``.
  public init(_ text: String) throws(GSTRateError) {
    var trimmed = text.trimmingWhitespace()
    if trimmed.hasSuffix("%") { trimmed = String(trimmed.dropLast()).trimmingWhitespace() }
    let percent: Decimal
    do { percent = try DecimalParser.parse(trimmed) } catch { throw .notANumber(text) }
    try self.init(percent: percent)
  }

  /// The rate `percent`.
  /// - Throws: ``GSTRateError/outOfRange(_:)`` when it is not a number from 0 to 100.
  public init(percent: Decimal) throws(GSTRateError) {
    guard !percent.isNaN, percent >= 0, percent <= 100 else { throw .outOfRange(percent) }
    self.percent = percent
  }

  /// `"18%"`.
  public var description: String { "\(percent.plainString)%" }

  /// Orders by percent.
  public static func < (lhs: GSTRate, rhs: GSTRate) -> Bool { lhs.percent < rhs.percent }

  /// Decodes the percent as a string (`"18"`): any rate from 0 to 100.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try GSTRate($0) }
  }

  /// Encodes the percent as a string.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(percent.plainString)
  }
}
