import SharedCore

/// An async operation that suspends every call until the test resumes it, and records
/// cancellation: the tool for proving that a newer load cancels an older one and that no task
/// outlives its view model.
///
/// ```swift
/// let fetch = SuspendedOperation<[Product]>()
/// viewModel.load(\.products, key: "products") { try await fetch() }
/// await fetch.waitForCalls(1)
/// fetch.resumeAll(returning: [product])
/// ```
public final class SuspendedOperation<Value: Sendable>: Sendable {
  private struct Calls {
    var nextID = 0
    var started = 0
    var cancelled = 0
    var suspended = 0
    var pending: [Int: CheckedContinuation<Value, any Error>] = [:]
    var cancelledBeforeSuspending: Set<Int> = []
  }

  private let calls = LockedValue(Calls())

  /// Creates an operation with no calls.
  public init() {}

  /// How many times the operation has been called.
  public var startedCount: Int { calls.withLock { $0.started } }

  /// How many calls observed the cancellation of their task.
  public var cancelledCount: Int { calls.withLock { $0.cancelled } }

  /// How many calls are suspended, waiting to be resumed.
  public var pendingCount: Int { calls.withLock { $0.pending.count } }

  /// Suspends until resumed; throws `CancellationError` as soon as the calling task is cancelled.
  public func callAsFunction() async throws -> Value {
    let id = calls.withLock { calls in
      defer { calls.nextID += 1; calls.started += 1 }
      return calls.nextID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelledAlready = calls.withLock { calls in
          calls.suspended += 1
          guard !calls.cancelledBeforeSuspending.contains(id) else { return true }
          calls.pending[id] = continuation
          return false
        }
        if cancelledAlready { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let continuation = calls.withLock { calls in
        calls.cancelled += 1
        guard let continuation = calls.pending.removeValue(forKey: id) else {
          calls.cancelledBeforeSuspending.insert(id)
          return CheckedContinuation<Value, any Error>?.none
        }
        return continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Resumes every suspended call with `value`, oldest first.
  public func resumeAll(returning value: Value) {
    for continuation in takePending() { continuation.resume(returning: value) }
  }

  /// Resumes every suspended call by throwing `error`.
  public func resumeAll(throwing error: any Error) {
    for continuation in takePending() { continuation.resume(throwing: error) }
  }

  /// Waits (yielding) until at least `count` calls have reached their suspension point.
  public func waitForCalls(_ count: Int) async {
    while calls.withLock({ $0.suspended }) < count { await Task.yield() }
  }

  /// Waits (yielding) until at least `count` calls have observed cancellation.
  public func waitForCancellations(_ count: Int) async {
    while cancelledCount < count { await Task.yield() }
  }

  private func takePending() -> [CheckedContinuation<Value, any Error>] {
    calls.withLock { calls in
      defer { calls.pending = [:] }
      return calls.pending.keys.sorted().compactMap { calls.pending[$0] }
    }
  }
}
