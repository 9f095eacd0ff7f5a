import SharedCore

/// Records a lifecycle event online, or queues it durably when that is not possible now.
///
/// Every event carries an idempotency key derived from its content (``PendingLifecycleEvent``), so a
/// delivery that is retried (by the HTTP pipeline or by a later sync) is recorded once. To keep the
/// server's order equal to the order of recording, an event is queued behind earlier queued events
/// rather than overtaking them, and the queue is then synced.
public struct RecordLifecycleEvent: Sendable {
  /// What happened to the event.
  public enum Outcome: Sendable, Hashable {
    /// The server recorded it.
    case recorded(TraceWiseEventResponse)
    /// It waits in the outbox under this idempotency key, to be sent by ``sync()``.
    case queued(idempotencyKey: String)
  }

  private let events: any DPPEventRepository
  private let queue: any DPPPendingEventQueue
  private let crypto: any CryptoProvider

  /// Creates the use case.
  public init(events: any DPPEventRepository, queue: any DPPPendingEventQueue, crypto: any CryptoProvider) {
    self.events = events
    self.queue = queue
    self.crypto = crypto
  }

  /// Records `event`.
  /// - Throws: non-retryable `AppError`s (`.validation`, `.notFound`, `.unauthorized`, …) and
  ///   storage errors; connectivity failures, 408/429/5xx queue the event instead.
  public func callAsFunction(_ event: LifecycleEvent) async throws -> Outcome {
    let pending = PendingLifecycleEvent(event: event, crypto: crypto)
    guard try await queue.pending().isEmpty else {
      try await queue.enqueue(pending)
      // Best effort: whatever fails stays queued with its backoff; the event is safe either way.
      _ = try? await queue.sync()
      return .queued(idempotencyKey: pending.idempotencyKey)
    }
    do {
      return .recorded(try await events.add(event, idempotencyKey: pending.idempotencyKey))
    } catch {
      let appError = AppError(error)
      guard appError.isRetryable else { throw appError }
      try await queue.enqueue(pending)
      return .queued(idempotencyKey: pending.idempotencyKey)
    }
  }

  /// Sends the queued events in order; call it when connectivity returns.
  @discardableResult
  public func sync() async throws -> OutboxDrainReport {
    try await queue.sync()
  }
}
