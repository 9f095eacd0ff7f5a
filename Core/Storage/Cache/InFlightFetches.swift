import Foundation

/// One shared fetch per key: concurrent callers for the same key wait for the same work.
///
/// Each caller is a waiter; a waiter whose task is cancelled leaves at once (with
/// `CancellationError`) without disturbing the others, and when the last waiter leaves the
/// fetch itself is cancelled. The fetch runs in an unstructured task owned by this actor.
actor InFlightFetches {
  private struct Flight {
    let id: UUID
    let task: Task<Void, Never>
    var waiters: [UUID: CheckedContinuation<Data, any Error>]
  }

  private var flights: [String: Flight] = [:]

  /// The result of the fetch for `key`: the running one, or a new one made by `fetch`.
  func data(for key: String, fetch: @escaping @Sendable () async throws -> Data) async throws -> Data {
    let waiter = UUID.randomV4()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        join(key, waiter: waiter, continuation: continuation, fetch: fetch)
      }
    } onCancel: {
      Task { await self.leave(key, waiter: waiter) }
    }
  }

  /// The number of callers waiting for the fetch of `key` (0 when none is running).
  func waiterCount(for key: String) -> Int {
    flights[key]?.waiters.count ?? 0
  }

  private func join(
    _ key: String,
    waiter: UUID,
    continuation: CheckedContinuation<Data, any Error>,
    fetch: @escaping @Sendable () async throws -> Data
  ) {
    guard !Task.isCancelled else {
      continuation.resume(throwing: CancellationError())
      return
    }
    if flights[key] != nil {
      flights[key]?.waiters[waiter] = continuation
      return
    }
    let id = UUID.randomV4()
    let task = Task {
      let result: Result<Data, any Error>
      do {
        result = .success(try await fetch())
      } catch {
        result = .failure(error)
      }
      self.finish(key, flight: id, with: result)
    }
    flights[key] = Flight(id: id, task: task, waiters: [waiter: continuation])
  }

  private func leave(_ key: String, waiter: UUID) {
    guard let continuation = flights[key]?.waiters.removeValue(forKey: waiter) else { return }
    continuation.resume(throwing: CancellationError())
    if let flight = flights[key], flight.waiters.isEmpty {
      flight.task.cancel()
      flights[key] = nil
    }
  }

  private func finish(_ key: String, flight id: UUID, with result: Result<Data, any Error>) {
    guard let flight = flights[key], flight.id == id else { return }
    flights[key] = nil
    for continuation in flight.waiters.values { continuation.resume(with: result) }
  }
}
