/// The business's payment-reminder settings and its parties' preferences, kept on the offline-first
/// sync: every save applies locally at once and reaches the business's other devices with the next sync.
///
/// ```swift
/// let reminders = try session.resolve((any BillRemindersRepository).self)
/// var settings = try await reminders.settings()
/// settings.timeOfDay = BillReminderTimeOfDay(hour: 11)!
/// try await reminders.save(settings)
/// try await reminders.save(BillReminderPartyPreference(partyID: asha, language: .hindi))
/// ```
public protocol BillRemindersRepository: Sendable {
  /// The settings; ``BillReminderSettings/standard`` until some are saved.
  func settings() async throws -> BillReminderSettings

  /// Saves the settings.
  /// - Throws: ``BillReminderSettingsError`` for a setting out of range.
  func save(_ settings: BillReminderSettings) async throws

  /// Every party's preference, by party id.
  func preferences() async throws -> [String: BillReminderPartyPreference]

  /// Saves a party's preference, replacing the one it had.
  func save(_ preference: BillReminderPartyPreference) async throws
}
