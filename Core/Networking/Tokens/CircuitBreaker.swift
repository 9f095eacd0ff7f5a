import Foundation

/// A circuit breaker over token-refresh outcomes: closed → open after ``failureThreshold``
/// consecutive failures → after ``coolDown``, half-open lets one probe through; its success closes
/// the circuit, its failure re-opens it.
///
/// A value type: its owner (``TokenManager``, an actor) serialises access.
public struct CircuitBreaker: Sendable, Hashable {
  /// The breaker's state.
  public enum State: Sendable, Hashable {
    /// Calls pass; `failures` consecutive failures so far.
    case closed(failures: Int)
    /// Calls fail fast until `until`.
    case open(until: Date)
    /// One probe call is in flight; others must wait for it.
    case halfOpen
  }

  /// Consecutive failures that open the circuit.
  public var failureThreshold: Int
  /// How long the circuit stays open before a probe is allowed.
  public var coolDown: Duration
  /// The current state.
  public private(set) var state: State = .closed(failures: 0)

  /// Creates a closed breaker.
  public init(failureThreshold: Int = 5, coolDown: Duration = .seconds(30)) {
    self.failureThreshold = max(1, failureThreshold)
    self.coolDown = coolDown
  }

  /// Asks to make a call at `now`: `true` lets it through (moving open → half-open once the
  /// cool-down is over, making this call the probe); `false` means fail fast.
  public mutating func admit(now: Date) -> Bool {
    switch state {
    case .closed: return true
    case .halfOpen: return false
    case .open(let until):
      guard now >= until else { return false }
      state = .halfOpen
      return true
    }
  }

  /// Records a successful call: the circuit closes.
  public mutating func recordSuccess() {
    state = .closed(failures: 0)
  }

  /// Records a failed call at `now`: a probe's failure, or reaching the threshold, opens the circuit.
  public mutating func recordFailure(now: Date) {
    switch state {
    case .closed(let failures) where failures + 1 < failureThreshold:
      state = .closed(failures: failures + 1)
    case .closed, .halfOpen, .open:
      state = .open(until: now.addingTimeInterval(coolDown.seconds))
    }
  }

  /// When the circuit is open, when it will admit a probe.
  public var reopensAt: Date? {
    if case .open(let until) = state { return until }
    return nil
  }
}
