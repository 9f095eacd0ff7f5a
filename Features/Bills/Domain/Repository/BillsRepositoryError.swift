/// Why the bills repository could not do what was asked.
public enum BillsRepositoryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No document has that id.
  case documentNotFound(id: String)
  /// The operation needs a draft, and the document is not one.
  case notDraft(id: String, status: BillDocumentStatus)
  /// A line names a product the catalog does not hold.
  case productNotFound(line: Int, productID: String)
  /// The document names a party the party book does not hold.
  case partyNotFound(partyID: String)

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .documentNotFound(let id): "no bill document with id \(id)"
    case .notDraft(let id, let status): "the document \(id) is \(status.rawValue), not a draft"
    case .productNotFound(let line, let productID): "line \(line): no product with id \(productID)"
    case .partyNotFound(let partyID): "no party with id \(partyID)"
    }
  }
}
