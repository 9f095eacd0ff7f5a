import SharedCore

/// The record type the company's settings sync as.
public enum CompanySettingsSyncTypes {
  /// One record per section (`fields.section`), merged setting by setting: when two devices change
  /// one section, every setting only one of them changed keeps that change, and a setting both
  /// changed takes this device's value.
  public static let settings = SyncRecordType(
    "company-settings", path: ["v1", "sync", "company-settings"], conflictPolicy: .merge { $0.fieldwise })

  /// Every type the settings sync.
  public static let all = [settings]
}
