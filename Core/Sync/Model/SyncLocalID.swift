import Foundation

/// Ids the store gives records created locally, until the server's id replaces them.
///
/// A local id is `local-` followed by a lowercase UUID, so it can never equal a server id that
/// does not start with `local-`.
public enum SyncLocalID {
  /// The prefix of every local id.
  public static let prefix = "local-"

  /// A fresh local id.
  public static func make() -> String { prefix + UUID.randomV4().uuidString.lowercased() }

  /// Whether `id` is a local id.
  public static func isLocal(_ id: String) -> Bool { id.hasPrefix(prefix) }
}
