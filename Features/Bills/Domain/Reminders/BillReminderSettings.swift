import Foundation

/// A business's payment-reminder settings: which days an open invoice's party is reminded (before the
/// due date, on it, then every so many days while it stays unpaid), the time of day in the business's
/// time zone, the quiet hours, and the language and channel of parties with no preference of their own.
///
/// The settings are one record of the business's offline-first sync: each property is a field of its
/// own, so two devices changing different settings offline both keep their change.
///
/// ```swift
/// var settings = BillReminderSettings.standard        // 3 days before, on the day, weekly after, 10:00 IST
/// settings.daysBeforeDue = [7, 1]
/// settings.quietHours = BillReminderQuietHours(start: .init(hour: 21)!, end: .init(hour: 9)!)
/// try await reminders.save(settings)
/// ```
public struct BillReminderSettings: Sendable, Hashable, Codable {
  /// Whether reminders are made at all.
  public var isEnabled: Bool
  /// How many days before the due date a reminder goes out, one reminder per entry (`[3]`).
  public var daysBeforeDue: [Int]
  /// Whether a reminder goes out on the due date.
  public var remindsOnDueDate: Bool
  /// Every how many days an overdue invoice's party is reminded again; `nil` for no overdue reminders.
  public var overdueIntervalDays: Int?
  /// At most how many overdue reminders an invoice gets.
  public var overdueReminderLimit: Int
  /// The time of day reminders fire, in ``timeZoneIdentifier``'s zone.
  public var timeOfDay: BillReminderTimeOfDay
  /// When no reminder fires; a reminder falling in them fires when they end.
  public var quietHours: BillReminderQuietHours?
  /// The business's time zone, which decides the days and the time of day (`Asia/Kolkata`).
  public var timeZoneIdentifier: String
  /// The language of parties with no preference.
  public var language: BillReminderLanguage
  /// The channel of parties with no preference.
  public var channel: BillReminderChannel

  /// Settings; the defaults are ``standard``'s.
  public init(
    isEnabled: Bool = true, daysBeforeDue: [Int] = [3], remindsOnDueDate: Bool = true, overdueIntervalDays: Int? = 7,
    overdueReminderLimit: Int = 4, timeOfDay: BillReminderTimeOfDay = Self.tenInTheMorning,
    quietHours: BillReminderQuietHours? = nil, timeZoneIdentifier: String = "Asia/Kolkata",
    language: BillReminderLanguage = .english, channel: BillReminderChannel = .whatsApp
  ) {
    self.isEnabled = isEnabled
    self.daysBeforeDue = daysBeforeDue
    self.remindsOnDueDate = remindsOnDueDate
    self.overdueIntervalDays = overdueIntervalDays
    self.overdueReminderLimit = overdueReminderLimit
    self.timeOfDay = timeOfDay
    self.quietHours = quietHours
    self.timeZoneIdentifier = timeZoneIdentifier
    self.language = language
    self.channel = channel
  }

  /// 3 days before the due date, on it, then every 7 days up to 4 times, at 10:00 Indian Standard Time,
  /// in English over WhatsApp: what a business has until it changes them.
  public static let standard = BillReminderSettings()

  /// 10:00.
  public static let tenInTheMorning = BillReminderTimeOfDay(hour: 10) ?? BillReminderTimeOfDay.midnight

  /// The business's time zone.
  /// - Throws: ``BillReminderSettingsError/unknownTimeZone(_:)``.
  public func timeZone() throws(BillReminderSettingsError) -> TimeZone {
    guard let zone = TimeZone(identifier: timeZoneIdentifier) else { throw .unknownTimeZone(timeZoneIdentifier) }
    return zone
  }

  /// Checks every setting.
  /// - Throws: ``BillReminderSettingsError`` naming the first setting out of range.
  public func validate() throws(BillReminderSettingsError) {
    for days in daysBeforeDue where !(1...365).contains(days) { throw .daysBeforeDueOutOfRange(days) }
    if let overdueIntervalDays, !(1...365).contains(overdueIntervalDays) {
      throw .overdueIntervalOutOfRange(overdueIntervalDays)
    }
    guard (0...100).contains(overdueReminderLimit) else { throw .overdueLimitOutOfRange(overdueReminderLimit) }
    if let quietHours, quietHours.start == quietHours.end { throw .emptyQuietHours(quietHours.start) }
    _ = try timeZone()
  }
}
