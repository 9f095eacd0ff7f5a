import Foundation

/// A ``ConnectivityMonitor`` for platforms without `NWPathMonitor` (Linux): sends `HEAD` to a
/// URL every `interval` through a ``Transport``; any HTTP response means online, a transport
/// failure means offline.
///
/// Call ``start()`` to begin probing and ``stop()`` to end it (it also ends every stream).
public actor ReachabilityProbeMonitor: ConnectivityMonitor {
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
    loop = Task { [weak self] in
      while !Task.isCancelled {
        guard let self else { return }
        await self.probe()
        do { try await self.sleeper.sleep(for: self.interval) } catch { return }
      }
    }
  }

  /// Stops probing and ends every stream.
  public func stop() {
    loop?.cancel()
    loop = nil
    broadcast.finishAll()
  }

  private func unsubscribe(_ id: Int) {
    broadcast.unsubscribe(id)
  }
}
