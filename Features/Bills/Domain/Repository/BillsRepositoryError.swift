/// Why the bills repository could not do what was asked.
public enum BillsRepositoryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// No document has that id.
  case documentNotFound(id: String)
  /// The operation needs a draft, and the document is not one.
  case notDraft(id: String, status: BillDocumentStatus)
  /// An issued credit note is applied to its original and is not cancelled (issue a debit note instead).
  case creditNoteApplied(id: String)
  /// The document has the credit notes numbered `creditNotes` applied and is not cancelled: under GST
  /// a credit note, not cancellation, corrects an issued invoice, and cancelling would leave the credit
  /// in the party's ledger. Credit what remains with a further credit note instead.
  case creditsApplied(id: String, creditNotes: [String])
  /// A line's unit is neither the product's base unit nor one of its alternative units.
  case unknownUnit(line: Int, unit: String, productID: String)
  /// Another device has still to complete the document's stock and ledger postings; it changes only
  /// once that device has synced them.
  case postingsPendingOnAnotherDevice(id: String, device: String)
  /// A line names a product the catalog does not hold.
  case productNotFound(line: Int, productID: String)
  /// The document names a party the party book does not hold.
  case partyNotFound(partyID: String)
  /// The stock rules refuse a line (not enough stock, no such variant or batch, serial numbers that do
  /// not match the quantity); `reason` is a sentence for the screen.
  case stockRefused(line: Int, productID: String, reason: String)
  /// A line charges tax (a GST rate or a cess) on a supply of a composition taxable person, who
  /// collects no tax and issues a bill of supply instead (CGST Act, section 10(4)).
  case taxUnderCompositionScheme(line: Int)
  /// A document charge (freight, packing) charges GST on a supply of a composition taxable person.
  case taxedChargeUnderCompositionScheme(charge: Int)

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .documentNotFound(let id): "no bill document with id \(id)"
    case .notDraft(let id, let status): "the document \(id) is \(status.rawValue), not a draft"
    case .creditNoteApplied(let id): "the credit note \(id) is applied to its original and cannot be cancelled"
    case .creditsApplied(let id, let notes):
      "the document \(id) has the credit notes \(notes.joined(separator: ", ")) applied and cannot be cancelled; "
        + "credit what remains with a credit note instead"
    case .unknownUnit(let line, let unit, let productID): "line \(line): the product \(productID) has no unit '\(unit)'"
    case .postingsPendingOnAnotherDevice(let id, let device):
      "the document \(id) has postings the device \(device) has not completed yet; sync it first"
    case .productNotFound(let line, let productID): "line \(line): no product with id \(productID)"
    case .partyNotFound(let partyID): "no party with id \(partyID)"
    case .stockRefused(let line, _, let reason): "line \(line): \(reason)"
    case .taxUnderCompositionScheme(let line):
      "line \(line) charges tax, but the company is a composition taxable person and collects no tax on its supplies"
    case .taxedChargeUnderCompositionScheme(let charge):
      "charge \(charge) carries tax, but the company is a composition taxable person and collects no tax on its supplies"
    }
  }
}
