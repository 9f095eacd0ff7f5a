import Foundation
import SharedCore

extension PartyBook {
  /// Deletes a party whose ledger is empty (a party created by mistake). A party with ledger
  /// entries (an opening balance included) or with parties merged into it is refused: archive it.
  /// - Throws: ``PartyDeletionRefused`` with what the ledger holds; nothing is deleted.
  public func delete(_ id: String) async throws {
    let party = try await requireParty(id).party
    let (count, merged) = try await store.read { db in
      let merged = try PartyBookQueries.merged(into: party.id, in: db)
      let openings = ([party] + merged).compactMap(PartyLedger.openingEntry).count
      return (try PartyBookQueries.entryCount(ofParties: [party.id] + merged.map(\.id), in: db) + openings, merged)
    }
    guard count == 0, merged.isEmpty else {
      throw PartyDeletionRefused(partyName: party.name, entryCount: count, mergedPartyCount: merged.count)
    }
    try await parties.delete(party.id)
  }

  /// Applies a recorded payment (or refund) to `targets` instead of how it was applied so far: the
  /// payment is cancelled and recorded again with the same date, amount, mode and reference, naming
  /// the targets, in one transaction. Balances on every date stay as they were; only which
  /// documents are open changes. What the targets leave goes to the oldest due, as for a new
  /// payment.
  /// - Returns: The payment as recorded again.
  /// - Throws: `AppError.validation` for an entry that is not a payment, is cancelled, or targets
  ///   that are not the party's documents or add up to more than the payment.
  public func allocate(_ paymentID: String, to targets: [PartyAllocationTarget]) async throws -> PartyLedgerEntry {
    guard let record = try await entries.record(paymentID) else {
      throw SyncStoreError.recordNotFound(type: PartiesSyncTypes.ledgerEntries.name, id: paymentID)
    }
    var payment = record.value
    payment.id = record.id
    guard payment.kind.isPayment else { throw Self.invalid("entry", "Only a payment or refund is allocated.") }
    try checkAllocations(targets, of: payment.amount)
    let ledger = try await ledger(for: payment.partyId)
    guard !ledger.entries.contains(where: { $0.kind == .cancellation && $0.cancels == payment.id }) else {
      throw Self.invalid("entry", "\(payment.reference ?? "The payment") is cancelled.")
    }
    try checkTargets(targets, of: payment.kind, in: ledger)
    let recordedAt = now()
    let cancellation = PartyLedgerEntry(
      partyId: payment.partyId, kind: .cancellation, date: payment.date, amount: payment.amount,
      reference: payment.reference, cancels: payment.id, side: payment.isDebit ? .payable : .receivable,
      notes: "Allocated again", recordedAt: recordedAt)
    var again = payment
    again.id = ""
    again.allocations = targets
    again.recordedAt = recordedAt.addingTimeInterval(0.001)
    let saved = try await entries.commit([try entries.creating(cancellation), try entries.creating(again)])
    guard let stored = saved.last ?? nil else {
      throw SyncStoreError.recordNotFound(type: PartiesSyncTypes.ledgerEntries.name, id: payment.id)
    }
    var result = stored.value
    result.id = stored.id
    return result
  }

  /// What merging `mergedID` into `survivorID` would move, and the balances before and after,
  /// without merging.
  /// - Throws: `AppError.validation` when the merge would be refused.
  public func previewMerge(_ mergedID: String, into survivorID: String) async throws -> PartyMergePreview {
    let survivor = try await requireParty(survivorID).party
    let merged = try await requireParty(mergedID).party
    try checkMerge(merged, into: survivor)
    let survivorLedger = try await ledger(for: survivor.id)
    let mergedLedger = try await ledger(for: merged.id)
    return PartyMergePreview(
      survivor: survivor, merged: merged, survivorEntryCount: survivorLedger.entries.count,
      movingEntryCount: mergedLedger.entries.count, survivorBalance: survivorLedger.balance(),
      mergedBalance: mergedLedger.balance())
  }

  /// Refuses allocation targets that are not the party's documents on the other side from a payment
  /// of `kind` (an invoice for money received, a bill for money paid).
  func checkTargets(_ targets: [PartyAllocationTarget], of kind: PartyLedgerEntryKind, in ledger: PartyLedger) throws {
    guard !targets.isEmpty else { return }
    let documents = Set(ledger.entries.filter { $0.kind.isDocument && $0.isDebit != kind.isDebit }.map(\.id))
    if let stranger = targets.first(where: { !documents.contains($0.documentId) }) {
      throw Self.invalid("allocations", "\(stranger.documentId) is not a document this payment can settle.")
    }
  }

  /// Refuses merging a party into itself or into a party that was itself merged, and merging a party
  /// that was already merged (its ledger moved with the first merge).
  func checkMerge(_ merged: Party, into survivor: Party) throws {
    guard survivor.id != merged.id, survivor.mergedInto == nil else {
      throw Self.invalid("survivor", "A party cannot be merged into itself or into a merged party.")
    }
    guard merged.mergedInto == nil else {
      throw Self.invalid("merged", "This party was already merged into another one.")
    }
  }
}
