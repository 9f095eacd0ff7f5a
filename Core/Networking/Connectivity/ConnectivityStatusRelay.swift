/// A ``ConnectivityMonitor`` fed synchronously by a platform callback: statuses published from one
/// thread or serial queue reach every stream in the order they were published.
///
/// Platform monitors such as `NWPathMonitor` call back on a serial queue. Hopping to an actor with a
/// `Task` per callback would let two changes overtake each other (offline, then online, delivered
/// as online, then offline); the relay yields inside the callback instead, under a lock held only
/// for the update itself. Streams end when the relay is freed.
///
/// ```swift
/// let relay = ConnectivityStatusRelay()
/// pathMonitor.pathUpdateHandler = { path in relay.publish(path.status == .satisfied ? .online : .offline) }
/// ```
public final class ConnectivityStatusRelay: ConnectivityMonitor {
  private let broadcast: LockedValue<StatusBroadcast>

  /// Creates a relay reporting `initial`.
  public init(_ initial: ConnectivityStatus = .unknown) {
    var broadcast = StatusBroadcast()
    broadcast.publish(initial)
    self.broadcast = LockedValue(broadcast)
  }

  deinit {
    // Stream terminations call back through a weak reference, which is already nil here, so
    // finishing under the lock does not re-enter it.
    broadcast.withLock { $0.finishAll() }
  }

  /// Sets the status, yielding it to every stream before returning when it changed.
  public func publish(_ status: ConnectivityStatus) {
    broadcast.withLock { $0.publish(status) }
  }

  /// The latest status.
  public var status: ConnectivityStatus {
    broadcast.withLock { $0.status }
  }

  /// A stream of the current status and later changes.
  public func updates() -> AsyncStream<ConnectivityStatus> {
    broadcast.withLock { broadcast in
      broadcast.subscribe { [weak self] id in
        self?.broadcast.withLock { $0.unsubscribe(id) }
      }
    }
  }
}
