import Foundation
import SharedCore

/// A token bucket per endpoint category, so a screen's refresh loop cannot hammer the platform:
/// each category holds `capacity` requests and regains `refillPerSecond`; a request without a
/// token waits for the next one (cancellation honoured).
public actor LoyaltyRequestLimiter {
  private struct Bucket {
    var tokens: Double
    var updatedAt: Date
  }

  private let capacity: Double
  private let refillPerSecond: Double
  private let sleeper: any Sleeper
  private let now: @Sendable () -> Date
  private var buckets: [LoyaltyEndpointCategory: Bucket] = [:]

  /// Creates the limiter; the defaults allow bursts of 10 and 5 requests a second per category.
  public init(
    capacity: Int = 10, refillPerSecond: Double = 5, sleeper: any Sleeper = TaskSleeper(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.capacity = Double(max(1, capacity))
    self.refillPerSecond = max(0.001, refillPerSecond)
    self.sleeper = sleeper
    self.now = now
  }

  /// Takes one token for `category`, waiting until one is available.
  /// - Throws: `CancellationError` when the task is cancelled while waiting.
  public func acquire(_ category: LoyaltyEndpointCategory) async throws {
    while true {
      let instant = now()
      var bucket = buckets[category] ?? Bucket(tokens: capacity, updatedAt: instant)
      let elapsed = max(0, instant.timeIntervalSince(bucket.updatedAt))
      bucket.tokens = min(capacity, bucket.tokens + elapsed * refillPerSecond)
      bucket.updatedAt = instant
      if bucket.tokens >= 1 {
        bucket.tokens -= 1
        buckets[category] = bucket
        return
      }
      buckets[category] = bucket
      let wait = (1 - bucket.tokens) / refillPerSecond
      try await sleeper.sleep(for: .milliseconds(Int((wait * 1000).rounded(.up))))
      try Task.checkCancellation()
    }
  }

  /// The tokens `category` holds now (for diagnostics and tests).
  public func available(_ category: LoyaltyEndpointCategory) -> Double {
    guard let bucket = buckets[category] else { return capacity }
    return min(capacity, bucket.tokens + max(0, now().timeIntervalSince(bucket.updatedAt)) * refillPerSecond)
  }
}
