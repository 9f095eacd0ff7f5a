import Foundation
import SharedCore

/// One immutable line of a party's ledger: an invoice, bill, payment, note, refund, adjustment or
/// the cancellation of one of these. Entries are never edited; a mistake is cancelled by a
/// ``PartyLedgerEntryKind/cancellation`` entry and entered again.
public struct PartyLedgerEntry: Sendable, Hashable, Codable {
  /// The record id. Not among the encoded fields: the store keeps it.
  public var id: String = ""
  /// The party.
  public var partyId: String
  /// What it records.
  public var kind: PartyLedgerEntryKind
  /// The business date.
  public var date: CalendarDate
  /// The amount, never negative; ``isDebit`` gives its side.
  public var amount: Money
  /// The document or payment reference (invoice number, cheque number, UPI reference).
  public var reference: String?
  /// For documents: when payment is due.
  public var dueDate: CalendarDate?
  /// For payments and refunds: how the money moved.
  public var paymentMode: PartyPaymentMode?
  /// For payments: the documents the payer named, in order, and how much of each (the rest goes
  /// oldest first).
  public var allocations: [PartyAllocationTarget]
  /// For a cancellation: the entry it reverses.
  public var cancels: String?
  /// For an opening balance or a cancellation, whose side is not fixed by the kind: `.receivable`
  /// for a debit, `.payable` for a credit.
  public var side: PartyBalanceSide?
  /// Notes.
  public var notes: String?
  /// When it was recorded, to order entries of one day.
  public var recordedAt: Date

  /// An entry.
  public init(
    id: String = "", partyId: String, kind: PartyLedgerEntryKind, date: CalendarDate, amount: Money,
    reference: String? = nil, dueDate: CalendarDate? = nil, paymentMode: PartyPaymentMode? = nil,
    allocations: [PartyAllocationTarget] = [], cancels: String? = nil, side: PartyBalanceSide? = nil,
    notes: String? = nil,
    recordedAt: Date = Date()
  ) {
    self.id = id
    self.partyId = partyId
    self.kind = kind
    self.date = date
    self.amount = amount
    self.reference = reference
    self.dueDate = dueDate
    self.paymentMode = paymentMode
    self.allocations = allocations
    self.cancels = cancels
    self.side = side
    self.notes = notes
    self.recordedAt = recordedAt
  }

  private enum CodingKeys: String, CodingKey {
    case partyId, kind, date, amount, reference, dueDate, paymentMode, allocations, cancels, side, notes
    case recordedAt
  }

  /// Whether the entry raises what the party owes.
  public var isDebit: Bool {
    switch kind {
    case .openingBalance, .cancellation: side == .receivable
    default: kind.isDebit
    }
  }

  /// The amount with its sign: positive for a debit.
  public var signedAmount: Decimal { isDebit ? amount.amount : -amount.amount }

  /// The date by which the entry ages: its due date, else its date.
  public var ageingDate: CalendarDate { dueDate ?? date }

  /// The order of a ledger: by date, then when recorded, then id.
  public static func ledgerOrder(_ left: PartyLedgerEntry, _ right: PartyLedgerEntry) -> Bool {
    (left.date, left.recordedAt, left.id) < (right.date, right.recordedAt, right.id)
  }
}
