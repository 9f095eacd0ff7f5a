import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import ReportsFeature
import SharedCore
import SharedPlatform
import SharedTesting

/// Products, Parties, Bills and Reports composed as an app composes them (`ProductsModule`,
/// `PartiesModule`, `BillsModule`, `ReportsModule` in one container) over one in-memory store, syncing with a ``ShopTestServer`` that
/// grants number blocks: a test of the whole flow, catalog to invoice to payment to ledger and stock,
/// in a few lines.
///
/// ```swift
/// let shop = try await ShopTestbed.make()
/// let rice = try await shop.product("Rice 25 kg", sku: "RICE-25", price: "1250", gstRate: "5", opening: 40)
/// let asha = try await shop.customer("Asha Traders")
/// let invoice = try await shop.sell([.init(rice, 2)], to: asha)
/// #expect(invoice.totals.payableAmount == 2625)
/// #expect(try await shop.onHand(rice) == 38)
/// #expect(try await shop.balance(asha) == 2625)
/// ```
///
/// The testbed's day is ``today`` (1 October 2025 unless given) and its clock stands at 10:00 IST on
/// it; ``move(to:)`` changes the day, so a test can sell before a rate change and credit after it.
/// Several testbeds on one ``ShopTestServer`` are several devices of one business.
public struct ShopTestbed: Sendable {
  /// The device's id, which its payment ids and number blocks carry.
  public let device: String
  /// The composed container; resolve anything the modules register from ``session``.
  public let container: Container
  /// The signed-in session's scope, which the repositories below were resolved from.
  public let session: Container
  /// The device's store of every record.
  public let store: SQLiteSyncStore
  /// The device's sync engine, talking to ``server``.
  public let engine: SyncEngine
  /// The business's backend.
  public let server: ShopTestServer
  /// The product catalog (the container's `ProductCatalog`).
  public let catalog: ProductCatalog
  /// The party book (the container's `PartyBook`).
  public let book: PartyBook
  /// Every bill use case (the container's `any BillsRepository`).
  public let bills: any BillsRepository
  /// The expense book (the container's `ExpenseBook`).
  public let expenses: ExpenseBook
  /// The dashboard (the container's `Dashboard`), over every feature's facts.
  public let dashboard: Dashboard
  /// The state the business is registered in, the supplier's state on its bills.
  public let supplierStateCode: String
  private let clock: LockedValue<Date>

  /// A device `device` of a business in `supplierStateCode` (Maharashtra by default), whose day is
  /// `today`, syncing with `server` (a new one when `nil`). Products, Parties and Bills take their
  /// configurations as given, the device id and clock aside.
  public static func make(
    device: String = "till-1", server: ShopTestServer? = nil,
    today: CalendarDate = CalendarDate(dayNumber: 20_362), supplierStateCode: String = "27",
    products: ProductsConfiguration = ProductsConfiguration(), parties: PartiesConfiguration = PartiesConfiguration(),
    bills: BillsConfiguration? = nil
  ) async throws -> ShopTestbed {
    let server = try server ?? ShopTestServer()
    let schema = try SyncSchema(ShopTestServer.syncTypes)
    var billing = bills ?? BillsConfiguration(deviceID: device)
    billing.deviceID = device
    let sources: [any ReportingFactSource] = [
      ProductsReportingSource(timeZone: products.timeZone), PartiesReportingSource(),
      BillsReportingSource(financialYearStartMonth: billing.financialYearStartMonth),
    ]
    let store = try SQLiteSyncStore(
      database: SQLiteDatabase(.inMemory), schema: schema,
      projections: [
        ProductCatalogProjection(), PartiesProjection(), BillsProjection(), ReportsProjection(sources: sources),
      ])
    let engine = SyncEngine(store: store, remote: server.sync)
    let clock = LockedValue(Self.tenInTheMorning(of: today))
    let now: @Sendable () -> Date = { clock.withLock { $0 } }

    var builder = ContainerBuilder()
    builder.registerTestPlatform { OfflineTransport() }
    builder.register((any TokenStoreFactory).self, lifetime: .singleton) { _ in InMemoryTokenStoreFactory() }
    builder.register((any SyncStore).self, lifetime: .singleton) { _ in store }
    builder.register(SyncEngine.self, lifetime: .singleton) { _ in engine }
    try builder.include(ProductsModule(configuration: products, now: now))
    try builder.include(PartiesModule(configuration: parties, now: now))
    try builder.include(BillsModule(configuration: billing, now: now))
    try builder.include(ReportsModule(now: now))
    let container = try builder.build()
    let session = container.makeScope(.session)
    return ShopTestbed(
      device: device, container: container, session: session, store: store, engine: engine, server: server,
      catalog: try session.resolve(), book: try session.resolve(),
      bills: try session.resolve((any BillsRepository).self), expenses: try session.resolve(),
      dashboard: try session.resolve(), supplierStateCode: supplierStateCode, clock: clock)
  }

  /// The testbed's day.
  public var today: CalendarDate { CalendarDate(clock.withLock { $0 }, in: Self.india) }

  /// Moves the testbed's clock to 10:00 IST on `day` (earlier or later).
  public func move(to day: CalendarDate) {
    clock.withLock { $0 = Self.tenInTheMorning(of: day) }
  }

  /// Syncs, lets the server grant the number blocks asked for, and syncs again to bring them down.
  /// - Returns: The second run's report.
  @discardableResult
  public func sync() async throws -> SyncReport {
    _ = try await engine.sync()
    guard try await server.grantNumberBlocks() > 0 else { return try await engine.sync() }
    return try await engine.sync()
  }

  /// Asks for numbers for invoices and notes for ``today``'s financial year
  /// (`BillsRepository.prepareNumbering(on:)`, as an app does at sign-in) and syncs to receive them.
  public func openForBusiness() async throws {
    try await bills.prepareNumbering(on: today)
    try await sync()
  }

  static let india = TimeZone(identifier: "Asia/Kolkata") ?? TimeZone(secondsFromGMT: 19_800) ?? .gmt

  /// 10:00 IST on `day`: 04:30 UTC.
  static func tenInTheMorning(of day: CalendarDate) -> Date {
    Date(timeIntervalSince1970: TimeInterval(day.dayNumber) * 86_400 + 16_200)
  }
}
