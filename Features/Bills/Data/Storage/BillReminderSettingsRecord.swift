import SharedCore

/// The ``BillReminderSettings`` as the `bill-reminder-settings` record type stores them: one field
/// per setting, so a conflict merges field by field.
struct BillReminderSettingsRecord: SyncableRecord, Hashable {
  static var syncType: SyncRecordType { BillsSyncTypes.reminderSettings }

  var settings: BillReminderSettings

  init(_ settings: BillReminderSettings) {
    self.settings = settings
  }

  init(from decoder: any Decoder) throws {
    settings = try BillReminderSettings(from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try settings.encode(to: encoder)
  }
}
