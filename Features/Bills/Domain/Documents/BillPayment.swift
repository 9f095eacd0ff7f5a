import SharedCore

/// A payment received or made against a ``BillDocument``.
public struct BillPayment: Sendable, Hashable, Codable {
  /// How a payment was made.
  public enum Mode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Cash.
    case cash
    /// UPI.
    case upi
    /// A debit or credit card.
    case card
    /// A bank transfer (NEFT, RTGS, IMPS, SEPA…).
    case bankTransfer
    /// A cheque.
    case cheque
    /// Anything else.
    case other
  }

  /// An identifier, unique among the document's payments.
  public var id: String
  /// The amount, above zero, in the document's currency.
  public var amount: Money
  /// The day it was paid.
  public var date: CalendarDate
  /// How it was paid.
  public var mode: Mode
  /// A reference: a UPI transaction id, a cheque number.
  public var reference: String?

  /// A payment.
  public init(id: String, amount: Money, date: CalendarDate, mode: Mode, reference: String? = nil) {
    self.id = id
    self.amount = amount
    self.date = date
    self.mode = mode
    self.reference = reference
  }
}
