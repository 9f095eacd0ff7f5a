import Foundation

/// The wait before retrying an outbox item: exponential in the number of failed attempts, capped.
///
/// `delay(afterAttempts: n) = min(initial × multiplierⁿ⁻¹, maximum)`, with the multiplier taken
/// as at least 1. Deterministic (no jitter) so the next attempt time is predictable and testable;
/// the HTTP pipeline's own retry policy adds jitter to the individual requests.
public struct OutboxBackoff: Sendable, Hashable {
  /// The wait after the first failure.
  public var initial: Duration
  /// The factor applied per further failure.
  public var multiplier: Double
  /// The longest wait.
  public var maximum: Duration

  /// Creates a backoff (defaults: 1 s, ×2, at most 10 minutes).
  public init(initial: Duration = .seconds(1), multiplier: Double = 2, maximum: Duration = .seconds(600)) {
    self.initial = initial
    self.multiplier = multiplier
    self.maximum = maximum
  }

  /// The wait after `attempts` failed attempts (at least 1).
  public func delay(afterAttempts attempts: Int) -> Duration {
    let exponent = Double(max(0, attempts - 1))
    let factor = Swift.min(pow(Swift.max(multiplier, 1), exponent), 1e9)
    let scaled = initial * factor
    return min(scaled, maximum)
  }
}
