import SharedCore

/// Follows the reminder settings and party preferences so that the sync store announces their changes
/// (`SyncStore.committedChanges()`), local or downloaded: ``BillReminderReconciler`` then brings the
/// scheduled reminders in line with settings edited on another device. It keeps no tables.
public struct BillRemindersProjection: SyncProjection {
  /// `"bills.reminders"`.
  public let name = "bills.reminders"
  /// The version of its (empty) tables.
  public let version = 1
  /// Reminder settings and party preferences.
  public let recordTypes = [BillsSyncTypes.reminderSettings.name, BillsSyncTypes.reminderParties.name]

  /// The projection.
  public init() {}

  /// Nothing to create.
  public func rebuildSchema(in db: any SQLiteQuerying) throws {}

  /// Nothing to keep: the records are read as they are.
  public func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {}
}
