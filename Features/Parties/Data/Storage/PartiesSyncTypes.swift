import SharedCore

/// The record types PartiesFeature keeps in sync.
public enum PartiesSyncTypes {
  /// Parties: server wins a conflict, and the local side is kept as a conflict to review.
  public static let parties = SyncRecordType(
    "parties", path: ["v1", "sync", "parties"], references: ["mergedInto": "parties"])
  /// Ledger entries: append-only, so entries recorded on two devices both count, and a
  /// cancellation is a new entry.
  public static let ledgerEntries = SyncRecordType(
    "party-ledger-entries", path: ["v1", "sync", "party-ledger-entries"],
    references: [
      "partyId": "parties", "cancels": "party-ledger-entries", "allocations[].documentId": "party-ledger-entries",
    ],
    isAppendOnly: true)

  /// Both types.
  public static let all = [parties, ledgerEntries]
}

extension Party: SyncableRecord {
  /// ``PartiesSyncTypes/parties``.
  public static var syncType: SyncRecordType { PartiesSyncTypes.parties }
}

extension PartyLedgerEntry: SyncableRecord {
  /// ``PartiesSyncTypes/ledgerEntries``.
  public static var syncType: SyncRecordType { PartiesSyncTypes.ledgerEntries }
}
