#if canImport(Network)
  import Dispatch
  import Network
  import SharedCore

  /// A ``ConnectivityMonitor`` backed by `NWPathMonitor` (Apple platforms).
  ///
  /// The monitor starts on creation and stops when this object is deinitialised. Status changes are
  /// forwarded to a ``ManualConnectivityMonitor``, which owns the streams.
  public final class NWPathConnectivityMonitor: ConnectivityMonitor {
    private let pathMonitor: NWPathMonitor
    private let relay: ManualConnectivityMonitor

    /// Creates and starts the monitor on its own serial queue.
    public init() {
      let relay = ManualConnectivityMonitor(.unknown)
      let pathMonitor = NWPathMonitor()
      pathMonitor.pathUpdateHandler = { path in
        let status: ConnectivityStatus = path.status == .satisfied ? .online : .offline
        Task { await relay.set(status) }
      }
      pathMonitor.start(queue: DispatchQueue(label: "SharedPlatform.NWPathConnectivityMonitor"))
      self.pathMonitor = pathMonitor
      self.relay = relay
    }

    deinit {
      pathMonitor.cancel()
    }

    /// The latest path status.
    public var status: ConnectivityStatus {
      get async { await relay.status }
    }

    /// A stream of the current status and later changes.
    public func updates() async -> AsyncStream<ConnectivityStatus> {
      await relay.updates()
    }
  }
#endif
