/// A document-level field of the bill editor, named in its messages.
public enum BillEditorField: String, Sendable, Hashable, CaseIterable {
  /// The customer or supplier.
  case party
  /// The lines as a whole (at least one is needed).
  case lines
  /// The supplier's state or the place of supply.
  case placeOfSupply
  /// The payment terms in days.
  case paymentTerms
  /// The due date.
  case dueDate
  /// The document-level allowances and charges.
  case allowancesAndCharges
  /// The round-off.
  case roundOff
  /// The original document a credit note adjusts.
  case original
}
