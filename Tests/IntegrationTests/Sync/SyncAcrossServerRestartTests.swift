import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The reference server restarted on the same port and database file: what was pushed before the
/// restart is downloaded after it, by clients of the same URL.
@Suite struct SyncAcrossServerRestartTests {
  /// A device: a store in memory and its engine, logged in to `server` now.
  static func device(_ server: ReferenceServer) async throws -> (store: SQLiteSyncStore, engine: SyncEngine) {
    let store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
    return (store, SyncEngine(store: store, remote: try await server.syncRemote(username: "shop")))
  }

  @Test func aRecordPushedBeforeARestartIsDownloadedAfterIt() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let till = try await Self.device(server)
    let asha = try await till.store.create("parties", fields: ["name": "Asha Traders"])
    try await till.engine.sync()
    let serverID = try #require(try await till.store.record("parties", id: asha.id)?.id)
    let url = server.baseURL

    try await server.restart()

    #expect(server.baseURL == url && server.isRunning)
    // Tokens do not outlive the process that signed them: both devices sign in again.
    let office = try await Self.device(server)
    try await office.engine.sync()
    let downloaded = try #require(try await office.store.record("parties", id: serverID))
    #expect(downloaded.fields["name"] == "Asha Traders")
    #expect(downloaded.status == .synced)
    let again = SyncEngine(store: till.store, remote: try await server.syncRemote(username: "shop"))
    try await again.sync()
    #expect(try await server.syncRecords("sync-parties", account: "shop").map(\.id) == [serverID])
  }

  /// A server started on a database file and a port serves what the file holds, at that port's URL.
  @Test func aServerStartsOnTheDatabaseAndPortGiven() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("refserver-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("shop.sqlite")

    let first = try await ReferenceServer.start(database: database)
    #expect(first.databaseURL == database)
    let till = try await Self.device(first)
    _ = try await till.store.create("products", fields: ["name": "Basmati rice 5 kg"])
    try await till.engine.sync()
    await first.stop()

    let second = try await ReferenceServer.start(database: database, port: first.port)
    defer { second.terminate() }
    #expect(second.baseURL == first.baseURL)
    let products = try await second.syncRecords("sync-products", account: "shop")
    #expect(products.map { $0.fields["name"] } == ["Basmati rice 5 kg"])
  }

  /// A port another server listens on is refused at once, with an error naming it.
  @Test func aPortInUseIsATypedErrorNamingIt() async throws {
    let holder = try await ReferenceServer.start()
    defer { holder.terminate() }
    do {
      let second = try await ReferenceServer.start(port: holder.port)
      second.terminate()
      Issue.record("a second server started on port \(holder.port)")
    } catch ReferenceServer.LaunchError.portInUse(let port, let stderr) {
      #expect(port == holder.port)
      #expect(stderr.contains("Address already in use"))
    }
    #expect(holder.isRunning)
    await #expect(throws: ReferenceServer.LaunchError.self) { try await ReferenceServer.start(port: 0) }
  }
}
