/// A ``CompanyDocumentSettingsSource`` that always answers the same settings: for tests, previews and
/// apps that keep one business's settings in code.
public struct FixedCompanyDocumentSettings: CompanyDocumentSettingsSource {
  /// The settings it answers.
  public var settings: CompanyDocumentSettings

  /// A source answering `settings`.
  public init(_ settings: CompanyDocumentSettings) {
    self.settings = settings
  }

  /// ``settings``.
  public func documentSettings() async throws -> CompanyDocumentSettings { settings }
}
