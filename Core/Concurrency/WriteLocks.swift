/// The named write locks of one store: the locks its writers take to check what is stored and
/// write after it without another writer of the same store slipping in between.
///
/// Each name has one exclusive lock, made on first use. A store hands out its own
/// (``SyncStore/writeLocks``), so everything writing to one store (two catalogs, a screen and a
/// bill, two session scopes) takes the same lock for the same name, while writers of another store
/// never wait for them.
///
/// ```swift
/// let movements = try await store.writeLocks.withLock("products.stock") {
///   let ledger = try await readLedger()          // nothing else of this store sells meanwhile
///   return try await commit(ledger.plan(sale))
/// }
/// ```
///
/// Waiting suspends the task (it never blocks a thread); a waiting task that is cancelled stops
/// waiting at once with `CancellationError`. Locks are not reentrant: do not take a lock again
/// inside its own body.
public final class WriteLocks: Sendable {
  private let locks = LockedValue<[String: ConcurrencyLimiter]>([:])

  /// A registry with no locks yet.
  public init() {}

  /// The lock named `name`: the same limiter (of one permit) every time for the same name.
  public func lock(named name: String) -> ConcurrencyLimiter {
    locks.withLock { locks in
      if let lock = locks[name] { return lock }
      let lock = ConcurrencyLimiter(limit: 1)
      locks[name] = lock
      return lock
    }
  }

  /// Runs `operation` holding the lock named `name`, after every earlier holder has released it.
  /// - Throws: `CancellationError` if the task is cancelled while waiting; else what `operation` throws.
  public func withLock<Value>(
    _ name: String,
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Value
  ) async throws -> Value {
    try await lock(named: name).withPermit(isolation: isolation, operation)
  }
}
