/// Where a feature that issues documents reads the open company's document settings.
///
/// SettingsFeature's module registers the live one in the company scope; tests and previews use
/// ``FixedCompanyDocumentSettings``.
public protocol CompanyDocumentSettingsSource: Sendable {
  /// The settings as they are now (every device's saved changes that have synced).
  func documentSettings() async throws -> CompanyDocumentSettings
}
