import SharedCore

/// A party that cannot be deleted because its ledger is not empty, with what is in it. Archive it
/// instead: it leaves lists and keeps its ledger.
public struct PartyDeletionRefused: Error, Sendable, Hashable, CustomStringConvertible, AppErrorConvertible {
  /// The party's name.
  public var partyName: String
  /// Ledger entries the party holds (its opening balance included).
  public var entryCount: Int
  /// Parties merged into it, whose ledgers it carries.
  public var mergedPartyCount: Int

  /// A refusal.
  public init(partyName: String, entryCount: Int, mergedPartyCount: Int) {
    self.partyName = partyName
    self.entryCount = entryCount
    self.mergedPartyCount = mergedPartyCount
  }

  /// `Asha Traders has 3 ledger entries; archive it instead of deleting it.`
  public var description: String {
    var held: [String] = []
    if entryCount > 0 { held.append("\(entryCount) ledger \(entryCount == 1 ? "entry" : "entries")") }
    if mergedPartyCount > 0 {
      held.append("\(mergedPartyCount) merged \(mergedPartyCount == 1 ? "party" : "parties")")
    }
    return "\(partyName) has \(held.joined(separator: " and ")); archive it instead of deleting it."
  }

  /// `AppError.validation` on the `ledger` field, with ``description`` as the message.
  public var appError: AppError { .validation([.init(field: "ledger", message: description)]) }
}
