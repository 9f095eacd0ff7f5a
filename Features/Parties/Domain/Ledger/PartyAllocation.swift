import Foundation

/// A settling entry (a payment, refund or note) applied to an open document, as ``PartyLedger/openItems(asOf:)`` works it out.
public struct PartyAllocation: Sendable, Hashable, Codable {
  /// The settling entry (a payment, refund or note).
  public var fromEntryId: String
  /// The document entry it settles.
  public var toEntryId: String
  /// How much of it.
  public var amount: Decimal

  /// An allocation.
  public init(fromEntryId: String, toEntryId: String, amount: Decimal) {
    self.fromEntryId = fromEntryId
    self.toEntryId = toEntryId
    self.amount = amount
  }
}
