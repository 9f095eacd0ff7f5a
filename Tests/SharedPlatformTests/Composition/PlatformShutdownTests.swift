import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A container over a file database shuts down: its database and every other service holding
/// resources are closed, the files can be opened by a new container at once, and the old container
/// resolves nothing more.
@Suite struct PlatformShutdownTests {
  static func platform(_ temporary: TemporaryDirectory) -> PlatformModule {
    PlatformModule(
      applicationID: "org.sharedcore.tests", dataDirectory: temporary.appending("data"), configuration: .development,
      keyDirectory: temporary.appending("keys"))
  }

  @Test func aShutDownContainersDatabaseIsClosedAndANewContainerOpensItAtOnce() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let container = try Container(modules: [Self.platform(temporary)])
    let database = try container.resolve(SQLiteDatabase.self)
    try await database.execute(sql: "CREATE TABLE notes (body TEXT NOT NULL)")
    try await database.run("INSERT INTO notes (body) VALUES (?)", [.text("kept")])
    _ = try await database.read { try $0.query("SELECT body FROM notes") }  // opens the reader too
    let outbox = try container.resolve((any OutboxStore).self)
    _ = try await outbox.items(in: .pending)
    let wal = temporary.appending("data/shared-core.sqlite3-wal")
    #expect(FileManager.default.fileExists(atPath: wal.path))

    await container.shutDown()

    // The last connection to close checkpoints the log and removes it: none is left open.
    #expect(!FileManager.default.fileExists(atPath: wal.path))
    await #expect(throws: SQLiteError.closed) { try await database.query("SELECT body FROM notes") }
    let error = try #require(throws: ResolutionError.self) { try container.resolve(SQLiteDatabase.self) }
    guard case .containerShutDown = error.reason else {
      Issue.record("expected containerShutDown, got \(error.reason)")
      return
    }

    let reopened = try Container(modules: [Self.platform(temporary)])
    let rows = try await reopened.resolve(SQLiteDatabase.self).query("SELECT body FROM notes")
    #expect(try rows.map { try $0.value(String.self, named: "body") } == ["kept"])
    await reopened.shutDown()
  }

  /// The transport, the connectivity probe, the outbox drainer and the sync engine stop with it: a
  /// request after the shutdown is refused unsent, the status stream ends.
  @Test func servicesHoldingTasksAndConnectionsStop() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.remove() }
    let container = try Container(modules: [Self.platform(temporary)])
    let transport = try container.resolve((any Transport).self)
    let monitor = try container.resolve((any ConnectivityMonitor).self)
    let drainer = try container.resolve(OutboxDrainer.self)
    await drainer.start()
    let updates = await monitor.updates()

    await container.shutDown()

    let request = HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/never")), method: .get)
    await #expect(throws: AppError.cancelled) { try await transport.send(request) }
    #if canImport(Network)
      _ = updates
    #else
      #expect(await completes(within: .seconds(60)) { for await _ in updates {} })  // the probe stopped
    #endif
    let passes = await drainer.passCount
    await drainer.drainNow()  // runs no pass: closed
    #expect(await drainer.passCount == passes)
  }
}
