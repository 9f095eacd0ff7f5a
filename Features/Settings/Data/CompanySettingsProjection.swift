import SharedCore

/// Follows the company's settings so that the sync store announces their changes
/// (`SyncStore.committedChanges()`), saved here or downloaded: ``CompanySettings/updates(_:)`` then
/// reads the section again. It keeps no tables: the settings are a handful of records read as they are.
public struct CompanySettingsProjection: SyncProjection {
  /// `"settings.company"`.
  public let name = "settings.company"
  /// The version of its (empty) tables.
  public let version = 1
  /// The settings' record type.
  public let recordTypes = [CompanySettingsSyncTypes.settings.name]

  /// The projection.
  public init() {}

  /// Nothing to create.
  public func rebuildSchema(in db: any SQLiteQuerying) throws {}

  /// Nothing to keep.
  public func apply(_ changes: [SyncRecordChange], in db: any SQLiteQuerying) throws {}
}
