import Foundation
import SharedCore
import SharedTesting
import Testing

/// `Container.shutDown()`: closes the closable services it created, newest first, closes open
/// scopes, and refuses every later resolve with a typed reason.
@Suite struct ContainerShutdownTests {
  /// The order in which services were closed, by name.
  final class CloseLog: Sendable {
    private let names = LockedValue<[String]>([])
    var closed: [String] { names.withLock { $0 } }
    func record(_ name: String) { names.withLock { $0.append(name) } }
  }

  /// A service holding a resource; closing records its name.
  final class Resource: ClosableService {
    let name: String
    let log: CloseLog
    init(_ name: String, log: CloseLog) {
      self.name = name
      self.log = log
    }
    func close() async { log.record(name) }
  }

  /// A store made from a database: created after it, so closed before it.
  final class Store: ClosableService {
    let database: Resource
    let log: CloseLog
    init(database: Resource, log: CloseLog) {
      self.database = database
      self.log = log
    }
    func close() async { log.record("store") }
  }

  /// A factory that says when it runs and then waits for the test.
  final class SlowFactory: Sendable {
    let hasStarted = LockedValue(false)
    let release = Latch()
  }

  static func makeContainer(log: CloseLog, slow: SlowFactory? = nil) throws -> Container {
    var builder = ContainerBuilder()
    builder.register(Resource.self, name: "database", lifetime: .singleton) { _ in Resource("database", log: log) }
    builder.register(Store.self, lifetime: .singleton) { r in
      Store(database: try r.resolve(Resource.self, name: "database"), log: log)
    }
    builder.register(Resource.self, name: "never resolved", lifetime: .singleton) { _ in
      Resource("never resolved", log: log)
    }
    builder.register(Resource.self, name: "transient") { _ in Resource("transient", log: log) }
    builder.register(Resource.self, name: "session", lifetime: .scoped(.session)) { _ in
      Resource("session", log: log)
    }
    builder.register(Resource.self, name: "slow", lifetime: .singleton) { _ in
      slow?.hasStarted.withLock { $0 = true }
      slow?.release.wait()
      return Resource("slow", log: log)
    }
    builder.register(Database.self, lifetime: .singleton) { _ in Database() }
    return try builder.build()
  }

  @Test func closesWhatItCreatedNewestFirstAndNothingElse() async throws {
    let log = CloseLog()
    let container = try Self.makeContainer(log: log)
    _ = try container.resolve(Store.self)  // creates the database first, then the store
    _ = try container.resolve(Resource.self, name: "transient")
    _ = try container.resolve(Database.self)  // not closable
    let session = container.makeScope(.session)
    _ = try session.resolve(Resource.self, name: "session")

    await container.shutDown()

    #expect(log.closed == ["session", "store", "database"])
    #expect(!container.isOpen && !session.isOpen)
  }

  @Test func everyLaterResolveFailsWithTheShutdownReason() async throws {
    let log = CloseLog()
    let container = try Self.makeContainer(log: log)
    _ = try container.resolve(Store.self)
    let session = container.makeScope(.session)
    await container.shutDown()

    func reason(_ resolve: () throws -> Any) throws -> ResolutionError.Reason {
      try #require(throws: ResolutionError.self) { _ = try resolve() }.reason
    }
    for resolved in [
      try reason { try container.resolve(Store.self) },  // created before
      try reason { try container.resolve(Resource.self, name: "never resolved") },
      try reason { try container.resolve(Resource.self, name: "transient") },
      try reason { try session.resolve(Resource.self, name: "session") },
      try reason { try container.makeScope(.session).resolve(Resource.self, name: "session") },
    ] {
      guard case .containerShutDown = resolved else {
        Issue.record("expected containerShutDown, got \(resolved)")
        continue
      }
    }
    let error = try #require(throws: ResolutionError.self) { try container.resolve(Store.self) }
    #expect(error.description == "The container was shut down; cannot resolve Store. Resolution path: Store.")
    #expect(log.closed == ["store", "database"])
  }

  @Test func shuttingDownTwiceOrAtOnceClosesEachServiceOnce() async throws {
    let log = CloseLog()
    let container = try Self.makeContainer(log: log)
    _ = try container.resolve(Store.self)
    async let first: Void = container.shutDown()
    async let second: Void = container.shutDown()
    _ = await (first, second)
    #expect(log.closed == ["store", "database"])  // both returned after the closing
    await container.shutDown()
    #expect(log.closed == ["store", "database"])
  }

  /// A singleton whose factory is running when the shutdown starts is created, then closed: never
  /// dropped unclosed. The shutdown waits for it.
  @Test func aServiceBeingCreatedIsClosedOnceCreated() async throws {
    let log = CloseLog()
    let slow = SlowFactory()
    let container = try Self.makeContainer(log: log, slow: slow)
    let resolved = LockedValue<Result<Resource, any Error>?>(nil)
    Thread {
      let result = Result { try container.resolve(Resource.self, name: "slow") }
      resolved.withLock { $0 = result }
    }.start()
    try #require(await eventually { slow.hasStarted.withLock { $0 } })

    let shutdown = Task { await container.shutDown() }
    let began = await eventually { !container.isOpen }
    #expect(began)
    #expect(log.closed.isEmpty)  // the shutdown waits for the factory
    slow.release.open()
    await shutdown.value

    #expect(log.closed == ["slow"])
    try #require(await eventually { resolved.withLock { $0 != nil } })
    #expect(try resolved.withLock { try $0?.get() }?.name == "slow")  // the resolve under way succeeded
  }

  /// Whether `condition` holds before a deadline far above the time it normally takes.
  private func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      await Task.yield()
    }
    return true
  }

  /// A scope dropped without being closed releases its instances at once, as before: the record of
  /// creation order the shutdown keeps does not hold them.
  @Test func aScopeDroppedWithoutClosingStillReleasesItsInstances() async throws {
    let log = CloseLog()
    let container = try Self.makeContainer(log: log)
    weak var released: Resource?
    do {
      let session = container.makeScope(.session)
      let resource = try session.resolve(Resource.self, name: "session")
      released = resource
      #expect(released != nil)
    }
    #expect(released == nil)
    await container.shutDown()
    #expect(log.closed.isEmpty)
  }

  @Test func aScopeShutsDownAloneAndTheRootGoesOn() async throws {
    let log = CloseLog()
    let container = try Self.makeContainer(log: log)
    _ = try container.resolve(Store.self)
    let session = container.makeScope(.session)
    let screen = session.makeScope("screen")
    _ = try session.resolve(Resource.self, name: "session")

    await session.shutDown()

    #expect(log.closed == ["session"])
    #expect(!session.isOpen && !screen.isOpen && container.isOpen)
    let error = try #require(throws: ResolutionError.self) { try session.resolve(Resource.self, name: "session") }
    guard case .scopeClosed(let name) = error.reason else {
      Issue.record("expected scopeClosed, got \(error.reason)")
      return
    }
    #expect(name == .session)
    #expect(try container.resolve(Store.self).database.name == "database")
    let next = container.makeScope(.session)  // still open: the root's shutdown closes it
    _ = try next.resolve(Resource.self, name: "session")
    await container.shutDown()
    #expect(log.closed == ["session", "session", "store", "database"])
    #expect(!next.isOpen)
  }
}
