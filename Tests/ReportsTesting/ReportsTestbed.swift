import Foundation
import PartiesFeature
import ReportsFeature
import SharedCore
import SharedPlatform
import SharedTesting

/// `ReportsModule` and `PartiesModule` composed over an in-memory store that syncs with an
/// `InMemorySyncServer`, plus a record type that carries reporting facts as they are
/// (``ReportingFactRecord``): a test records expenses through ``expenses`` and any documents,
/// payments, products or stock through ``record(_:)``, then reads ``dashboard``.
///
/// ```swift
/// let reports = try await ReportsTestbed.make(today: CalendarDate("2026-11-28")!)
/// try await reports.record([.document(ReportsSamples.invoice(number: "INV-1", total: "1180", taxable: "1000"))])
/// let snapshot = try await reports.dashboard.snapshot(for: .financialYear(startingIn: 2026))
/// #expect(snapshot.sales == Money(minorUnits: 118_000, currency: .inr))
/// ```
///
/// Several testbeds on one server are several devices of one business.
public struct ReportsTestbed: Sendable {
  /// The composed container.
  public let container: Container
  /// The signed-in session's scope.
  public let session: Container
  /// The device's store.
  public let store: any SyncStore
  /// The device's sync engine, talking to ``server``.
  public let server: InMemorySyncServer
  /// The device's sync engine.
  public let engine: SyncEngine
  /// The expense book.
  public let expenses: ExpenseBook
  /// The dashboard.
  public let dashboard: Dashboard
  private let clock: LockedValue<Date>
  private let facts: SyncCollection<ReportingFactRecord>

  /// Every record type a testbed's server must hold: Parties', Reports' and the fact records.
  public static let syncTypes = PartiesSyncTypes.all + ReportsSyncTypes.all + [ReportingFactRecord.syncType]

  /// A device whose day is `today` (its clock at noon IST), syncing with `server` (a new one when `nil`).
  public static func make(
    server: InMemorySyncServer? = nil, today: CalendarDate,
    configuration: ReportsConfiguration = ReportsConfiguration()
  ) async throws -> ReportsTestbed {
    let server = try server ?? InMemorySyncServer(schema: SyncSchema(syncTypes))
    let clock = LockedValue(noon(of: today))
    let now: @Sendable () -> Date = { clock.withLock { $0 } }
    var builder = ContainerBuilder()
    builder.registerTestPlatform { OfflineTransport() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
    builder.registerTestSync(server: server)
    builder.registerSync(
      SyncContribution(
        feature: "reporting-test-facts", backend: ReportsModule.backendName, types: [ReportingFactRecord.syncType]))
    builder.register((any ReportingFactSource).self, name: "reporting-test-facts", lifetime: .singleton) { _ in
      ReportingFactRecordSource()
    }
    try builder.include(PartiesModule(now: now))
    try builder.include(ReportsModule(configuration: configuration, now: now))
    let container = try builder.build()
    let session = container.makeScope(.session)
    let store = try session.resolve((any SyncStore).self)
    return ReportsTestbed(
      container: container, session: session, store: store, server: server, engine: try session.resolve(),
      expenses: try session.resolve(), dashboard: try session.resolve(), clock: clock,
      facts: try SyncCollection(store: store))
  }

  /// Saves a record carrying `facts`.
  /// - Returns: The record's id, for ``replace(_:with:)`` and ``remove(_:)``.
  @discardableResult
  public func record(_ facts: [ReportingFact]) async throws -> String {
    try await self.facts.create(ReportingFactRecord(facts: facts)).id
  }

  /// Replaces what the record `id` carries.
  public func replace(_ id: String, with facts: [ReportingFact]) async throws {
    _ = try await self.facts.update(id, to: ReportingFactRecord(facts: facts))
  }

  /// Deletes the record `id`.
  public func remove(_ id: String) async throws {
    try await facts.delete(id)
  }

  /// Syncs with the server.
  @discardableResult
  public func sync() async throws -> SyncReport { try await engine.sync() }

  /// The testbed's day.
  public var today: CalendarDate { CalendarDate(clock.withLock { $0 }, in: ReportsConfiguration().timeZone) }

  /// Moves the clock to noon IST on `day`.
  public func move(to day: CalendarDate) {
    clock.withLock { $0 = Self.noon(of: day) }
  }

  /// 12:00 IST on `day`: 06:30 UTC.
  static func noon(of day: CalendarDate) -> Date {
    Date(timeIntervalSince1970: TimeInterval(day.dayNumber) * 86_400 + 23_400)
  }
}
