/// Reports connectivity: the current status and a stream of changes.
///
/// Implementations: ``ManualConnectivityMonitor`` (tests, and hosts that know better),
/// ``ReachabilityProbeMonitor`` (Linux: periodic HEAD to a URL) and `NWPathConnectivityMonitor`
/// (Apple, SharedPlatform).
public protocol ConnectivityMonitor: Sendable {
  /// The latest known status.
  var status: ConnectivityStatus { get async }
  /// A stream that yields the current status, then each change; it ends when the consumer stops.
  func updates() async -> AsyncStream<ConnectivityStatus>
}
