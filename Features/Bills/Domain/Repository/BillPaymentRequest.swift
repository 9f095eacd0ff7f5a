import SharedCore

/// A payment to record against a document: the amount, the day and how it was paid.
public struct BillPaymentRequest: Sendable, Hashable, Codable {
  /// The amount, above zero, in the document's currency.
  public var amount: Money
  /// The day it was paid.
  public var date: CalendarDate
  /// How it was paid.
  public var mode: BillPayment.Mode
  /// A reference: a UPI transaction id, a cheque number.
  public var reference: String?

  /// A request.
  public init(amount: Money, date: CalendarDate, mode: BillPayment.Mode, reference: String? = nil) {
    self.amount = amount
    self.date = date
    self.mode = mode
    self.reference = reference
  }
}
