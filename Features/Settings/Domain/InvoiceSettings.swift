import SharedCore

/// How the company's documents are numbered and printed.
public struct InvoiceSettings: CompanySettingsValue {
  /// A column of the printed line table: SharedCore's `DocumentLineColumn`.
  public typealias Column = DocumentLineColumn

  /// The section's name.
  public static let section = "invoicing"
  /// No series of its own (each document type keeps the billing feature's numbering); the standard
  /// columns; the copy markers' standard words; English.
  public static let defaults = InvoiceSettings()

  /// The numbering of each document type, by the type's name (`salesInvoice`, `creditNote`, …): a
  /// type without one keeps the billing feature's own (`INV/25-26/00001`). Changing a template
  /// mid-year keeps the running number: only how it is written changes.
  public var numberSeries: [String: DocumentNumberTemplate] = [:]
  /// The columns the line table prints, in order (`DocumentLineColumn.standard` by default).
  public var lineColumns: [Column] = Column.standard
  /// The company's own words for the copy markers GST rule 48 asks for
  /// (`[.originalForRecipient: "Buyer's copy"]`); a copy without one prints the standard words in the
  /// documents' language.
  public var copyMarkers: [DocumentCopy: String] = [:]
  /// The language documents print in: `en` or `hi`.
  public var language = "en"
  /// The product custom fields (`CompanyProductField.id`) printed as line-table columns, after the
  /// description, in order; a field no longer among the product fields is not printed.
  public var printedProductFields: [String] = []

  /// The defaults.
  public init() {}

  /// Checks each series, the columns, the copy labels, the printed product fields and the language.
  public func validate() throws(CompanySettingsError) {
    var problems: [CompanySettingsError.Problem] = []
    for (kind, series) in numberSeries.sorted(by: { $0.key < $1.key }) {
      for problem in series.problems() {
        let field = problem.part.isEmpty ? "numberSeries.\(kind)" : "numberSeries.\(kind).\(problem.part)"
        problems.append(.init(field: field, message: problem.message))
      }
    }
    if !lineColumns.contains(.description) {
      problems.append(.init(field: "lineColumns", message: "must include the description"))
    }
    if Set(lineColumns).count != lineColumns.count {
      problems.append(.init(field: "lineColumns", message: "lists a column twice"))
    }
    for copy in DocumentCopy.allCases where copyMarkers[copy]?.trimmingWhitespace().isEmpty == true {
      problems.append(.init(field: "copyMarkers.\(copy.rawValue)", message: "is empty"))
    }
    if Set(printedProductFields).count != printedProductFields.count {
      problems.append(.init(field: "printedProductFields", message: "lists a field twice"))
    }
    if !["en", "hi"].contains(language) { problems.append(.init(field: "language", message: "must be en or hi")) }
    if !problems.isEmpty { throw .invalid(section: Self.section, problems: problems) }
  }
}
