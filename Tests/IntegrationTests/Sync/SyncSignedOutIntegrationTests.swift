import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// A sync whose token refresh lost its answer: the server rotated the refresh token, the device
/// never received the new pair (as when it is killed before saving it) and asks again with the old
/// one. Within the server's grace period that answers the same pair; without it, the session is
/// revoked, the run ends `.failed(.unauthorized)` with the queue kept, and signing in again uploads it.
@Suite struct SyncSignedOutIntegrationTests {
  /// An app composed as adopters compose it, on the business backend, with its tokens in memory.
  private struct App {
    let container: Container
    let session: BackendSession
    let store: SQLiteSyncStore
    let engine: SyncEngine
    let directory: URL

    init(server: ReferenceServer) async throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("sync-signed-out-\(UUID().uuidString)")
      var configuration = CoreConfiguration.testing
      configuration.endpoints.baseURL = server.baseURL
      var builder = ContainerBuilder()
      try builder.include(
        PlatformModule(
          applicationID: "org.sharedcore.sync-signed-out", dataDirectory: directory, configuration: configuration))
      builder.registerSharedBackend(.business)
      let secureStorage = InMemorySecureStorage()
      builder.register((any SecureStorage).self, lifetime: .singleton, overriding: true) { _ in secureStorage }
      container = try builder.build()
      session = try container.resolve(BackendSession.self, name: BackendDescriptor.business.name)
      store = try SQLiteSyncStore(database: SQLiteDatabase(.inMemory), schema: .testSchema())
      engine = SyncEngine(store: store, remote: HTTPSyncRemote(client: session.client))
    }

    func removeFiles() { try? FileManager.default.removeItem(at: directory) }
  }

  /// Signs in, queues a party, expires the access token and loses the first refresh's answer.
  private func queueBehindALostRefresh(_ server: ReferenceServer) async throws -> App {
    let app = try await App(server: server)
    try await app.session.signIn(try await server.issueTokens(username: "shop"))
    _ = try await app.store.create("parties", fields: ["name": "Asha"])
    try await server.expireTokens()
    try await server.addFault(.init(pathPrefix: "/v1/auth/refresh", method: "POST", dropResponse: true, times: 1))
    await #expect(throws: (any Error).self) { try await app.engine.sync() }
    #expect(try await app.store.pendingMutations().count == 1)
    #expect(try await app.store.rejectedMutations().isEmpty)
    return app
  }

  @Test func withinTheGracePeriodTheOldRefreshTokenGetsTheSamePairAndTheQueueUploads() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let app = try await queueBehindALostRefresh(server)
    defer { app.removeFiles() }

    try await app.engine.sync()

    #expect(await app.engine.status == .idle)
    #expect(try await server.syncRecords("sync-parties", account: "shop").count == 1)
    #expect(try await app.store.pendingMutations().isEmpty)
    #expect(try await server.stats().refreshCalls == 2)
  }

  @Test func withoutAGracePeriodTheRunAsksForSignInAndKeepsTheQueue() async throws {
    let server = try await ReferenceServer.start(refreshGrace: 0)
    defer { server.terminate() }
    let app = try await queueBehindALostRefresh(server)
    defer { app.removeFiles() }

    await #expect(throws: AppError.unauthorized) { try await app.engine.sync() }

    #expect(await app.engine.status == .failed(.unauthorized))
    #expect(try await app.store.pendingMutations().count == 1, "nothing is dropped or refused")
    #expect(try await app.store.rejectedMutations().isEmpty)
    #expect(try await server.syncRecords("sync-parties", account: "shop").isEmpty)

    try await app.session.signIn(try await server.issueTokens(username: "shop"))
    try await app.engine.sync()

    #expect(await app.engine.status == .idle)
    #expect(try await server.syncRecords("sync-parties", account: "shop").count == 1)
    #expect(try await app.store.pendingMutations().isEmpty)
  }
}
