import Foundation

/// An instant as the App Store writes it: whole milliseconds since 1970 (UTC), kept as an integer
/// so no date is rounded through floating point.
public struct PlansInstant: Sendable, Hashable, Comparable, Codable {
  /// Milliseconds since 1970-01-01T00:00:00Z.
  public var millisecondsSince1970: Int64

  /// Creates an instant.
  public init(millisecondsSince1970: Int64) {
    self.millisecondsSince1970 = millisecondsSince1970
  }

  /// `date` rounded down to the millisecond; `nil` outside 64-bit milliseconds.
  public init?(_ date: Date) {
    guard let milliseconds = Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded(.down)) else { return nil }
    millisecondsSince1970 = milliseconds
  }

  /// The instant as a `Date`.
  public var date: Date { Date(timeIntervalSince1970: TimeInterval(millisecondsSince1970) / 1000) }

  /// The instant `milliseconds` later (saturating).
  public func adding(milliseconds: Int64) -> PlansInstant {
    let (sum, overflow) = millisecondsSince1970.addingReportingOverflow(milliseconds)
    return PlansInstant(millisecondsSince1970: overflow ? (milliseconds > 0 ? .max : .min) : sum)
  }

  /// Orders instants in time.
  public static func < (lhs: PlansInstant, rhs: PlansInstant) -> Bool {
    lhs.millisecondsSince1970 < rhs.millisecondsSince1970
  }

  /// Decodes a JSON integer of milliseconds.
  public init(from decoder: any Decoder) throws {
    millisecondsSince1970 = try decoder.singleValueContainer().decode(Int64.self)
  }

  /// Encodes a JSON integer of milliseconds.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(millisecondsSince1970)
  }
}
