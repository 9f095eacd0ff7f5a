/// Whether the device can reach the network.
public enum ConnectivityStatus: Sendable, Hashable {
  /// A usable path exists.
  case online
  /// No usable path.
  case offline
  /// Not determined yet.
  case unknown
}
