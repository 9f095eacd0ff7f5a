import Foundation

/// What merging one party into another would do, before it is done: what moves and the balances
/// before and after.
public struct PartyMergePreview: Sendable, Hashable {
  /// The party that stays.
  public var survivor: Party
  /// The party that is archived, pointing at the survivor.
  public var merged: Party
  /// Ledger entries of the survivor now (its opening balance included).
  public var survivorEntryCount: Int
  /// Ledger entries that move to the survivor (the merged party's, its opening balance and those of
  /// parties already merged into it included).
  public var movingEntryCount: Int
  /// The survivor's balance now.
  public var survivorBalance: Decimal
  /// The merged party's balance now.
  public var mergedBalance: Decimal

  /// A preview.
  public init(
    survivor: Party, merged: Party, survivorEntryCount: Int, movingEntryCount: Int, survivorBalance: Decimal,
    mergedBalance: Decimal
  ) {
    self.survivor = survivor
    self.merged = merged
    self.survivorEntryCount = survivorEntryCount
    self.movingEntryCount = movingEntryCount
    self.survivorBalance = survivorBalance
    self.mergedBalance = mergedBalance
  }

  /// The survivor's entries after the merge: both parties' entries.
  public var entryCountAfter: Int { survivorEntryCount + movingEntryCount }
  /// The survivor's balance after the merge: the sum of both balances.
  public var balanceAfter: Decimal { survivorBalance + mergedBalance }
}
