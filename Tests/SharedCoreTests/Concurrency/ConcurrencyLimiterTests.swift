import SharedCore
import SharedTesting
import Testing

@Suite struct ConcurrencyLimiterTests {
  /// Twelve operations through a limit of three: never more than three at once, and three do overlap.
  @Test func noMoreThanTheLimitRunAtOnce() async throws {
    let limiter = ConcurrencyLimiter(limit: 3)
    let peak = LockedPeak()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<12 {
        group.addTask {
          try await limiter.withPermit {
            peak.enter()
            try await Task.sleep(for: .milliseconds(20))
            peak.leave()
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(peak.highest == 3)
    #expect(limiter.running == 0)
  }

  /// A cancelled waiter leaves at once with `CancellationError` and takes no slot.
  @Test func aCancelledWaiterLeavesWithoutTakingASlot() async throws {
    let limiter = ConcurrencyLimiter(limit: 1)
    let holder = SuspendedOperation<Int>()
    let holding = Task { try await limiter.withPermit { try await holder() } }
    await holder.waitForCalls(1)
    let waiter = Task { try await limiter.withPermit { "ran" } }
    waiter.cancel()
    await #expect(throws: CancellationError.self) { try await waiter.value }
    holder.resumeAll(returning: 1)
    #expect(try await holding.value == 1)
    #expect(try await limiter.withPermit { "next" } == "next")
    #expect(limiter.running == 0)
  }

  @Test func aLimitBelowOneIsOne() {
    #expect(ConcurrencyLimiter(limit: 0).limit == 1)
  }
}

/// Counts operations in flight and remembers the most seen at once.
private final class LockedPeak: Sendable {
  private let state = LockedValue((current: 0, highest: 0))
  var highest: Int { state.withLock { $0.highest } }

  func enter() {
    state.withLock {
      $0.current += 1
      $0.highest = max($0.highest, $0.current)
    }
  }

  func leave() { state.withLock { $0.current -= 1 } }
}
