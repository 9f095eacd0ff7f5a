import Foundation
import SharedCore

/// A document that would take a party over its credit limit, with the amounts to show.
public struct PartyCreditLimitExceeded: Error, Sendable, Hashable, CustomStringConvertible {
  /// The party.
  public var partyName: String
  /// The party's limit.
  public var limit: Money
  /// What the party owes before the document, in the limit's currency.
  public var outstanding: Decimal
  /// The document's amount.
  public var documentAmount: Money

  /// What the party would owe with the document.
  public var wouldOwe: Decimal { outstanding + documentAmount.amount }
  /// By how much the limit would be exceeded.
  public var excess: Decimal { wouldOwe - limit.amount }

  /// `Asha Traders would owe INR 12500 against a limit of INR 10000 (2500 over): outstanding 9000
  /// plus this document's 3500.`
  public var description: String {
    "\(partyName) would owe \(limit.currency.code) \(wouldOwe.plainString) against a limit of "
      + "\(limit.currency.code) \(limit.amount.plainString) (\(excess.plainString) over): outstanding "
      + "\(outstanding.plainString) plus this document's \(documentAmount.amount.plainString)."
  }
}
