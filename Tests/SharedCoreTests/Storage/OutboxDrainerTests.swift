import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct OutboxDrainerTests {
  @Test func drainsWhenConnectivityReturns() async throws {
    let monitor = ManualConnectivityMonitor(.offline)
    let drains = DrainCounter()
    let drainer = OutboxDrainer(monitor: monitor) { [OutboxDrain { await drains.run(ignoringBackoff: $0) }] }
    await drainer.start()
    await monitor.set(.offline)
    try await Task.sleep(for: .milliseconds(50))
    #expect(await drains.count == 0, "nothing happens while offline")

    await monitor.set(.online)
    try await eventually { await drains.count == 1 }
    #expect(await drains.ignoredBackoff == [true], "items backing off from the outage are attempted")
    await monitor.set(.offline)
    await monitor.set(.online)
    try await eventually { await drains.count == 2 }
    await drainer.stop()
  }

  @Test func concurrentTriggersCoalesceIntoOneFollowUpPass() async throws {
    let monitor = ManualConnectivityMonitor(.online)
    let drains = DrainCounter(gated: true)
    let drainer = OutboxDrainer(monitor: monitor) { [OutboxDrain { await drains.run(ignoringBackoff: $0) }] }
    let first = Task { await drainer.drainNow() }
    try await eventually { await drains.started == 1 }
    let followers = (0..<20).map { _ in Task { await drainer.drainNow() } }
    try await Task.sleep(for: .milliseconds(50))
    await drains.open()
    await first.value
    for follower in followers { await follower.value }
    #expect(await drains.count == 2, "the running pass, then exactly one more for the 20 triggers")
    #expect(await drainer.passCount == 2)
    #expect(await drains.ignoredBackoff == [false, false], "on-demand passes honour backoff by default")
  }

  @Test func drainNowRunsEveryRegisteredDrainAndSurvivesAFailingOne() async throws {
    struct Broken: Error {}
    let first = DrainCounter()
    let second = DrainCounter()
    let drainer = OutboxDrainer(monitor: ManualConnectivityMonitor(.online)) {
      [
        OutboxDrain { _ in throw Broken() }, OutboxDrain { await first.run(ignoringBackoff: $0) },
        OutboxDrain { await second.run(ignoringBackoff: $0) },
      ]
    }
    await drainer.drainNow()
    #expect(await first.count == 1)
    #expect(await second.count == 1)
  }

  private func eventually(_ condition: @Sendable () async -> Bool) async throws {
    for _ in 0..<500 {
      if await condition() { return }
      try await Task.sleep(for: .milliseconds(5))
    }
    Issue.record("condition not met within 2.5 s")
  }
}

/// Counts drain passes; a gated counter holds its passes until ``open()``.
private actor DrainCounter {
  private(set) var started = 0
  private(set) var count = 0
  private(set) var ignoredBackoff: [Bool] = []
  private var gated: Bool
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(gated: Bool = false) { self.gated = gated }

  func run(ignoringBackoff: Bool) async -> OutboxDrainReport {
    started += 1
    ignoredBackoff.append(ignoringBackoff)
    if gated { await withCheckedContinuation { waiters.append($0) } }
    count += 1
    return OutboxDrainReport()
  }

  func open() {
    gated = false
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}
