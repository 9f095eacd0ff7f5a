import Foundation
import SharedCore

/// A GST rate in percent, from the set the GST e-invoice masters accept.
///
/// Rates are data that change by notification (GST 2.0 added 40 % from 22 September 2025), so the
/// allowed set is a value the business can replace: ``allowed`` is the default.
public struct GSTRate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The rate in percent: `18` for 18 %.
  public let percent: Decimal

  /// The rates accepted by default: 0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28 and 40 %.
  public static let allowed: Set<Decimal> = Set(
    ["0", "0.1", "0.25", "1", "1.5", "3", "5", "6", "7.5", "12", "18", "28", "40"].compactMap {
      try? DecimalParser.parse($0)
    })

  /// Reads a rate such as `"18"` or `"0.25"` (a trailing `%` is allowed).
  /// - Throws: ``GSTRateError`` when it is not a number or not in `allowed`.
  public init(_ text: String, allowed: Set<Decimal> = GSTRate.allowed) throws(GSTRateError) {
    var trimmed = text.trimmingWhitespace()
    if trimmed.hasSuffix("%") { trimmed = String(trimmed.dropLast()).trimmingWhitespace() }
    let percent: Decimal
    do { percent = try DecimalParser.parse(trimmed) } catch { throw .notANumber(text) }
    try self.init(percent: percent, allowed: allowed)
  }

  /// The rate `percent`.
  /// - Throws: ``GSTRateError/notAllowed(_:)`` when it is not in `allowed`.
  public init(percent: Decimal, allowed: Set<Decimal> = GSTRate.allowed) throws(GSTRateError) {
    guard allowed.contains(percent) else { throw .notAllowed(percent.plainString) }
    self.percent = percent
  }

  /// `"18%"`.
  public var description: String { "\(percent.plainString)%" }

  /// Orders by percent.
  public static func < (lhs: GSTRate, rhs: GSTRate) -> Bool { lhs.percent < rhs.percent }

  /// Decodes the percent as a string (`"18"`). Any rate from 0 to 100 is read back, so records
  /// written under an older rate table still load.
  public init(from decoder: any Decoder) throws {
    percent = try decoder.decodeText(expecting: "a GST rate") { text in
      guard let percent = try? DecimalParser.parse(text), percent >= 0, percent <= 100 else { return nil }
      return percent
    }
  }

  /// Encodes the percent as a string.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(percent.plainString)
  }
}
