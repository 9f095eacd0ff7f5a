import SharedCore

/// What the product form shows.
public struct ProductFormState: Sendable, Equatable {
  /// The product being edited, or `nil` for a new one.
  public var productId: String?
  /// The text of each field.
  public var draft: ProductDraft
  /// The custom fields the form asks for, in order: the company's shown in forms when its settings
  /// define them, else the configured ones (loaded by ``ProductFormEvent/loadFields``).
  public var customFields: ResourceState<[ProductCustomField], AppError> = .idle
  /// A message per field at fault, by field name (custom fields as `custom.<key>`).
  public var errors: [String: String] = [:]
  /// Products that share the new product's name, waiting for the user to confirm.
  public var sameName: [ProductDuplicateFinder.Match] = []
  /// A warning per field whose saved text cannot be printed on invoices, by field name.
  public var warnings: [String: String] = [:]
  /// The save.
  public var submission: ResourceState<ProductListItem, AppError> = .idle

  /// A form for `draft`.
  public init(productId: String? = nil, draft: ProductDraft = ProductDraft()) {
    self.productId = productId
    self.draft = draft
  }
}
