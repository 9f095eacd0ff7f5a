import Foundation
import SharedCore

extension Expense: SyncableRecord {
  /// The `expenses` record type.
  public static var syncType: SyncRecordType { ReportsSyncTypes.expenses }

  private enum CodingKeys: String, CodingKey {
    case date, category, amount, paymentMode, vendorId, billNumber, gst, notes, receipt
  }

  /// Decodes an expense's record fields (the id is the record's).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      date: try container.decode(CalendarDate.self, forKey: .date),
      category: try container.decode(String.self, forKey: .category),
      amount: try container.decode(Money.self, forKey: .amount),
      paymentMode: try container.decode(ExpensePaymentMode.self, forKey: .paymentMode),
      vendorID: try container.decodeIfPresent(String.self, forKey: .vendorId),
      billNumber: try container.decodeIfPresent(String.self, forKey: .billNumber),
      gst: try container.decodeIfPresent(ExpenseGST.self, forKey: .gst),
      notes: try container.decodeIfPresent(String.self, forKey: .notes),
      receipt: try container.decodeIfPresent(ExpenseReceipt.self, forKey: .receipt))
  }

  /// Encodes the record fields (not the id).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(category, forKey: .category)
    try container.encode(amount, forKey: .amount)
    try container.encode(paymentMode, forKey: .paymentMode)
    try container.encodeIfPresent(vendorID, forKey: .vendorId)
    try container.encodeIfPresent(billNumber, forKey: .billNumber)
    try container.encodeIfPresent(gst, forKey: .gst)
    try container.encodeIfPresent(notes, forKey: .notes)
    try container.encodeIfPresent(receipt, forKey: .receipt)
  }
}
