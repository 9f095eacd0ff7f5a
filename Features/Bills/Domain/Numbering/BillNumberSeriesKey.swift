/// What identifies a number series: the document kind, the financial year and a name, for businesses
/// that keep several series (per branch or counter) as GST Rule 46 allows.
public struct BillNumberSeriesKey: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The kind of document numbered.
  public var kind: BillDocumentKind
  /// The financial year; numbers are unique within it.
  public var financialYear: BillFinancialYear
  /// The series' name, `"default"` unless the business keeps several.
  public var name: String

  /// A key.
  public init(kind: BillDocumentKind, financialYear: BillFinancialYear, name: String = "default") {
    self.kind = kind
    self.financialYear = financialYear
    self.name = name
  }

  /// `salesInvoice 2025-26 default`.
  public var description: String { "\(kind.rawValue) \(financialYear) \(name)" }
}
