import Foundation

/// How a payment would be applied, before it is recorded: the documents it would settle, in order,
/// and the advance it would leave.
public struct PartyPaymentPreview: Sendable, Hashable {
  /// The documents settled and by how much (each `fromEntryId` or `toEntryId` is the payment's,
  /// the other a document's).
  public var allocations: [PartyAllocation]
  /// What no open document takes: kept as an advance for later documents.
  public var advance: Decimal

  /// A preview.
  public init(allocations: [PartyAllocation], advance: Decimal) {
    self.allocations = allocations
    self.advance = advance
  }

  /// How much of the payment goes to the document `id`.
  public func amount(settling id: String) -> Decimal {
    allocations.filter { $0.toEntryId == id || $0.fromEntryId == id }.reduce(0) { $0 + $1.amount }
  }
}
