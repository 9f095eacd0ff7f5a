import Foundation

/// One business fact a feature's record stands for, in the vocabulary reports are made of: a tax
/// document, a movement of money, a party, a product or a movement of stock.
///
/// Reports never read another feature's records directly. Each feature that keeps facts registers a
/// ``ReportingFactSource`` that turns its records into these values; the reports keep their own tables
/// of them, updated in the same transaction as the records.
public enum ReportingFact: Sendable, Hashable, Codable {
  /// A sales invoice, purchase bill, credit note or debit note.
  case document(ReportingDocument)
  /// Money received from or paid to a party.
  case payment(ReportingPayment)
  /// A customer or vendor.
  case party(ReportingParty)
  /// A catalog item.
  case product(ReportingProduct)
  /// Stock in or out.
  case stockMovement(ReportingStockMovement)
  /// The cancellation of an earlier payment.
  case reversal(ReportingReversal)
}
