/// What the create/edit product form sends its ``ProductFormViewModel``.
public enum ProductFormEvent: Sendable, Hashable {
  /// Load the custom fields the form asks for (``ProductFormState/customFields``).
  case loadFields
  /// A field changed.
  case edit(ProductDraft.Field, String)
  /// A custom field changed, by key.
  case editCustom(key: String, value: String)
  /// Save the form.
  case submit
  /// Save even though another product has the same name.
  case confirmSameName
}
