import Foundation

/// A ``ConnectivityMonitor`` for platforms without `NWPathMonitor` (Linux): sends `HEAD` to a
/// URL every `interval` through a ``Transport``; any HTTP response means online, a transport
/// failure means offline.
///
/// Call ``start()`` to begin probing and ``stop()`` to end it (it also ends every stream). The
/// probe loop does not keep the monitor alive: when its owner lets it go, probing stops and every
/// stream ends.
public actor ReachabilityProbeMonitor: ConnectivityMonitor, ClosableService {
  private let url: URL
  private let transport: any Transport
  private let interval: Duration
  private let timeout: Duration
  private let sleeper: any Sleeper
  private var broadcast = StatusBroadcast()
  private var loop: Task<Void, Never>?

  /// Creates a stopped monitor.
  /// - Parameters:
  ///   - url: What to probe (your API's health endpoint is a good choice).
  ///   - transport: Sends the probes.
  ///   - interval: Time between probes.
  ///   - timeout: How long one probe may take.
  ///   - sleeper: Waits between probes (injectable for tests).
  public init(
    url: URL,
    transport: any Transport,
    interval: Duration = .seconds(15),
    timeout: Duration = .seconds(5),
    sleeper: any Sleeper = TaskSleeper()
  ) {
    self.url = url
    self.transport = transport
    self.interval = interval
    self.timeout = timeout
    self.sleeper = sleeper
  }

  /// The latest probe's verdict (`.unknown` before the first).
  public var status: ConnectivityStatus { broadcast.status }

  /// A stream of the current status and later changes.
  public func updates() -> AsyncStream<ConnectivityStatus> {
    broadcast.subscribe { [weak self] id in
      Task { await self?.unsubscribe(id) }
    }
  }

  /// Probes once now and publishes the result.
  @discardableResult
  public func probe() async -> ConnectivityStatus {
    let request = HTTPRequest(url: url, method: .head, timeout: timeout)
    let result: ConnectivityStatus
    do {
      _ = try await transport.send(request)
      result = .online
    } catch {
      result = Task.isCancelled ? broadcast.status : .offline
    }
    broadcast.publish(result)
    return result
  }

  /// Starts probing every `interval` (no-op when already started).
  public func start() {
    guard loop == nil else { return }
    loop = Task { [weak self, sleeper, interval] in
      // The monitor is held only for the length of one probe, never while waiting.
      while !Task.isCancelled {
        guard await self?.probe() != nil else { return }
        do { try await sleeper.sleep(for: interval) } catch { return }
      }
    }
  }

  deinit {
    loop?.cancel()
    broadcast.finishAll()
  }

  /// Stops probing and ends every stream.
  public func stop() {
    loop?.cancel()
    loop = nil
    broadcast.finishAll()
  }

  /// Stops probing and ends every stream, as ``stop()`` does (what a container's shutdown calls).
  public func close() async {
    stop()
  }

  private func unsubscribe(_ id: Int) {
    broadcast.unsubscribe(id)
  }
}
