import SharedCore

extension StatefulViewModel {
  /// Waits until the view model's state satisfies `predicate` and returns that state.
  ///
  /// Checks the current state first, then every change. Never hangs: after `timeout`, or when the
  /// view model closes first, it throws ``SettleTimeout`` carrying the last state seen. The default
  /// timeout is generous because it only delays a failing test: on a loaded CI machine running
  /// tests in parallel, the main actor can be seconds away from a view model's next step.
  ///
  /// ```swift
  /// viewModel.send(.scan(link))
  /// let state = try await viewModel.settled(where: { $0.details.passport.isSuccess })
  /// #expect(state.details.passport.value?.productName == "EcoTrail Running Shoe")
  /// ```
  public final func settled(
    where predicate: @escaping @Sendable (State) -> Bool,
    timeout: Duration = .seconds(30)
  ) async throws -> State {
    let stream = states()
    let lastSeen = LockedValue(state)
    return try await withThrowingTaskGroup(of: State?.self) { group in
      group.addTask {
        for await state in stream {
          lastSeen.withLock { $0 = state }
          if predicate(state) { return state }
        }
        return nil
      }
      group.addTask {
        try await Task.sleep(for: timeout)
        return nil
      }
      defer { group.cancelAll() }
      let first = try await group.next() ?? nil
      guard let settled = first else {
        throw SettleTimeout(timeout: timeout, lastState: lastSeen.withLock { $0 })
      }
      return settled
    }
  }
}

/// A view model's state did not satisfy the awaited condition in time (or the view model closed).
public struct SettleTimeout<State: Sendable>: Error, CustomStringConvertible {
  /// How long `settled(where:timeout:)` waited.
  public let timeout: Duration
  /// The last state the view model published.
  public let lastState: State

  /// `State did not settle within 30 seconds; last state: …`.
  public var description: String { "State did not settle within \(timeout); last state: \(lastState)" }
}
