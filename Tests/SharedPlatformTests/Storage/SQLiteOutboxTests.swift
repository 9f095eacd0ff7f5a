import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteOutboxTests {
  private static let start = Date(timeIntervalSinceReferenceDate: 700_000.125)

  private func makeOutbox(_ temporary: TemporaryDatabase) throws -> (SQLiteOutbox, SQLiteDatabase) {
    let database = try temporary.open(synchronous: .full)
    return (SQLiteOutbox(database: database, now: { Self.start }), database)
  }

  @Test func enqueuedItemsSurviveReopeningWithEveryField() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, database) = try makeOutbox(temporary)
    let first = try await outbox.enqueue(kind: "epcis.capture", payload: Data("{\"a\":1}".utf8))
    let second = try await outbox.enqueue(kind: "wallet.spend", payload: Data(), owner: "user-42")
    let third = try await outbox.enqueue(kind: "k", payload: Data([7]), deduplicationKey: "d", owner: "user-7")
    await database.close()

    let (reopened, _) = try makeOutbox(temporary)
    let items = try await reopened.items(in: .pending)
    #expect(items == [first, second, third])
    #expect(items.map(\.owner) == [nil, "user-42", "user-7"])
    #expect(items.first?.createdAt == Self.start)
    #expect(items.first?.nextAttemptAt == Self.start)
    #expect(items[1].payload == Data())
    #expect(first.idempotencyKey != second.idempotencyKey)
  }

  @Test func failuresAreRecordedAndKept() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, database) = try makeOutbox(temporary)
    let item = try await outbox.enqueue(kind: "k", payload: Data([1]))
    let later = Self.start.addingTimeInterval(30)
    try await outbox.recordFailure(item.id, error: "network(offline)", nextAttemptAt: later)
    try await outbox.recordFailure(item.id, error: "server(status: 503)", nextAttemptAt: later)
    await database.close()

    let (reopened, _) = try makeOutbox(temporary)
    let pending = try #require(try await reopened.items(in: .pending).first)
    #expect(pending.attempts == 2)
    #expect(pending.lastError == "server(status: 503)")
    #expect(pending.nextAttemptAt == later)
    #expect(pending.idempotencyKey == item.idempotencyKey)
  }

  @Test func parkedItemsAreKeptAndCanBeRequeued() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    let first = try await outbox.enqueue(kind: "k", payload: Data([1]))
    let second = try await outbox.enqueue(kind: "k", payload: Data([2]))
    try await outbox.markFailed(first.id, error: "validation(gtin: bad)")
    let parked = try #require(try await outbox.items(in: .failed).first)
    #expect(parked.id == first.id)
    #expect(parked.lastError == "validation(gtin: bad)")
    #expect(parked.attempts == 1)
    #expect(try await outbox.items(in: .pending).map(\.id) == [second.id])

    try await outbox.requeue(first.id, nextAttemptAt: Self.start)
    #expect(
      try await outbox.items(in: .pending).map(\.id) == [first.id, second.id], "requeued at its original position")
  }

  @Test func deliveredItemsArePurgedOnRequest() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    let first = try await outbox.enqueue(kind: "k", payload: Data([1]))
    _ = try await outbox.enqueue(kind: "k", payload: Data([2]))
    try await outbox.markDelivered(first.id)
    #expect(try await outbox.items(in: .delivered).map(\.id) == [first.id])
    #expect(try await outbox.removeDelivered() == 1)
    #expect(try await outbox.items(in: .delivered).isEmpty)
    #expect(try await outbox.items(in: .pending).count == 1)
  }

  @Test func processorDrainsTheSQLiteOutboxInOrder() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    var enqueued: [OutboxItem] = []
    for index in 0..<5 {
      enqueued.append(
        try await outbox.enqueue(kind: index.isMultiple(of: 2) ? "a" : "b", payload: Data([UInt8(index)])))
    }
    let processor = OutboxProcessor(store: outbox, now: { Self.start }) { _ in }
    let report = try await processor.drain()
    #expect(report.delivered == enqueued.map(\.id))
    #expect(try await outbox.items(in: .pending).isEmpty)
  }

  /// A delivery the server accepted is recorded even when the draining task is cancelled just after
  /// the answer: the item is not delivered a second time.
  @Test func aDeliveryAcceptedJustBeforeCancellationIsRecorded() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    let item = try await outbox.enqueue(kind: "a", payload: Data([1]))
    let processor = OutboxProcessor(store: outbox, now: { Self.start }) { _ in
      withUnsafeCurrentTask { $0?.cancel() }  // the caller goes away as the answer arrives
    }
    let drain = Task { try await processor.drain() }
    _ = await drain.result
    #expect(try await outbox.items(in: .pending).isEmpty)
    #expect(try await outbox.items(in: .delivered).map(\.id) == [item.id])
  }

  @Test func deduplicatedEnqueueIsAtomicAcrossConnections() async throws {
    let temporary = try TemporaryDatabase()
    // Two databases on one file: the check and the insert must be one step in SQLite itself.
    let outboxes = [try makeOutbox(temporary).0, try makeOutbox(temporary).0]
    let added = try await withThrowingTaskGroup(of: Bool.self) { group in
      for index in 0..<40 {
        group.addTask {
          try await outboxes[index % 2].enqueue(kind: "k", payload: Data([1]), deduplicationKey: "event-1") != nil
        }
      }
      return try await group.reduce(into: 0) { count, added in count += added ? 1 : 0 }
    }
    #expect(added == 1)
    #expect(try await outboxes[0].items(in: .pending).count == 1)
  }

  @Test func aDeduplicationKeyIsFreeAgainOnceItsItemIsDelivered() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    let first = try #require(try await outbox.enqueue(kind: "k", payload: Data([1]), deduplicationKey: "key"))
    try await outbox.markFailed(first.id, error: "validation")
    #expect(try await outbox.enqueue(kind: "k", payload: Data([2]), deduplicationKey: "key") == nil, "parked")
    try await outbox.requeue(first.id, nextAttemptAt: Self.start)
    #expect(try await outbox.enqueue(kind: "k", payload: Data([2]), deduplicationKey: "other") != nil)
    #expect(try await outbox.enqueue(kind: "k", payload: Data([3])).kind == "k", "no key, no deduplication")
    try await outbox.markDelivered(first.id)
    #expect(try await outbox.enqueue(kind: "k", payload: Data([4]), deduplicationKey: "key") != nil)
  }

  /// An outbox written before items had owners keeps its items, now unowned.
  @Test func version1OutboxesMigrateAndKeepTheirItems() async throws {
    let temporary = try TemporaryDatabase()
    let database = try temporary.open()
    let version1 = SQLiteMigrator(domain: "outbox", migrations: [SQLiteOutbox.migrator.migrations[0]])
    try await version1.migrate(database)
    let item = OutboxItem(kind: "k", payload: Data([9]), createdAt: Self.start)
    try await database.run(
      """
      INSERT INTO outbox_items
        (id, kind, payload, idempotency_key, created_at, attempts, next_attempt_at, state)
      VALUES (?, ?, ?, ?, ?, 0, ?, 'pending')
      """,
      [
        item.id.sqliteValue, "k", .blob(item.payload), item.idempotencyKey.sqliteValue, item.createdAt.sqliteValue,
        item.nextAttemptAt.sqliteValue,
      ]
    )
    let outbox = SQLiteOutbox(database: database, now: { Self.start })
    #expect(try await outbox.items(in: .pending) == [item])
    #expect(try await outbox.items(in: .pending).first?.owner == nil)
    #expect(try await SQLiteOutbox.migrator.currentVersion(of: database) == 3)
  }

  @Test func theProcessorListsParkedItemsWithTheirReasonsAndRequeuesThem() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    let item = try await outbox.enqueue(kind: "epcis.capture", payload: Data([1]))
    let rejected = LockedValue(true)
    let processor = OutboxProcessor(store: outbox, now: { Self.start }) { _ in
      if rejected.withLock({ $0 }) { throw AppError.validation([.init(field: "gtin", message: "Invalid check digit")]) }
    }
    #expect(try await processor.drain().parked == [item.id])
    let parked = try await processor.parkedItems()
    #expect(parked.map(\.id) == [item.id])
    #expect(parked.first?.lastError == "validation(gtin: Invalid check digit)")

    rejected.withLock { $0 = false }
    try await processor.requeue(item.id)
    #expect(try await processor.parkedItems().isEmpty)
    #expect(try await processor.drain().delivered == [item.id])
    let delivered = try #require(try await outbox.items(in: .delivered).first)
    #expect(delivered.idempotencyKey == item.idempotencyKey, "the requeued item keeps its key")
  }

  @Test func removeDeletesChosenItemsInAnyStateAndKeepsTheRest() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, database) = try makeOutbox(temporary)
    let pending = try await outbox.enqueue(kind: "a", payload: Data([1]))
    let parked = try await outbox.enqueue(kind: "a", payload: Data([2]), deduplicationKey: "d-1", owner: nil)
    let delivered = try await outbox.enqueue(kind: "b", payload: Data([3]))
    let kept = try await outbox.enqueue(kind: "b", payload: Data([4]))
    try await outbox.markFailed(try #require(parked).id, error: "refused")
    try await outbox.markDelivered(delivered.id)
    let removed = try await outbox.remove([pending.id, try #require(parked).id, delivered.id, UUID()])
    #expect(removed == 3)
    #expect(try await outbox.remove([]) == 0)
    await database.close()

    let (reopened, _) = try makeOutbox(temporary)
    #expect(try await reopened.items(in: .pending) == [kept])
    #expect(try await reopened.items(in: .failed).isEmpty)
    #expect(try await reopened.items(in: .delivered).isEmpty)
    // The removed item's deduplication key is free again.
    #expect(try await reopened.enqueue(kind: "a", payload: Data([5]), deduplicationKey: "d-1", owner: nil) != nil)
  }
}
