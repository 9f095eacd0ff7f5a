/// Which way a balance runs between the business and a party.
public enum PartyBalanceSide: String, Sendable, Hashable, Codable {
  /// The party owes the business (a debit balance).
  case receivable
  /// The business owes the party (a credit balance).
  case payable
}
