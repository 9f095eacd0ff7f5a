import Foundation

/// The entry a document makes in a party's account.
public struct PartyAccountDocument: Sendable, Hashable, Codable {
  /// What the document is to the party.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A sale: the party owes it (debit).
    case sale
    /// A purchase: the business owes it (credit).
    case purchase
    /// A credit note: reduces what the party owes.
    case creditNote
    /// A debit note: adds to what the party owes.
    case debitNote
  }

  /// What the document is.
  public var kind: Kind
  /// The amount payable, rounded to the currency.
  public var amount: Money
  /// The document's date.
  public var date: CalendarDate
  /// When it is due, when it has terms.
  public var dueDate: CalendarDate?
  /// For a note: the original document it settles first (rather than the party's oldest one).
  public var settles: PostingReference?

  /// Creates a document entry.
  public init(
    kind: Kind, amount: Money, date: CalendarDate, dueDate: CalendarDate? = nil, settles: PostingReference? = nil
  ) {
    self.kind = kind
    self.amount = amount
    self.date = date
    self.dueDate = dueDate
    self.settles = settles
  }
}
