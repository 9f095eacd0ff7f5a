import SettingsFeature
import SharedCore
import SharedPlatform

extension CompanySettings {
  /// Settings over a fresh in-memory store (with `CompanySettingsProjection`, so
  /// `CompanySettings.updates(_:)` follows saves): for a test that needs no sync.
  public static func inMemory() throws -> CompanySettings {
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory), schema: SyncSchema(CompanySettingsSyncTypes.all),
      projections: [CompanySettingsProjection()])
    return CompanySettings(store: store)
  }
}
