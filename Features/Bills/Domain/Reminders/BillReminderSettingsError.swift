/// Why ``BillReminderSettings`` cannot be used, naming the setting at fault.
public enum BillReminderSettingsError: Error, Sendable, Hashable {
  /// A reminder before the due date is set this many days before it: allowed are 1–365.
  case daysBeforeDueOutOfRange(Int)
  /// Overdue reminders repeat every this many days: allowed are 1–365.
  case overdueIntervalOutOfRange(Int)
  /// At most this many overdue reminders: allowed are 0–100.
  case overdueLimitOutOfRange(Int)
  /// The quiet hours start and end at the same time.
  case emptyQuietHours(BillReminderTimeOfDay)
  /// No time zone has this identifier.
  case unknownTimeZone(String)
}
