import Foundation

/// Delivers outbox items: in enqueue order per kind, at least once, with backoff and parking.
///
/// One ``drain(ignoringBackoff:)`` walks the pending items in enqueue order:
/// - an item that is not yet due (`nextAttemptAt` in the future) is skipped and **blocks** the
///   later items of its kind, so a kind's writes reach the server in the order they were made;
/// - otherwise it is delivered through the injected closure and marked delivered only after the
///   closure returns (at-least-once: a crash in between redelivers it, with the same key);
/// - a retryable failure records `lastError`, counts the attempt, schedules the next one with
///   ``OutboxBackoff`` and blocks the rest of the kind;
/// - a permanent failure parks the item as `failed` with its error — never deleted — and the kind
///   moves on; ``parkedItems()`` lists parked items with their reasons and ``requeue(_:)`` puts one
///   back in line;
/// - cancellation stops the drain and leaves the current and later items pending, untouched;
/// - an item with an ``OutboxItem/owner`` is delivered only while `currentOwner` returns that owner:
///   after a logout, or while another user is signed in, it waits (reported as
///   ``OutboxDrainReport/awaitingOwner``), neither sent with someone else's credentials nor parked,
///   and it does not hold back the items of other users;
/// - with `kinds`, only items of those kinds are touched: several features can share one store,
///   each draining its own items without parking the others' as undecodable.
///
/// ``AppError/isRetryable`` alone decides between retrying and parking (errors of other types are
/// classified by ``AppError/init(_:)``): an outage — offline, a timeout, a TLS failure behind a
/// captive portal, a 5xx, a token refresh held back by its circuit breaker — never parks an item.
/// Drains do not overlap: a `drain()` called while one runs returns an empty report; use
/// ``OutboxDrainer`` to drain automatically when connectivity returns.
public actor OutboxProcessor {
  /// Sends one item to its destination; returning means the server accepted it.
  public typealias Deliver = @Sendable (OutboxItem) async throws -> Void

  private let store: any OutboxStore
  private let backoff: OutboxBackoff
  private let now: @Sendable () -> Date
  private let deliver: Deliver
  private let currentOwner: @Sendable () async throws -> String?
  private let kinds: Set<String>?
  private var isDraining = false

  /// Creates a processor.
  /// - Parameters:
  ///   - store: Where the items wait.
  ///   - backoff: The delays between failed attempts.
  ///   - now: The clock (injectable for tests).
  ///   - currentOwner: The signed-in user whose items may be delivered now (usually the
  ///     backend's `TokenManager.subject`); items without an owner are always delivered.
  ///   - kinds: The kinds this processor delivers, parks and requeues; `nil` (the default) means
  ///     every kind in the store.
  ///   - deliver: Sends one item; returning means the server accepted it.
  public init(
    store: any OutboxStore,
    backoff: OutboxBackoff = OutboxBackoff(),
    now: @escaping @Sendable () -> Date = { Date() },
    currentOwner: @escaping @Sendable () async throws -> String? = { nil },
    kinds: Set<String>? = nil,
    deliver: @escaping Deliver
  ) {
    self.store = store
    self.backoff = backoff
    self.now = now
    self.currentOwner = currentOwner
    self.kinds = kinds
    self.deliver = deliver
  }

  /// Attempts every due pending item once, as described above.
  /// - Parameter ignoringBackoff: Attempts items whose backoff has not elapsed too (connectivity
  ///   just returned: the failures the backoff was spacing out are probably over). Kind order
  ///   still holds: a failure blocks the rest of its kind.
  /// - Throws: `CancellationError` if cancelled (items stay pending), or the store's errors.
  @discardableResult
  public func drain(ignoringBackoff: Bool = false) async throws -> OutboxDrainReport {
    guard !isDraining else { return OutboxDrainReport() }
    isDraining = true
    defer { isDraining = false }

    var report = OutboxDrainReport()
    var blockedKinds: Set<String> = []
    let owner = try await currentOwner()
    for item in try await store.items(in: .pending) where handles(item) {
      try Task.checkCancellation()
      if let itemOwner = item.owner, itemOwner != owner {
        report.awaitingOwner.append(item.id)
        continue
      }
      guard !blockedKinds.contains(item.kind), ignoringBackoff || item.nextAttemptAt <= now() else {
        blockedKinds.insert(item.kind)
        report.deferred.append(item.id)
        continue
      }
      switch try await attempt(item) {
      case .delivered: report.delivered.append(item.id)
      case .parked: report.parked.append(item.id)
      case .retried:
        report.retried.append(item.id)
        blockedKinds.insert(item.kind)
      }
    }
    return report
  }

  /// The items parked after a permanent failure, in enqueue order; each one's
  /// ``OutboxItem/lastError`` says why.
  public func parkedItems() async throws -> [OutboxItem] {
    try await store.items(in: .failed).filter(handles)
  }

  /// Puts a parked item back in line at its original position, due now, keeping its idempotency
  /// key and history; the next ``drain(ignoringBackoff:)`` delivers it. Requeuing an item that is not parked does
  /// nothing.
  public func requeue(_ id: UUID) async throws {
    try await store.requeue(id, nextAttemptAt: now())
  }

  /// Requeues every parked item (after the cause was fixed: the user corrected data, the app was
  /// updated); returns their ids.
  @discardableResult
  public func requeueAll() async throws -> [UUID] {
    let parked = try await store.items(in: .failed).filter(handles)
    for item in parked { try await store.requeue(item.id, nextAttemptAt: now()) }
    return parked.map(\.id)
  }

  private enum Outcome { case delivered, retried, parked }

  private func handles(_ item: OutboxItem) -> Bool {
    kinds?.contains(item.kind) ?? true
  }

  private func attempt(_ item: OutboxItem) async throws -> Outcome {
    do {
      try await deliver(item)
    } catch {
      if Task.isCancelled { throw CancellationError() }
      let appError = AppError(error)
      let description = String(describing: appError)
      if !appError.isRetryable, appError != .cancelled {
        try await store.markFailed(item.id, error: description)
        return .parked
      }
      let attempts = item.attempts + 1
      let (seconds, attoseconds) = backoff.delay(afterAttempts: attempts).components
      let next = now().addingTimeInterval(TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18)
      try await store.recordFailure(item.id, error: description, nextAttemptAt: next)
      return .retried
    }
    // Delivered: recording it must not be skipped because the caller went away meanwhile (a store
    // may refuse to start work for a cancelled task), so it runs in a task of its own, which the
    // caller's cancellation does not reach, and is awaited.
    let store = self.store
    let id = item.id
    try await Task { try await store.markDelivered(id) }.value
    return .delivered
  }
}
