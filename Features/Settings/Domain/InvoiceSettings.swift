import SharedCore

/// How the company's documents are numbered and printed.
public struct InvoiceSettings: CompanySettingsValue {
  /// A column of the printed line table.
  public enum Column: String, Codable, Sendable, Hashable, CaseIterable {
    case serialNumber, description, hsnOrSAC, quantity, unit, rate, discount, taxableValue, taxRate, tax, total
  }

  /// The section's name.
  public static let section = "invoicing"
  /// No series of its own (each document type keeps the billing feature's numbering); every column;
  /// the three copy labels GST Rule 48 names; English.
  public static let defaults = InvoiceSettings()

  /// The numbering of each document type, by the type's name (`salesInvoice`, `creditNote`, …): a
  /// type without one keeps the billing feature's own (`INV/25-26/00001`). Changing a template
  /// mid-year keeps the running number: only how it is written changes.
  public var numberSeries: [String: DocumentNumberTemplate] = [:]
  /// The columns the line table prints, in order.
  public var columns: [Column] = Column.allCases
  /// The labels of the copies printed (`Original for recipient`…).
  public var copyLabels = ["Original for recipient", "Duplicate for transporter", "Triplicate for supplier"]
  /// The language documents print in: `en` or `hi`.
  public var language = "en"
  /// The product custom fields (`CompanyProductField.id`) printed as line-table columns.
  public var printedProductFields: [String] = []

  /// The defaults.
  public init() {}

  /// Checks each series, the columns, the copy labels and the language.
  public func validate() throws(CompanySettingsError) {
    var problems: [CompanySettingsError.Problem] = []
    for (kind, series) in numberSeries.sorted(by: { $0.key < $1.key }) {
      for problem in series.problems() {
        let field = problem.part.isEmpty ? "numberSeries.\(kind)" : "numberSeries.\(kind).\(problem.part)"
        problems.append(.init(field: field, message: problem.message))
      }
    }
    if columns.isEmpty || !columns.contains(.description) {
      problems.append(.init(field: "columns", message: "must include the description"))
    }
    if Set(columns).count != columns.count { problems.append(.init(field: "columns", message: "lists a column twice")) }
    if copyLabels.isEmpty || copyLabels.contains(where: \.isEmpty) {
      problems.append(.init(field: "copyLabels", message: "needs at least one non-empty label"))
    }
    if !["en", "hi"].contains(language) { problems.append(.init(field: "language", message: "must be en or hi")) }
    if !problems.isEmpty { throw .invalid(section: Self.section, problems: problems) }
  }
}
