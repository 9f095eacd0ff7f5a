import Foundation

/// A document a payment is meant for, and how much of the payment goes to it.
public struct PartyAllocationTarget: Sendable, Hashable, Codable {
  /// The document's ledger entry id.
  public var documentId: String
  /// How much of the payment it takes.
  public var amount: Decimal

  /// A target.
  public init(documentId: String, amount: Decimal) {
    self.documentId = documentId
    self.amount = amount
  }
}
