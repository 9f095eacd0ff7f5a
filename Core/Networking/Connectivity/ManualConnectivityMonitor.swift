/// A ``ConnectivityMonitor`` whose status is set by hand: for tests, and for hosts that learn
/// connectivity some other way.
public actor ManualConnectivityMonitor: ConnectivityMonitor {
  private var broadcast = StatusBroadcast()

  /// Creates a monitor reporting `initial`.
  public init(_ initial: ConnectivityStatus = .unknown) {
    broadcast.publish(initial)
  }

  /// The current status.
  public var status: ConnectivityStatus { broadcast.status }

  /// Sets the status, notifying every stream if it changed.
  public func set(_ status: ConnectivityStatus) {
    broadcast.publish(status)
  }

  /// A stream of the current status and later changes.
  public func updates() -> AsyncStream<ConnectivityStatus> {
    broadcast.subscribe { [weak self] id in
      Task { await self?.unsubscribe(id) }
    }
  }

  private func unsubscribe(_ id: Int) {
    broadcast.unsubscribe(id)
  }
}
