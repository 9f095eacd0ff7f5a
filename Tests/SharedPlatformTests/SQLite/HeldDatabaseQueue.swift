import SharedPlatform
import SharedTesting

/// Holds a database's queue (a thread outside the cooperative pool) until released: `work` runs on
/// the connection, in a transaction when asked, and the queue then waits with it still open.
///
/// ```swift
/// let held = await HeldDatabaseQueue.hold(database)
/// // … what must not wait for the queue …
/// try await held.release()
/// ```
struct HeldDatabaseQueue {
  private let gate: Latch
  private let holding: Task<Void, any Error>

  /// Returns once `work` has run and the queue is held.
  static func hold(
    _ database: SQLiteDatabase, inTransaction: Bool = false,
    doing work: @escaping @Sendable (SQLiteConnection) throws -> Void = { _ in }
  ) async -> HeldDatabaseQueue {
    let gate = Latch()
    let entered = AsyncStream.makeStream(of: Void.self)
    let holding = Task {
      // Ends the wait below even when `work` throws; `release()` then rethrows it.
      defer { entered.continuation.finish() }
      let body: @Sendable (SQLiteConnection) throws -> Void = { db in
        try work(db)
        entered.continuation.yield()
        gate.wait()
      }
      if inTransaction { try await database.transaction(body) } else { try await database.withConnection(body) }
    }
    for await _ in entered.stream { break }
    return HeldDatabaseQueue(gate: gate, holding: holding)
  }

  /// Lets the queue go on and waits for the held work to finish (committing its transaction).
  func release() async throws {
    gate.open()
    try await holding.value
  }
}
