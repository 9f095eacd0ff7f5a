import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Two features on two backends (two reference-server processes), composed as an app composes them.
@Suite struct BackendSessionsIntegrationTests {
  @Test func twoBackendsKeepSeparateTokensRefreshesAndLogouts() async throws {
    let tracewise = try await ReferenceServer.start()
    defer { tracewise.terminate() }
    let partner = try await ReferenceServer.start()
    defer { partner.terminate() }
    let host = try SessionHost(tracewise: tracewise.baseURL, partner: partner.baseURL)
    defer { host.removeFiles() }

    try await host.session("tracewise").signIn(try await tracewise.issueTokens(username: "alice"))
    try await host.session("partner").signIn(try await partner.issueTokens(username: "bob"))
    #expect(try await host.subject(on: "tracewise") == "alice")
    #expect(try await host.subject(on: "partner") == "bob")
    let records = await host.secureStorage.storedValues.keys
    #expect(records.contains("sharedcore.tokens.tracewise.record"))
    #expect(records.contains("sharedcore.tokens.partner.record"))

    try await tracewise.expireTokens()
    #expect(try await host.subject(on: "tracewise", "after-expiry") == "alice")
    #expect(try await tracewise.stats().refreshCalls == 1)
    #expect(try await host.subject(on: "partner", "after-expiry") == "bob")
    #expect(try await partner.stats().refreshCalls == 0, "a refresh on one backend never touches the other")
    #expect(try await partner.stats().tokenCalls == 1, "only the sign-in")

    try await host.session("tracewise").signOut()
    await #expect(throws: AppError.unauthorized) { try await host.subject(on: "tracewise", "after-logout") }
    #expect(try await host.session("tracewise").isSignedIn == false)
    #expect(try await host.session("partner").isSignedIn)
    #expect(try await host.subject(on: "partner", "after-logout") == "bob")
    let remaining = await host.secureStorage.storedValues.keys
    #expect(!remaining.contains("sharedcore.tokens.tracewise.record"))
    #expect(remaining.contains("sharedcore.tokens.partner.record"))
  }

  @Test func eventsRecordedOfflineWithAnExpiredTokenAreDeliveredWhenConnectivityAndTheServerReturn() async throws {
    let server = try await ReferenceServer.start()
    defer { server.terminate() }
    let host = try SessionHost(tracewise: server.baseURL)
    defer { host.removeFiles() }
    var tokens = try await server.issueTokens(username: "field-worker")
    tokens.expiresAt = Date().addingTimeInterval(-60)
    try await host.session("tracewise").signIn(tokens)
    try await server.expireTokens()
    let drainer = try host.container.resolve(OutboxDrainer.self)
    await drainer.start()

    host.transport.set(online: false)
    await host.monitor.set(.offline)
    let record = try host.container.resolve(RecordLifecycleEvent.self)
    let shoe = DPPServer.freshShoe()
    let stages = ["commissioning", "shipping", "retail_selling"]
    for (minute, stage) in stages.enumerated() {
      let event = LifecycleEvent(
        gtin: shoe.gtin, serial: shoe.serial, bizStep: stage, timestamp: "2026-03-01T10:0\(minute):00Z")
      guard case .queued = try await record(event) else {
        Issue.record("\(stage) recorded offline must be queued")
        return
      }
    }

    // Connectivity returns before the server does: the first delivery meets a 503 and is retried.
    try await server.addFault(.init(pathPrefix: "/v1/events", method: "POST", status: 503, times: 1))
    host.transport.set(online: true)
    await host.monitor.set(.online)
    for _ in 0..<500 where await drainer.passCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
    let queue = try host.container.resolve((any PendingEventQueue).self)
    #expect(try await queue.pending().count == 3, "the 503 parks nothing")
    #expect(try await host.container.resolve((any OutboxStore).self).items(in: .failed).isEmpty)

    await drainer.drainNow(ignoringBackoff: true)
    #expect(try await queue.pending().isEmpty)
    let delivered = try await host.container.resolve((any EventRepository).self).events(
      for: shoe, pageSize: 10, pageToken: nil)
    #expect(delivered.items.map(\.bizStep) == stages, "delivered once each, in recording order")
    #expect(try await server.stats().refreshCalls == 1)
    await drainer.stop()
  }
}
