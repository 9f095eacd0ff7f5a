import Foundation

/// The cancellation of an earlier fact (a payment) on a later date: the earlier fact still happened on
/// its own date, and its effect is undone from this one.
public struct ReportingReversal: Sendable, Hashable, Codable, Identifiable {
  /// The reversal's id.
  public var id: String
  /// The id of the fact it cancels.
  public var reverses: String
  /// When it was cancelled.
  public var date: CalendarDate

  /// A reversal.
  public init(id: String, reverses: String, date: CalendarDate) {
    self.id = id
    self.reverses = reverses
    self.date = date
  }
}
