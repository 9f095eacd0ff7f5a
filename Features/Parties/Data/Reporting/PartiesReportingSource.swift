import Foundation
import IndiaTax
import SharedCore

/// Hands Parties' records to reports: each party as a `ReportingParty`, each payment or refund in a
/// ledger as a `ReportingPayment` (cash, or bank for every other mode), and each cancellation as a
/// `ReportingReversal` of the entry it cancels (reports apply it when that entry is a payment).
public struct PartiesReportingSource: ReportingFactSource {
  /// Parties and ledger entries.
  public let recordTypes = [PartiesSyncTypes.parties.name, PartiesSyncTypes.ledgerEntries.name]
  /// Bumped when what a record gives changes.
  public let version = 1

  /// The source.
  public init() {}

  /// The record's facts.
  /// - Throws: `SyncCollectionError.undecodable` for fields that are not a party's or an entry's.
  public func facts(from record: SyncRecord) throws -> [ReportingFact] {
    if record.type == PartiesSyncTypes.parties.name {
      let party = try SyncCollection<Party>.decode(record.fields, id: record.id)
      return [
        .party(
          ReportingParty(
            id: record.id, name: party.name, gstin: party.gstin?.value,
            stateCode: party.placeOfSupply?.code ?? party.gstin?.state.code ?? party.billingAddress?.state?.code,
            mergedInto: party.mergedInto))
      ]
    }
    let entry = try SyncCollection<PartyLedgerEntry>.decode(record.fields, id: record.id)
    let direction: ReportingPayment.Direction
    switch entry.kind {
    case .paymentReceived, .refundReceived: direction = .received
    case .paymentMade, .refundGiven: direction = .paid
    case .cancellation:
      guard let cancels = entry.cancels else { return [] }
      return [.reversal(ReportingReversal(id: record.id, reverses: cancels, date: entry.date))]
    case .openingBalance, .salesInvoice, .purchaseBill, .creditNote, .debitNote, .adjustmentDebit, .adjustmentCredit:
      return []
    }
    let channel: ReportingPayment.Channel = if case .cash? = entry.paymentMode { .cash } else { .bank }
    return [
      .payment(
        ReportingPayment(
          id: record.id, partyID: entry.partyId, direction: direction, channel: channel, amount: entry.amount,
          date: entry.date))
    ]
  }
}
