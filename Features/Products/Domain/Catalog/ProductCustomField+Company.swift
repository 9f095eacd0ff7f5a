import SharedCore

extension ProductCustomField {
  /// The field a company's settings define: stored under its id, labelled and typed as it says (a
  /// list of choices is a ``Kind/choice(_:)``).
  public init(_ field: CompanyProductField) {
    let kind: Kind =
      switch field.kind {
      case .text: .text
      case .number: .number
      case .date: .date
      case .list(let choices): .choice(choices)
      }
    self.init(key: field.id, label: field.label, kind: kind)
  }
}
