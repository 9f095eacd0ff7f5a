import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

@Suite struct SQLiteOutboxTests {
  private static let start = Date(timeIntervalSinceReferenceDate: 700_000.125)

  private func makeOutbox(_ temporary: TemporaryDatabase) throws -> (SQLiteOutbox, SQLiteDatabase) {
    let database = try temporary.open(synchronous: .full)
    return (try SQLiteOutbox(database: database, now: { Self.start }), database)
  }

  @Test func enqueuedItemsSurviveReopeningWithEveryField() throws {
    let temporary = try TemporaryDatabase()
    let (outbox, database) = try makeOutbox(temporary)
    let first = try outbox.enqueue(kind: "epcis.capture", payload: Data("{\"a\":1}".utf8))
    let second = try outbox.enqueue(kind: "wallet.spend", payload: Data())
    database.close()

    let (reopened, _) = try makeOutbox(temporary)
    let items = try reopened.items(in: .pending)
    #expect(items == [first, second])
    #expect(items.first?.createdAt == Self.start)
    #expect(items.first?.nextAttemptAt == Self.start)
    #expect(items.last?.payload == Data())
    #expect(first.idempotencyKey != second.idempotencyKey)
  }

  @Test func failuresAreRecordedAndKept() throws {
    let temporary = try TemporaryDatabase()
    let (outbox, database) = try makeOutbox(temporary)
    let item = try outbox.enqueue(kind: "k", payload: Data([1]))
    let later = Self.start.addingTimeInterval(30)
    try outbox.recordFailure(item.id, error: "network(offline)", nextAttemptAt: later)
    try outbox.recordFailure(item.id, error: "server(status: 503)", nextAttemptAt: later)
    database.close()

    let (reopened, _) = try makeOutbox(temporary)
    let pending = try #require(try reopened.items(in: .pending).first)
    #expect(pending.attempts == 2)
    #expect(pending.lastError == "server(status: 503)")
    #expect(pending.nextAttemptAt == later)
    #expect(pending.idempotencyKey == item.idempotencyKey)
  }

  @Test func parkedItemsAreKeptAndCanBeRequeued() throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    let first = try outbox.enqueue(kind: "k", payload: Data([1]))
    let second = try outbox.enqueue(kind: "k", payload: Data([2]))
    try outbox.markFailed(first.id, error: "validation(gtin: bad)")
    let parked = try #require(try outbox.items(in: .failed).first)
    #expect(parked.id == first.id)
    #expect(parked.lastError == "validation(gtin: bad)")
    #expect(parked.attempts == 1)
    #expect(try outbox.items(in: .pending).map(\.id) == [second.id])

    try outbox.requeue(first.id, nextAttemptAt: Self.start)
    #expect(try outbox.items(in: .pending).map(\.id) == [first.id, second.id], "requeued at its original position")
  }

  @Test func deliveredItemsArePurgedOnRequest() throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    let first = try outbox.enqueue(kind: "k", payload: Data([1]))
    _ = try outbox.enqueue(kind: "k", payload: Data([2]))
    try outbox.markDelivered(first.id)
    #expect(try outbox.items(in: .delivered).map(\.id) == [first.id])
    #expect(try outbox.removeDelivered() == 1)
    #expect(try outbox.items(in: .delivered).isEmpty)
    #expect(try outbox.items(in: .pending).count == 1)
  }

  @Test func processorDrainsTheSQLiteOutboxInOrder() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    var enqueued: [OutboxItem] = []
    for index in 0..<5 {
      enqueued.append(try outbox.enqueue(kind: index.isMultiple(of: 2) ? "a" : "b", payload: Data([UInt8(index)])))
    }
    let processor = OutboxProcessor(store: outbox, now: { Self.start }) { _ in }
    let report = try await processor.drain()
    #expect(report.delivered == enqueued.map(\.id))
    #expect(try outbox.items(in: .pending).isEmpty)
  }

  @Test func theProcessorListsParkedItemsWithTheirReasonsAndRequeuesThem() async throws {
    let temporary = try TemporaryDatabase()
    let (outbox, _) = try makeOutbox(temporary)
    let item = try outbox.enqueue(kind: "epcis.capture", payload: Data([1]))
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
    let delivered = try #require(try outbox.items(in: .delivered).first)
    #expect(delivered.idempotencyKey == item.idempotencyKey, "the requeued item keeps its key")
  }
}
