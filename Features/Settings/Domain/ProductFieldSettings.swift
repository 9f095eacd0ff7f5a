import SharedCore

/// The custom fields the company's products carry.
public struct ProductFieldSettings: CompanySettingsValue {
  /// The section's name.
  public static let section = "product-fields"
  /// No custom fields.
  public static let defaults = ProductFieldSettings()

  /// The fields, in the order forms and CSV files show them.
  public var fields: [CompanyProductField] = []

  /// No custom fields.
  public init() {}

  /// Fields `fields`.
  public init(fields: [CompanyProductField]) {
    self.fields = fields
  }

  /// Checks identifiers (unique, lowercase letters, digits and `_`), labels and list choices.
  public func validate() throws(CompanySettingsError) {
    var problems: [CompanySettingsError.Problem] = []
    var seen: Set<String> = []
    for (index, field) in fields.enumerated() {
      let path = "fields[\(index)]"
      if field.id.isEmpty || !field.id.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }) {
        problems.append(.init(field: "\(path).id", message: "must be lowercase letters, digits and '_'"))
      } else if !seen.insert(field.id).inserted {
        problems.append(.init(field: "\(path).id", message: "\(field.id) is used by another field"))
      }
      if field.label.isEmpty { problems.append(.init(field: "\(path).label", message: "is required")) }
      if case .list(let choices) = field.kind, choices.isEmpty || Set(choices).count != choices.count {
        problems.append(.init(field: "\(path).kind", message: "needs distinct choices"))
      }
    }
    if !problems.isEmpty { throw .invalid(section: Self.section, problems: problems) }
  }
}
