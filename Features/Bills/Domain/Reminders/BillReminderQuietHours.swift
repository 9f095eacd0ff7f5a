/// The hours of the day when no reminder fires, from ``start`` (included) to ``end`` (excluded),
/// crossing midnight when ``end`` is earlier than ``start`` (`21:00`–`08:00`).
public struct BillReminderQuietHours: Sendable, Hashable, Codable {
  /// When the quiet hours begin.
  public var start: BillReminderTimeOfDay
  /// When they end: the first minute a reminder may fire again.
  public var end: BillReminderTimeOfDay

  /// Quiet hours from `start` to `end`; equal times make no quiet hours.
  public init(start: BillReminderTimeOfDay, end: BillReminderTimeOfDay) {
    self.start = start
    self.end = end
  }

  /// Whether `time` falls in the quiet hours.
  public func contains(_ time: BillReminderTimeOfDay) -> Bool {
    if start <= end { return start <= time && time < end }
    return time >= start || time < end
  }

  /// Where a reminder set for `time` fires: `time` on the same day when it is not quiet, else when the
  /// quiet hours end, on the same day (`dayOffset` 0) or, when they end after midnight, the next (1).
  public func moving(_ time: BillReminderTimeOfDay) -> (dayOffset: Int, time: BillReminderTimeOfDay) {
    guard contains(time) else { return (0, time) }
    return (start > end && time >= start ? 1 : 0, end)
  }
}
