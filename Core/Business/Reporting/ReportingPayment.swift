import Foundation

/// Money received from or paid to a party, or a refund, as the cash and bank figures see it.
public struct ReportingPayment: Sendable, Hashable, Codable, Identifiable {
  /// Which way the money went.
  public enum Direction: String, Sendable, Hashable, Codable, CaseIterable {
    /// Into the business.
    case received
    /// Out of the business.
    case paid
  }

  /// Where the money went through.
  public enum Channel: String, Sendable, Hashable, Codable, CaseIterable {
    /// Cash in hand.
    case cash
    /// A bank account: transfer, UPI, card, cheque.
    case bank
  }

  /// The payment's id in its feature.
  public var id: String
  /// The party, when the payment is a party's.
  public var partyID: String?
  /// Which way the money went.
  public var direction: Direction
  /// Where it went through.
  public var channel: Channel
  /// How much; negative for the reversal of an earlier payment.
  public var amount: Money
  /// When.
  public var date: CalendarDate

  /// A payment.
  public init(
    id: String, partyID: String?, direction: Direction, channel: Channel, amount: Money, date: CalendarDate
  ) {
    self.id = id
    self.partyID = partyID
    self.direction = direction
    self.channel = channel
    self.amount = amount
    self.date = date
  }
}
