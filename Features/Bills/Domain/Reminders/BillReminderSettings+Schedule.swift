import Foundation
import SharedCore

extension BillReminderSettings {
  /// The days an invoice due on `dueDate` is reminded, in order and each once: ``daysBeforeDue`` days
  /// before it, the due date when ``remindsOnDueDate``, then every ``overdueIntervalDays`` days after
  /// it, ``overdueReminderLimit`` times at most.
  public func reminderDays(dueDate: CalendarDate) -> [CalendarDate] {
    var offsets = Set(daysBeforeDue.map { -$0 })
    if remindsOnDueDate { offsets.insert(0) }
    if let interval = overdueIntervalDays, interval > 0, overdueReminderLimit > 0 {
      for count in 1...overdueReminderLimit { offsets.insert(count * interval) }
    }
    return offsets.sorted().map { dueDate.adding(days: $0) }
  }

  /// When the reminder for `day` fires: at ``timeOfDay`` on that day in the business's time zone, or
  /// when the quiet hours end if that time is quiet. A time the zone skips (a daylight-saving gap)
  /// fires as far after the gap as it was into it (02:30 on a day clocks go from 02:00 to 03:00 fires
  /// at 03:30); a time the zone reads twice fires the first time.
  /// - Throws: ``BillReminderSettingsError/unknownTimeZone(_:)``.
  public func occurrence(on day: CalendarDate) throws(BillReminderSettingsError) -> BillReminderOccurrence {
    let zone = try timeZone()
    let (dayOffset, time) = quietHours?.moving(timeOfDay) ?? (0, timeOfDay)
    let fireDay = day.adding(days: dayOffset)
    return BillReminderOccurrence(
      scheduledDay: day, fireDay: fireDay, fireDate: Self.instant(of: fireDay, at: time, in: zone))
  }

  /// Every reminder of an invoice due on `dueDate`, in order.
  /// - Throws: ``BillReminderSettingsError/unknownTimeZone(_:)``.
  public func occurrences(dueDate: CalendarDate) throws(BillReminderSettingsError) -> [BillReminderOccurrence] {
    var occurrences: [BillReminderOccurrence] = []
    for day in reminderDays(dueDate: dueDate) { occurrences.append(try occurrence(on: day)) }
    return occurrences
  }

  /// The instant the wall clocks of `zone` read `time` on `day`, computed from the zone's offsets
  /// alone (never the device's zone or calendar settings).
  static func instant(of day: CalendarDate, at time: BillReminderTimeOfDay, in zone: TimeZone) -> Date {
    let wallClock = TimeInterval(day.dayNumber * 86_400 + time.minutesSinceMidnight * 60)
    // The offset in force at the wall-clock reading taken as UTC, then at the instant it gives: two
    // steps settle on the right offset everywhere but in a gap, where the later offset moves the
    // reading past the gap.
    let first = wallClock - TimeInterval(zone.secondsFromGMT(for: Date(timeIntervalSince1970: wallClock)))
    let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: first))
    let second = wallClock - TimeInterval(offset)
    let settled = zone.secondsFromGMT(for: Date(timeIntervalSince1970: second))
    if settled == offset { return Date(timeIntervalSince1970: second) }
    // In a gap: the reading does not exist, so take it under the offset before the gap (it lands after).
    return Date(timeIntervalSince1970: wallClock - TimeInterval(min(offset, settled)))
  }
}
