import Foundation

/// A payment recorded on a document, as the party's account enters it.
public struct PartyAccountPayment: Sendable, Hashable, Codable {
  /// Which way the money went.
  public enum Direction: String, Sendable, Hashable, Codable {
    /// The party paid the business.
    case received
    /// The business paid the party.
    case made
  }

  /// How it was paid, with what identifies it.
  public enum Method: Sendable, Hashable, Codable {
    /// Cash.
    case cash
    /// UPI, with its transaction reference.
    case upi(reference: String)
    /// A bank transfer (NEFT, RTGS, IMPS), with its reference.
    case bankTransfer(reference: String)
    /// A cheque, with its number and date.
    case cheque(number: String, date: CalendarDate)
    /// A card, with its last four digits.
    case card(lastFour: String)
    /// Anything else, described.
    case other(String)
  }

  /// The payment's id on its document, unique per device (it is part of the posting's reference).
  public var id: String
  /// Which way the money went.
  public var direction: Direction
  /// How much.
  public var amount: Money
  /// When.
  public var date: CalendarDate
  /// How.
  public var method: Method

  /// Creates a payment.
  public init(id: String, direction: Direction, amount: Money, date: CalendarDate, method: Method) {
    self.id = id
    self.direction = direction
    self.amount = amount
    self.date = date
    self.method = method
  }
}
