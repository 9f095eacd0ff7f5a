import DPPFeature
import Foundation
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// Lifecycle events: recording, idempotent replay, history pages, the offline outbox and EPCIS export.
@Suite(.referenceServer, .serialized) struct TraceWiseEventsIntegrationTests {
  private func event(_ id: DPPProductID, _ bizStep: String, minute: Int) -> LifecycleEvent {
    LifecycleEvent(
      gtin: id.gtin, serial: id.serial, bizStep: bizStep,
      timestamp: String(format: "2026-04-01T09:%02d:00Z", minute), details: ["test": "integration"])
  }

  @Test func idempotentReplayRecordsOnce() async throws {
    let api = try await DPPServer.make()
    let id = DPPServer.freshShoe()
    let key = "it-\(UUID().uuidString)"
    let first = try await api.events.add(event(id, "retail_selling", minute: 0), idempotencyKey: key)
    let replay = try await api.events.add(event(id, "retail_selling", minute: 0), idempotencyKey: key)
    #expect(first == replay)
    #expect(first.epcisUrn == "urn:uuid:\(first.id)")
    let history = try await api.events.events(for: id, pageSize: nil, pageToken: nil)
    #expect(history.items.count == 1)
    #expect(try await api.server.stats().idempotentReplays >= 1)
    await #expect {
      try await api.events.add(event(id, "repairing", minute: 1), idempotencyKey: key)
    } throws: { error in
      if case AppError.server(422, _, _, _) = error { return true }
      if case AppError.conflict = error { return true }
      return false
    }
  }

  @Test func historyPagesInRecordingOrder() async throws {
    let api = try await DPPServer.make()
    let id = DPPServer.freshShoe()
    for (minute, step) in ["commissioning", "retail_selling", "repairing"].enumerated() {
      _ = try await api.events.add(event(id, step, minute: minute), idempotencyKey: nil)
    }
    let first = try await api.events.events(for: id, pageSize: 2, pageToken: nil)
    let second = try await api.events.events(for: id, pageSize: 2, pageToken: first.nextPageToken)
    #expect(first.totalCount == 3 && second.nextPageToken == nil)
    #expect((first.items + second.items).map(\.bizStep) == ["commissioning", "retail_selling", "repairing"])
    #expect(first.items.first?.details?["test"] == AnyCodable("integration"))
  }

  @Test func invalidEventsAndUnknownProductsAreRejected() async throws {
    let api = try await DPPServer.make()
    await #expect(throws: AppError.notFound) {
      try await api.events.add(event(DPPProductID(gtin: "00000000000000"), "x", minute: 0), idempotencyKey: nil)
    }
    let badTime = LifecycleEvent(gtin: "09520123456788", bizStep: "x", timestamp: "2026-04-01T09:00:00")
    await #expect {
      try await api.events.add(badTime, idempotencyKey: nil)
    } throws: { error in
      if case AppError.server(400, "VALIDATION_ERROR", _, _) = error { return true }
      return false
    }
  }

  @Test func offlineEventsSyncLaterInOrderWithoutDuplicates() async throws {
    let api = try await DPPServer.make()
    let id = DPPServer.freshShoe()
    let clock = TestClock(start: Date())
    let outbox = InMemoryOutboxStore(now: clock.provider)
    let queue = DPPOutboxEventQueue(store: outbox, events: api.events, now: clock.provider)
    let record = RecordLifecycleEvent(events: api.events, queue: queue, crypto: SystemCrypto())

    _ = try await api.server.addFault(.init(pathPrefix: "/v1/events", method: "POST", status: 503))
    for (minute, step) in ["retail_selling", "repairing", "recycling"].enumerated() {
      guard case .queued = try await record(event(id, step, minute: minute)) else {
        Issue.record("\(step) should have been queued while the server fails")
        return
      }
    }
    _ = try await record(event(id, "retail_selling", minute: 0))
    #expect(try await queue.pending().count == 3)

    try await api.server.clearFaults()
    clock.advance(by: .seconds(3_600))
    #expect(try await record.sync().delivered.count == 3)
    #expect(try await record.sync().delivered.isEmpty)
    let history = try await api.events.events(for: id, pageSize: 10, pageToken: nil)
    #expect(history.items.map(\.bizStep) == ["retail_selling", "repairing", "recycling"])
  }

  @Test func exportedDocumentHoldsTheServerHistory() async throws {
    let api = try await DPPServer.make()
    let id = DPPServer.freshShoe()
    _ = try await api.events.add(event(id, "retail_selling", minute: 0), idempotencyKey: nil)
    _ = try await api.events.add(event(id, "repairing", minute: 1), idempotencyKey: nil)
    let document = try await ExportEPCISDocument(events: api.events, pageSize: 1)(id)
    #expect(document.eventList.count == 2)
    let json = String(decoding: try document.jsonData(), as: UTF8.self)
    #expect(json.contains("\"type\":\"EPCISDocument\""))
  }

  @Test func scanUseCaseCombinesEverything() async throws {
    let api = try await DPPServer.make()
    let scan = ScanDigitalLink(products: api.products, resolver: api.resolver, events: api.events)
    let link = api.server.baseURL.appendingPathComponent("01/05412345000013/21/BAT-48V-0007").absoluteString
    let result = try await scan(link)
    #expect(result.product.name == "Volta 48V E-Bike Battery")
    #expect(result.passport?.passportIdentifier == "cirpass-003")
    let sdkEvents = try await TraceWiseSDK(
      config: TraceWiseSDK.Config(
        baseURL: api.server.baseURL.absoluteString, apiKey: ReferenceServer.demoAPIKey)
    ).events.getProductEvents(id: result.id.description, limit: 5)
    #expect(sdkEvents.count == result.events.items.count)
  }
}
