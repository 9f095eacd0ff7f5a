#if canImport(Network)
  import Dispatch
  import Network
  import SharedCore

  /// A ``ConnectivityMonitor`` backed by `NWPathMonitor` (Apple platforms).
  ///
  /// The monitor starts on creation and stops when this object is deinitialised. Each path update is
  /// published to a `ConnectivityStatusRelay` inside the monitor's serial-queue callback, so streams
  /// see changes in the order the system reported them.
  public final class NWPathConnectivityMonitor: ConnectivityMonitor, ClosableService {
    private let pathMonitor: NWPathMonitor
    private let relay: ConnectivityStatusRelay

    /// Creates and starts the monitor on its own serial queue.
    public init() {
      let relay = ConnectivityStatusRelay(.unknown)
      let pathMonitor = NWPathMonitor()
      pathMonitor.pathUpdateHandler = { path in
        let status: ConnectivityStatus = path.status == .satisfied ? .online : .offline
        relay.publish(status)
      }
      pathMonitor.start(queue: DispatchQueue(label: "SharedPlatform.NWPathConnectivityMonitor"))
      self.pathMonitor = pathMonitor
      self.relay = relay
    }

    deinit {
      pathMonitor.cancel()
    }

    /// Stops monitoring (as deinitialising does); the status stays the last one seen.
    public func close() async {
      pathMonitor.cancel()
    }

    /// The latest path status.
    public var status: ConnectivityStatus {
      relay.status
    }

    /// A stream of the current status and later changes.
    public func updates() async -> AsyncStream<ConnectivityStatus> {
      relay.updates()
    }
  }
#endif
