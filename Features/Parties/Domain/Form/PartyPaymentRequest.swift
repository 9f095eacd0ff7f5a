import Foundation
import SharedCore

/// A payment checked and ready to record with
/// ``PartyBook/recordPayment(for:_:amount:on:mode:reference:allocations:)``.
public struct PartyPaymentRequest: Sendable, Hashable {
  /// `.paymentReceived`, `.paymentMade`, `.refundGiven` or `.refundReceived`.
  public var kind: PartyLedgerEntryKind
  /// The amount.
  public var amount: Money
  /// The business date.
  public var date: CalendarDate
  /// How the money moved.
  public var mode: PartyPaymentMode
  /// The payment's reference (a receipt number), if any.
  public var reference: String?
  /// The documents named, in order.
  public var allocations: [PartyAllocationTarget]

  /// A request.
  public init(
    kind: PartyLedgerEntryKind, amount: Money, date: CalendarDate, mode: PartyPaymentMode, reference: String? = nil,
    allocations: [PartyAllocationTarget] = []
  ) {
    self.kind = kind
    self.amount = amount
    self.date = date
    self.mode = mode
    self.reference = reference
    self.allocations = allocations
  }
}
