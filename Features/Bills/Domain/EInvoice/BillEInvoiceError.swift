/// Why a draft could not be turned into an e-invoice.
public enum BillEInvoiceError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The draft is not taxed under GST.
  case notGST
  /// The details give a different number of items than the draft has lines.
  case itemCount(lines: Int, items: Int)
  /// A taxed document-level allowance or charge, which the schema has no place for (give it as a
  /// line, or untaxed, where it becomes `OthChrg` or `Discount`).
  case taxedDocumentAllowanceCharge(id: String)

  /// What is wrong.
  public var description: String {
    switch self {
    case .notGST: "an e-invoice needs a GST draft"
    case .itemCount(let lines, let items): "the draft has \(lines) lines but the details \(items) items"
    case .taxedDocumentAllowanceCharge(let id):
      "document-level allowance or charge \"\(id)\" is taxed; an e-invoice can only carry it as a line"
    }
  }
}
