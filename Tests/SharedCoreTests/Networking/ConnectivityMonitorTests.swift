import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct ConnectivityMonitorTests {
  @Test func manualMonitorPublishesChangesOnly() async {
    let monitor = ManualConnectivityMonitor(.online)
    let stream = await monitor.updates()
    await monitor.set(.online)
    await monitor.set(.offline)
    await monitor.set(.online)
    var seen: [ConnectivityStatus] = []
    for await status in stream {
      seen.append(status)
      if seen.count == 3 { break }
    }
    #expect(seen == [.online, .offline, .online])
    #expect(await monitor.status == .online)
  }

  @Test func probeReportsOnlineForAnyResponseAndOfflineForTransportFailures() async {
    let transport = StubTransport()
    await transport.on(.head, "/health", replies: [.status(503), .fail(.network(.cannotConnect)), .status(200)])
    let monitor = ReachabilityProbeMonitor(url: URL(string: "https://api.test/health")!, transport: transport)
    #expect(await monitor.status == .unknown)
    #expect(await monitor.probe() == .online)
    #expect(await monitor.probe() == .offline)
    #expect(await monitor.probe() == .online)
    #expect(await transport.requests.allSatisfy { $0.method == .head && $0.timeout == .seconds(5) })
  }

  @Test func probeLoopRunsUntilStopped() async {
    let transport = StubTransport()
    await transport.on(.head, "/health", reply: .fail(.network(.offline)))
    let monitor = ReachabilityProbeMonitor(
      url: URL(string: "https://api.test/health")!, transport: transport, interval: .milliseconds(5))
    let stream = await monitor.updates()
    await monitor.start()
    var seen: [ConnectivityStatus] = []
    for await status in stream {
      seen.append(status)
      if status == .offline { await monitor.stop() }
    }
    #expect(seen == [.unknown, .offline])
  }

  /// A started monitor whose owner lets go is freed even while it waits between probes, and its
  /// streams end.
  @Test func aStartedMonitorIsFreedWhenItsOwnerLetsGo() async throws {
    let transport = StubTransport()
    await transport.on(.head, "/health", reply: .status(200))
    var monitor: ReachabilityProbeMonitor? = ReachabilityProbeMonitor(
      url: URL(string: "https://api.test/health")!, transport: transport, interval: .seconds(3_600))
    weak let released = monitor
    let stream = try #require(await monitor?.updates())
    await monitor?.start()
    var statuses = stream.makeAsyncIterator()
    #expect(await statuses.next() == .unknown)
    #expect(await statuses.next() == .online)  // the first probe is done; the loop now waits an hour
    monitor = nil
    for _ in 0..<500 where released != nil {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(released == nil)
    #expect(await statuses.next() == nil)
  }

  /// Statuses published from a platform's serial callback queue reach the stream in that order,
  /// and the relay reports each one as soon as `publish` returns.
  @Test func theRelayDeliversCallbacksInOrder() async {
    let relay = ConnectivityStatusRelay()
    let stream = relay.updates()
    let queue = DispatchQueue(label: "path-callbacks")
    let published: [ConnectivityStatus] = [.online, .offline, .online, .offline, .online, .offline, .online]
    let reported = queue.sync {
      published.map { status in
        relay.publish(status)
        return relay.status
      }
    }
    #expect(reported == published)
    var seen: [ConnectivityStatus] = []
    for await status in stream {
      seen.append(status)
      if seen.count == published.count + 1 { break }
    }
    #expect(seen == [.unknown] + published)
  }

  /// Freeing the relay ends its streams.
  @Test func freeingTheRelayEndsItsStreams() async {
    var relay: ConnectivityStatusRelay? = ConnectivityStatusRelay(.online)
    guard let stream = relay?.updates() else { return }
    relay = nil
    var seen: [ConnectivityStatus] = []
    for await status in stream { seen.append(status) }
    #expect(seen == [.online])
  }
}
