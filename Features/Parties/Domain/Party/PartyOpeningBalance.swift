import Foundation
import SharedCore

/// What a party owed (or was owed) when the business started keeping its ledger here.
public struct PartyOpeningBalance: Sendable, Hashable, Codable {
  /// The amount, never negative.
  public var amount: Money
  /// Which way it runs.
  public var side: PartyBalanceSide
  /// The day it was struck; entries before it do not exist here.
  public var date: CalendarDate

  /// An opening balance.
  public init(amount: Money, side: PartyBalanceSide, date: CalendarDate) {
    self.amount = amount
    self.side = side
    self.date = date
  }

  /// The balance as a signed amount: positive when receivable.
  public var signedAmount: Decimal { side == .receivable ? amount.amount : -amount.amount }
}
