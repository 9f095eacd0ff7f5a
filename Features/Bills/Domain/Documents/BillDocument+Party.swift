import Foundation
import SharedCore

extension BillDocument {
  /// A draft `kind` document (a sales invoice by default) for `party` under GST, dated `issueDate`:
  /// the party's id and payment terms, and the place of supply its details give
  /// (``BillPlaceOfSupply/derived(for:)``; the supplier's own state when it gives none, as for a
  /// walk-in buyer with no address). Save it with `BillsRepository.createDraft(_:)`.
  ///
  /// ```swift
  /// let asha = try await accounts.account(ashaID)        // or partyListItem.account
  /// let invoice = BillDocument(
  ///   for: try #require(asha), supplierStateCode: "27", issueDate: today,
  ///   lines: [try BillDocumentLine(id: "1", product: rice, quantity: 2)])
  /// ```
  public init(
    _ kind: BillDocumentKind = .salesInvoice, for party: PartyAccount, supplierStateCode: String,
    issueDate: CalendarDate, lines: [BillDocumentLine], currency: Currency = .inr
  ) {
    let place = BillPlaceOfSupply.derived(for: party) ?? supplierStateCode
    self.init(
      id: "", kind: kind, issueDate: issueDate, paymentTermDays: party.paymentTermsDays, partyID: party.id,
      currency: currency, regime: .gst(BillGSTSupply(supplierStateCode: supplierStateCode, placeOfSupply: place)),
      lines: lines)
  }
}
