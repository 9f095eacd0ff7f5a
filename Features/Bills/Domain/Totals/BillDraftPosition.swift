/// Where in a draft something is: a line, a document-level allowance or charge, or the document.
public enum BillDraftPosition: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The line at `index` (from 0) with identifier `id`.
  case line(index: Int, id: String)
  /// The document-level allowance or charge at `index` (from 0) with identifier `id`.
  case allowanceCharge(index: Int, id: String)
  /// The document as a whole.
  case document

  /// `line 3 ("A-7")`, `allowance/charge 1 ("freight")`, `document`.
  public var description: String {
    switch self {
    case .line(let index, let id): "line \(index + 1) (\"\(id)\")"
    case .allowanceCharge(let index, let id): "allowance/charge \(index + 1) (\"\(id)\")"
    case .document: "document"
    }
  }
}
