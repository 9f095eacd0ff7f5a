import SharedCore

/// What the bill editor shows.
public struct BillEditorState: Sendable, Equatable {
  /// The bill: kind, party, dates, tax rules and, once every line reads, its lines.
  public var document: BillDocument
  /// Whether the bill has been saved before (editing a draft) or is new.
  public var isSaved: Bool
  /// The lines as typed, in order.
  public var lines: [BillLineForm]
  /// A message per field for each line at fault, by line identifier.
  public var lineErrors: [String: [BillLineForm.Field: String]] = [:]
  /// A message per document-level field at fault.
  public var errors: [BillEditorField: String] = [:]
  /// The totals, recalculated on every change; failed with `AppError.validation` naming the line and
  /// field (`lines.<id>.<field>`) while a line does not read or price.
  public var totals: ResourceState<BillTotals, AppError> = .idle
  /// The party the bill is for, once picked.
  public var party: PartyAccount?
  /// The party search's text.
  public var partyQuery = ""
  /// Parties matching the party search.
  public var partyResults: ResourceState<[PartyAccount], AppError> = .idle
  /// The product search's text.
  public var productQuery = ""
  /// Products matching the product search.
  public var productResults: ResourceState<[InventoryItem], AppError> = .idle
  /// The save or issue: the document as stored, with its totals and sync status.
  public var submission: ResourceState<BillListItem, AppError> = .idle

  /// The state for `document`; `isSaved` tells a stored draft from a new one.
  public init(document: BillDocument, isSaved: Bool) {
    self.document = document
    self.isSaved = isSaved
    self.lines = document.lines.map(BillLineForm.init)
  }
}
