import Foundation
import SharedCore

/// One reminder of an invoice's schedule: the day it is for, and when it fires once moved out of the
/// quiet hours.
public struct BillReminderOccurrence: Sendable, Hashable {
  /// The day the schedule sets (the due date plus or minus the schedule's days).
  public var scheduledDay: CalendarDate
  /// The day it fires in the business's time zone: the scheduled day, or the next when quiet hours
  /// running past midnight moved it.
  public var fireDay: CalendarDate
  /// The instant it fires: the same whatever time zone the device is in.
  public var fireDate: Date

  /// An occurrence.
  public init(scheduledDay: CalendarDate, fireDay: CalendarDate, fireDate: Date) {
    self.scheduledDay = scheduledDay
    self.fireDay = fireDay
    self.fireDate = fireDate
  }
}
