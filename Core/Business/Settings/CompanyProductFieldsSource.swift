/// Where the products feature reads the fields the open company adds to its products.
///
/// SettingsFeature's module registers the live one in the company scope; tests and apps that keep
/// their fields in code use ``FixedCompanyProductFields``.
public protocol CompanyProductFieldsSource: Sendable {
  /// The company's product fields as they are now, in the order forms and CSV files show them.
  func productFields() async throws -> [CompanyProductField]
}

/// A ``CompanyProductFieldsSource`` that always answers the same fields.
public struct FixedCompanyProductFields: CompanyProductFieldsSource {
  /// The fields it answers.
  public var fields: [CompanyProductField]

  /// A source answering `fields`.
  public init(_ fields: [CompanyProductField]) {
    self.fields = fields
  }

  /// ``fields``.
  public func productFields() async throws -> [CompanyProductField] { fields }
}
