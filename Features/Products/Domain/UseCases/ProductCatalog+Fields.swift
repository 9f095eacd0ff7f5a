import SharedCore

extension ProductCatalog {
  /// The custom fields the business's products carry: the open company's (``productFields``) when
  /// the app keeps them in its settings, else ``ProductsConfiguration/customFields``.
  public func customFields() async throws -> [ProductCustomField] {
    guard let productFields else { return configuration.customFields }
    return try await productFields.productFields().map(ProductCustomField.init)
  }

  /// The custom fields CSV files carry: the company's that show in CSV, or every configured one.
  func csvCustomFields() async throws -> [ProductCustomField] {
    guard let productFields else { return configuration.customFields }
    return try await productFields.productFields().filter(\.showsInCSV).map(ProductCustomField.init)
  }

  /// The custom fields the product form asks for: the company's shown in forms, or every configured one.
  public func formCustomFields() async throws -> [ProductCustomField] {
    guard let productFields else { return configuration.customFields }
    return try await productFields.productFields().filter(\.showsInForm).map(ProductCustomField.init)
  }

  /// The validator for today, over the business's current custom fields.
  func validator() async throws -> ProductValidator {
    guard productFields != nil else { return configuration.validator(on: today) }
    var current = configuration
    current.customFields = try await customFields()
    return current.validator(on: today)
  }
}
