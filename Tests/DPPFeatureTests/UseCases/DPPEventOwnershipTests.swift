import DPPFeature
import DPPTesting
import Foundation
import SharedCore
import SharedTesting
import Testing

/// Events belong to the user who recorded them.
@Suite struct DPPEventOwnershipTests {
  /// An event queued offline by Alice is not sent while Bob is signed in after her logout, nor
  /// parked; once Alice signs in again it is delivered with her token.
  @Test func eventsQueuedBeforeALogoutAreNeverSentWithTheNextUsersToken() async throws {
    let backend = DPPFakeBackend()
    let network = NetworkSwitch()
    await backend.transport.on(.post, "/v1/events") { _, _ in
      await network.isOnline ? .json(DPPSamples.eventResponseJSON, status: 201) : .fail(.network(.offline))
    }
    let container = try Container.dppTesting(backend: backend, signedIn: false)
    let session = try container.resolve(BackendSession.self, name: DPPModule.clientName)
    let record = try container.resolve(RecordLifecycleEvent.self)
    let alice = Self.tokens(for: "alice")
    let bob = Self.tokens(for: "bob")

    try await session.signIn(alice)
    guard case .queued = try await record(DPPSamples.event()) else {
      Issue.record("the offline event was not queued")
      return
    }
    try await session.signOut()
    try await session.signIn(bob)
    await network.connect()
    let whileBob = try await record.sync()
    #expect(whileBob.delivered.isEmpty && whileBob.parked.isEmpty)
    #expect(whileBob.awaitingOwner.count == 1)

    try await session.signOut()
    try await session.signIn(alice)
    #expect(try await record.sync().delivered.count == 1)
    let sent = await backend.transport.requests(.post, "/v1/events")
    #expect(sent.count >= 2)
    #expect(sent.allSatisfy { $0.headers["Authorization"] == "Bearer \(alice.accessToken)" })
  }

  private static func tokens(for user: String) -> AuthTokens {
    let expiry = Date().addingTimeInterval(3_600)
    return AuthTokens(
      accessToken: TestJWT.make(subject: user, expiresAt: expiry), refreshToken: "refresh-\(user)", expiresAt: expiry)
  }
}

/// Whether the fake network is up, shared across tasks.
private actor NetworkSwitch {
  private(set) var isOnline = false
  func connect() { isOnline = true }
}
