import Foundation
import SharedCore

/// Whether a new document fits a party's credit limit.
public enum PartyCreditCheck: Sendable, Hashable {
  /// No limit, or the party stays within it.
  case withinLimit
  /// The document takes the party over its limit (recorded under ``PartyCreditPolicy/warn``).
  case overLimit(PartyCreditLimitExceeded)

  /// Checks a new receivable document of `amount` for `party`, whose ledger balance is `balance`
  /// (positive: receivable).
  public static func evaluate(party: Party, balance: Decimal, adding amount: Money) -> PartyCreditCheck {
    guard let limit = party.creditLimit else { return .withinLimit }
    let outstanding = max(balance, 0)
    guard outstanding + amount.amount > limit.amount else { return .withinLimit }
    return .overLimit(
      PartyCreditLimitExceeded(
        partyName: party.name, limit: limit, outstanding: outstanding, documentAmount: amount))
  }
}
