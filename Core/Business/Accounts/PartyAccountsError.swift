import Foundation

/// Why the accounts keeper refuses a document.
public enum PartyAccountsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// There is no such party.
  case partyNotFound(partyID: String)
  /// The document would take the party past its credit limit, and the business blocks that:
  /// `outstanding` is owed now, `documentAmount` would be added.
  case overCreditLimit(partyName: String, limit: Money, outstanding: Decimal, documentAmount: Money)

  /// A sentence for the screen.
  public var description: String {
    switch self {
    case .partyNotFound(let partyID): "There is no party \(partyID)."
    case .overCreditLimit(let name, let limit, let outstanding, let amount):
      "\(name) would owe \(limit.currency.code) \((outstanding + amount.amount).plainString) against a limit of "
        + "\(limit.currency.code) \(limit.amount.plainString): outstanding \(outstanding.plainString) plus this "
        + "document's \(amount.amount.plainString)."
    }
  }
}
