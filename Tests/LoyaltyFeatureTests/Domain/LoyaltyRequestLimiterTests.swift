import Foundation
import LoyaltyFeature
import SharedCore
import SharedTesting
import Testing

/// The per-category token bucket.
@Suite struct LoyaltyRequestLimiterTests {
  /// A clock that only moves when the limiter sleeps.
  final class SleepingClock: Sleeper, @unchecked Sendable {
    private let lock = NSLock()
    private var elapsed: TimeInterval = 0
    var now: Date { lock.withLock { Date(timeIntervalSince1970: elapsed) } }
    func sleep(for duration: Duration) async throws {
      lock.withLock { elapsed += Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
    }
  }

  @Test func aBurstOfAHundredTapsIsHeldToTheBudget() async throws {
    let clock = SleepingClock()
    let limiter = LoyaltyRequestLimiter(capacity: 5, refillPerSecond: 1, sleeper: clock, now: { clock.now })
    for _ in 0..<100 { try await limiter.acquire(.authenticatedContext) }
    // 5 at once, then one per second: the 100th token is granted after 95 s.
    #expect(abs(clock.now.timeIntervalSince1970 - 95) < 0.01)
  }

  @Test func categoriesHaveTheirOwnBuckets() async throws {
    let clock = SleepingClock()
    let limiter = LoyaltyRequestLimiter(capacity: 2, refillPerSecond: 1, sleeper: clock, now: { clock.now })
    for _ in 0..<2 { try await limiter.acquire(.authenticatedContext) }
    try await limiter.acquire(.standardContext)
    #expect(clock.now.timeIntervalSince1970 == 0)
    #expect(await limiter.available(.authenticatedContext) < 1)
  }
}
