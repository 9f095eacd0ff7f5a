import SharedCore
import SharedTesting
import Testing

/// A counter that counts up to a limit in steps, one task hop apart.
@MainActor
private final class CountingViewModel: StatefulViewModel<Int> {
  init() { super.init(initialState: 0) }

  func count(to limit: Int) {
    tasks.run("count") { [weak self] in
      for _ in 0..<limit {
        await Task.yield()
        self?.update { $0 += 1 }
      }
    }
  }
}

@Suite @MainActor struct SettledTests {
  @Test func returnsTheFirstStateThatMatches() async throws {
    let viewModel = CountingViewModel()
    viewModel.count(to: 5)
    #expect(try await viewModel.settled(where: { $0 >= 3 }) >= 3)
  }

  @Test func aStateAlreadyMatchingReturnsAtOnce() async throws {
    #expect(try await CountingViewModel().settled(where: { $0 == 0 }, timeout: .seconds(1)) == 0)
  }

  @Test func onTimeoutFailsWithTheLastStateSeen() async throws {
    let viewModel = CountingViewModel()
    viewModel.count(to: 2)
    _ = try await viewModel.settled(where: { $0 == 2 })

    let error = try await #require(throws: SettleTimeout<Int>.self) {
      try await viewModel.settled(where: { $0 == 99 }, timeout: .milliseconds(50))
    }

    #expect(error.lastState == 2)
    #expect(error.description == "State did not settle within 0.05 seconds; last state: 2")
  }

  @Test func aClosedViewModelFailsWithoutWaitingForTheTimeout() async throws {
    let viewModel = CountingViewModel()
    viewModel.close()
    let clock = ContinuousClock()
    let start = clock.now

    let error = try await #require(throws: SettleTimeout<Int>.self) {
      try await viewModel.settled(where: { $0 == 1 }, timeout: .seconds(600))
    }

    #expect(error.lastState == 0)
    #expect(clock.now - start < .seconds(60))
  }
}
