import Foundation

/// A credit note issued against a document, as the document records it.
public struct BillAppliedCredit: Sendable, Hashable, Codable {
  /// The credit note's identifier.
  public var creditNoteID: String
  /// The credit note's number.
  public var number: String
  /// The amount it credits: its payable amount.
  public var amount: Decimal

  /// An applied credit.
  public init(creditNoteID: String, number: String, amount: Decimal) {
    self.creditNoteID = creditNoteID
    self.number = number
    self.amount = amount
  }
}
