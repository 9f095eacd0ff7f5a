import Foundation
import SharedCore
import Testing

@Suite struct CircuitBreakerTests {
  /// `#expect` cannot call a mutating method on its operand, so admit through this helper.
  private func admit(_ breaker: inout CircuitBreaker, _ now: Date) -> Bool {
    breaker.admit(now: now)
  }

  private let start = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func opensAfterConsecutiveFailuresAndProbesAfterTheCoolDown() {
    var breaker = CircuitBreaker(failureThreshold: 3, coolDown: .seconds(30))
    for failures in 1...2 {
      #expect(admit(&breaker, start))
      breaker.recordFailure(now: start)
      #expect(breaker.state == .closed(failures: failures))
    }
    breaker.recordFailure(now: start)
    #expect(breaker.state == .open(until: start.addingTimeInterval(30)))
    #expect(!admit(&breaker, start.addingTimeInterval(29)))
    #expect(admit(&breaker, start.addingTimeInterval(30)))
    #expect(breaker.state == .halfOpen)
    #expect(!admit(&breaker, start.addingTimeInterval(31)), "only one probe while half-open")
  }

  @Test func aFailedProbeReopensAndASuccessfulOneCloses() {
    var breaker = CircuitBreaker(failureThreshold: 1, coolDown: .seconds(10))
    breaker.recordFailure(now: start)
    #expect(admit(&breaker, start.addingTimeInterval(10)))
    breaker.recordFailure(now: start.addingTimeInterval(10))
    #expect(breaker.state == .open(until: start.addingTimeInterval(20)))
    #expect(admit(&breaker, start.addingTimeInterval(20)))
    breaker.recordSuccess()
    #expect(breaker.state == .closed(failures: 0))
  }

  @Test func aSuccessResetsTheFailureCount() {
    var breaker = CircuitBreaker(failureThreshold: 3)
    breaker.recordFailure(now: start)
    breaker.recordFailure(now: start)
    breaker.recordSuccess()
    breaker.recordFailure(now: start)
    #expect(breaker.state == .closed(failures: 1))
  }
}
