/// Lets at most ``limit`` operations run at once; the others wait, first come first served.
///
/// Waiting suspends the task (it never blocks a thread), and a waiting task that is cancelled
/// stops waiting at once with `CancellationError`, without taking a slot.
///
/// ```swift
/// let limiter = ConcurrencyLimiter(limit: 4)
/// let response = try await limiter.withPermit { try await session.data(for: request) }
/// ```
public final class ConcurrencyLimiter: Sendable {
  private struct Waiter {
    let id: UInt64
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var available: Int
    var waiters: [Waiter] = []
    var nextID: UInt64 = 0
  }

  /// How many operations may run at once (at least 1).
  public let limit: Int
  private let state: LockedValue<State>

  /// Creates a limiter; a `limit` below 1 is raised to 1.
  public init(limit: Int) {
    self.limit = max(1, limit)
    state = LockedValue(State(available: max(1, limit)))
  }

  /// How many operations are running now.
  public var running: Int {
    state.withLock { limit - $0.available }
  }

  /// Runs `operation` once a slot is free, and frees the slot when it ends.
  /// - Throws: `CancellationError` if the task is cancelled while waiting; else what `operation` throws.
  public func withPermit<Value>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Value
  ) async throws -> Value {
    try await acquire()
    defer { release() }
    return try await operation()
  }

  private func acquire() async throws {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // Checked under the lock, so a cancellation either finds this waiter queued or is seen here.
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if Task.isCancelled { return .failure(CancellationError()) }
          if state.available > 0 {
            state.available -= 1
            return .success(())
          }
          state.waiters.append(Waiter(id: id, continuation: continuation))
          return nil
        }
        if let outcome { continuation.resume(with: outcome) }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        state.waiters.firstIndex { $0.id == id }.map { state.waiters.remove(at: $0) }
      }
      waiter?.continuation.resume(throwing: CancellationError())
    }
  }

  private func release() {
    let next = state.withLock { state -> Waiter? in
      guard !state.waiters.isEmpty else {
        state.available += 1
        return nil
      }
      return state.waiters.removeFirst()
    }
    next?.continuation.resume()
  }
}
