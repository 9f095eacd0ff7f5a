import SharedCore

/// What the bill editor sends its ``BillEditorViewModel``.
public enum BillEditorEvent: Sendable, Hashable {
  /// Add an empty line at the end.
  case addLine
  /// A field of a line changed; a new unit on a product's line converts its price to that unit.
  case editLine(id: String, field: BillLineForm.Field, value: String)
  /// The line's price now includes tax, or excludes it.
  case setPriceIncludesTax(lineID: String, Bool)
  /// The line's tax category changed (exempt, nil-rated, non-GST…), with the reason shown for it.
  case setTaxCategory(lineID: String, BillTaxCategory, exemptionReason: String?)
  /// Remove a line.
  case removeLine(id: String)
  /// The party search box changed; the latest text wins.
  case searchParties(String)
  /// The user picked a party: the bill is for it, taxed by its place of supply, with its payment terms.
  case selectParty(PartyAccount)
  /// The product search box changed; the latest text wins.
  case searchProducts(String)
  /// The user picked a product: a line is added with its name, HSN/SAC, unit, price and rates.
  case addProduct(InventoryItem, variantID: String? = nil)
  /// The issue date changed (it also picks the GST rates in force).
  case setIssueDate(CalendarDate)
  /// The payment terms changed, in days (`nil` for none).
  case setPaymentTerms(days: Int?)
  /// The notes for the party changed.
  case setNotes(String)
  /// Save the bill as a draft.
  case saveDraft
  /// Save the bill and issue it with the next number.
  case issue
}
