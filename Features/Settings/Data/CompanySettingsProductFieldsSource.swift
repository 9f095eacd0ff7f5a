import SharedCore

/// The live `CompanyProductFieldsSource`: the fields of the open company's ``ProductFieldSettings``,
/// read fresh at each call, so a field added on another device shows once it has synced.
public struct CompanySettingsProductFieldsSource: CompanyProductFieldsSource {
  private let settings: CompanySettings

  /// A source over `settings`.
  public init(settings: CompanySettings) {
    self.settings = settings
  }

  /// The company's product fields.
  /// - Throws: ``CompanySettingsError`` when the stored section cannot be read.
  public func productFields() async throws -> [CompanyProductField] {
    try await settings.value(ProductFieldSettings.self).fields
  }
}
