/// What the merge screen sends its ``PartyMergeViewModel``.
public enum PartyMergeEvent: Sendable, Hashable {
  /// Choose the duplicate and the party it merges into, and show what would move.
  case select(mergedId: String, survivorId: String)
  /// Merge the chosen parties.
  case merge
}
