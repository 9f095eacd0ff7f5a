/// Where a successfully loaded value came from.
///
/// Screens use it to show a "cached" badge or to decide whether a refresh is due.
public enum DataOrigin: String, Sendable, Hashable, Codable, CaseIterable {
  /// Read from a local store (the offline cache or a database).
  case cache
  /// Fetched from the network in this session.
  case network
  /// Produced locally (computed, or built from user input) without I/O.
  case local
}
